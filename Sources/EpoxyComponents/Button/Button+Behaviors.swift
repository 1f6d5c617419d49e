extension Button {
    /// What a button does: `didTap` is called when it is tapped while enabled.
    public struct Behaviors {
        /// Called on a tap.
        public let didTap: (() -> Void)?

        /// Creates behaviors.
        public init(didTap: (() -> Void)? = nil) {
            self.didTap = didTap
        }
    }
}
