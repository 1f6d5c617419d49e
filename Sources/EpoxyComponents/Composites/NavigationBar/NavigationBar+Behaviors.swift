extension NavigationBar {
    /// What a navigation bar's buttons do.
    public struct Behaviors {
        /// Called on a tap of the back button.
        public let didTapBack: (() -> Void)?
        /// Called on a tap of the leading button.
        public let didTapLeading: (() -> Void)?
        /// Called on a tap of the trailing button.
        public let didTapTrailing: (() -> Void)?

        /// Creates behaviors.
        public init(
            didTapBack: (() -> Void)? = nil,
            didTapLeading: (() -> Void)? = nil,
            didTapTrailing: (() -> Void)? = nil
        ) {
            self.didTapBack = didTapBack
            self.didTapLeading = didTapLeading
            self.didTapTrailing = didTapTrailing
        }
    }
}
