import EpoxyCore

extension ButtonRow {
    /// How a button row looks; fixed for the row's life.
    ///
    /// - `buttonStyle`: default a filled button: headline white on `systemBlue`, 14 above
    ///   and below, corner radius 8.
    /// - `layoutMargins`: default ``CompositeLayout/rowMargins``; unusable edges count as 0.
    public struct Style: Hashable, Sendable {
        /// The button's style.
        public let buttonStyle: Button.Style
        /// The margins around the button.
        public let layoutMargins: DirectionalEdgeInsets

        /// The default button: headline white on systemBlue, 14 above and below, radius 8.
        public static let defaultButtonStyle = Button.Style(
            titleFont: .textStyle(.headline),
            titleColor: .white,
            backgroundColor: .systemBlue,
            contentInsets: DirectionalEdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16),
            cornerRadius: 8)

        /// Creates a style.
        public init(buttonStyle: Button.Style = Style.defaultButtonStyle, layoutMargins: DirectionalEdgeInsets = CompositeLayout.rowMargins) {
            self.buttonStyle = buttonStyle
            self.layoutMargins = Sanitizing.insets(layoutMargins)
        }
    }
}
