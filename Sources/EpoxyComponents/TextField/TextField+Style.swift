import EpoxyCore
import EpoxyLayout

extension TextField {
    /// How a text field looks; fixed for its life.
    ///
    /// - `font`: default `.body` (scales with Dynamic Type).
    /// - `textColor` (default `label`), `placeholderColor` (default `placeholderText`).
    /// - `contentInsets`: space around the text (default 7 above and below, 8 on the sides,
    ///   which makes a body field 34 points tall as UIKit's rounded field); unusable edges
    ///   count as 0.
    /// - `borderStyle` (default `roundedRect`), `borderColor` (default `separator`).
    public struct Style: Hashable, Sendable {
        /// The text's font.
        public let font: TextFont
        /// The text's color.
        public let textColor: Color
        /// The placeholder's color.
        public let placeholderColor: Color
        /// Space between the edges and the text.
        public let contentInsets: DirectionalEdgeInsets
        /// The border.
        public let borderStyle: TextFieldBorderStyle
        /// The border's color.
        public let borderColor: Color

        /// The default insets: 7 above and below, 8 on the sides.
        public static let defaultContentInsets = DirectionalEdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8)

        /// Creates a style.
        public init(
            font: TextFont = .textStyle(.body),
            textColor: Color = .label,
            placeholderColor: Color = .placeholderText,
            contentInsets: DirectionalEdgeInsets = Style.defaultContentInsets,
            borderStyle: TextFieldBorderStyle = .roundedRect,
            borderColor: Color = .separator
        ) {
            self.font = font.sanitized
            self.textColor = textColor
            self.placeholderColor = placeholderColor
            self.contentInsets = Sanitizing.insets(contentInsets)
            self.borderStyle = borderStyle
            self.borderColor = borderColor
        }
    }
}
