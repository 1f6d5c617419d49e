import EpoxyCore

extension ToolbarBar {
    /// How a toolbar looks; fixed for the bar's life.
    ///
    /// - `buttonStyle`: default body in `systemBlue`, 8 points all round.
    /// - `minimumHeight`: the least height of the buttons' row (default 44); unusable values
    ///   count as 0.
    /// - `layoutMargins`: default ``CompositeLayout/barMargins`` (a bar installer sets the
    ///   bottom from the safe area); unusable edges count as 0.
    public struct Style: Hashable, Sendable {
        /// The buttons' style.
        public let buttonStyle: Button.Style
        /// The least height of the buttons' row, margins excluded.
        public let minimumHeight: Double
        /// The margins around the buttons.
        public let layoutMargins: DirectionalEdgeInsets

        /// Creates a style.
        public init(
            buttonStyle: Button.Style = NavigationBar.Style.defaultButtonStyle,
            minimumHeight: Double = CompositeLayout.barMinimumHeight,
            layoutMargins: DirectionalEdgeInsets = CompositeLayout.barMargins
        ) {
            self.buttonStyle = buttonStyle
            self.minimumHeight = Sanitizing.length(minimumHeight)
            self.layoutMargins = Sanitizing.insets(layoutMargins)
        }
    }
}
