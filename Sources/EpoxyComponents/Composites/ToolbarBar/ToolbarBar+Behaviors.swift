extension ToolbarBar {
    /// What a toolbar's buttons do.
    public struct Behaviors {
        /// Called with the index of the tapped button.
        public let didTapItem: ((Int) -> Void)?

        /// Creates behaviors.
        public init(didTapItem: ((Int) -> Void)? = nil) {
            self.didTapItem = didTapItem
        }
    }
}
