extension ButtonRow {
    /// What a button row does: `didTap` is called when its button is tapped while enabled.
    public struct Behaviors {
        /// Called on a tap of the button.
        public let didTap: (() -> Void)?

        /// Creates behaviors.
        public init(didTap: (() -> Void)? = nil) {
            self.didTap = didTap
        }
    }
}
