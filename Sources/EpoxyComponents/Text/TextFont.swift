import EpoxyLayout

/// The font of a text component: a Dynamic Type text style, which scales with the content
/// size category, or an explicit font, which keeps its size unless asked to scale.
public enum TextFont: Hashable, Sendable, CustomStringConvertible {
    /// The preferred font of a text style (`.body`, `.headline`, …).
    case textStyle(TextStyle)
    /// An explicit system font.
    case font(Font)

    /// The font to measure with at `category`. Explicit fonts keep their size unless
    /// `scalesExplicitFont` is true; then they scale as UIFontMetrics scales for the body
    /// style (the category's body size over the default 17 pt).
    public func resolved(for category: ContentSizeCategory, scalesExplicitFont: Bool = false) -> Font {
        switch self {
        case .textStyle(let style):
            return .preferredFont(forTextStyle: style, compatibleWith: category)
        case .font(let font):
            return scalesExplicitFont ? TextFont.scaled(font, for: category) : font
        }
    }

    /// `font` scaled by the body style's growth at `category`.
    static func scaled(_ font: Font, for category: ContentSizeCategory) -> Font {
        let base = TextStyle.body.pointSize(for: .large)
        guard base > 0 else { return font }
        return font.withSize(font.size * TextStyle.body.pointSize(for: category) / base)
    }

    /// A font with a non-finite or negative size replaced by 0 (it measures as empty), so
    /// styles holding it stay hashable.
    var sanitized: TextFont {
        switch self {
        case .textStyle: return self
        case .font(let font):
            return font.size.isFinite && font.size >= 0 ? self : .font(font.withSize(0))
        }
    }

    /// The style's name (`body`) or the font (`17pt semibold`).
    public var description: String {
        switch self {
        case .textStyle(let style): style.rawValue
        case .font(let font): font.description
        }
    }
}
