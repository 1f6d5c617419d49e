import EpoxyCore
import EpoxyLayout

extension Button {
    /// How a button looks; fixed for the button's life.
    ///
    /// - `titleFont`: default `.body` (scales with Dynamic Type).
    /// - `titleColor` (default `systemBlue`), `disabledTitleColor` (default `tertiaryLabel`),
    ///   `backgroundColor` (default `clear`).
    /// - `contentInsets`: space around the title (default 8 top and bottom, 16 leading and
    ///   trailing); unusable edges count as 0.
    /// - `cornerRadius`: default 0; unusable values count as 0.
    public struct Style: Hashable, Sendable {
        /// The title's font.
        public let titleFont: TextFont
        /// The title's color when enabled.
        public let titleColor: Color
        /// The title's color when disabled.
        public let disabledTitleColor: Color
        /// The fill behind the title.
        public let backgroundColor: Color
        /// Space between the edges and the title.
        public let contentInsets: DirectionalEdgeInsets
        /// The corner radius of the background.
        public let cornerRadius: Double

        /// The default insets: 8 above and below, 16 on the sides.
        public static let defaultContentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

        /// Creates a style.
        public init(
            titleFont: TextFont = .textStyle(.body),
            titleColor: Color = .systemBlue,
            disabledTitleColor: Color = .tertiaryLabel,
            backgroundColor: Color = .clear,
            contentInsets: DirectionalEdgeInsets = Style.defaultContentInsets,
            cornerRadius: Double = 0
        ) {
            self.titleFont = titleFont.sanitized
            self.titleColor = titleColor
            self.disabledTitleColor = disabledTitleColor
            self.backgroundColor = backgroundColor
            self.contentInsets = Sanitizing.insets(contentInsets)
            self.cornerRadius = Sanitizing.length(cornerRadius)
        }
    }
}
