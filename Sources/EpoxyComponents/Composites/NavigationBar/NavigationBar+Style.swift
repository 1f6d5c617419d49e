import EpoxyCore

extension NavigationBar {
    /// How a navigation bar looks; fixed for the bar's life.
    ///
    /// - `titleStyle`: default headline, one line, centred.
    /// - `buttonStyle`: default body in `systemBlue`, 8 above and below and on the sides.
    /// - `dividerStyle`: the bottom divider (default one pixel of `separator`).
    /// - `titleSpacing`: the least space between the title and the buttons (default 8);
    ///   unusable values count as 0.
    /// - `minimumHeight`: the least height of the row of controls (default 44); unusable
    ///   values count as 0.
    /// - `layoutMargins`: default ``CompositeLayout/barMargins`` (a bar installer sets the
    ///   top from the safe area); unusable edges count as 0.
    public struct Style: Hashable, Sendable {
        /// The title's style.
        public let titleStyle: Label.Style
        /// The buttons' style.
        public let buttonStyle: Button.Style
        /// The bottom divider's style.
        public let dividerStyle: Divider.Style
        /// The least space between the title and the buttons.
        public let titleSpacing: Double
        /// The least height of the controls' row, margins excluded.
        public let minimumHeight: Double
        /// The margins around the controls.
        public let layoutMargins: DirectionalEdgeInsets

        /// The default title style: headline, one line, centred.
        public static let defaultTitleStyle = Label.Style.textStyle(.headline).alignment(.center)
        /// The default button style: body in systemBlue with 8 points all round.
        public static let defaultButtonStyle = Button.Style(
            contentInsets: DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))

        /// Creates a style.
        public init(
            titleStyle: Label.Style = Style.defaultTitleStyle,
            buttonStyle: Button.Style = Style.defaultButtonStyle,
            dividerStyle: Divider.Style = Divider.Style(),
            titleSpacing: Double = 8,
            minimumHeight: Double = CompositeLayout.barMinimumHeight,
            layoutMargins: DirectionalEdgeInsets = CompositeLayout.barMargins
        ) {
            self.titleStyle = titleStyle
            self.buttonStyle = buttonStyle
            self.dividerStyle = dividerStyle
            self.titleSpacing = Sanitizing.length(titleSpacing)
            self.minimumHeight = Sanitizing.length(minimumHeight)
            self.layoutMargins = Sanitizing.insets(layoutMargins)
        }
    }
}
