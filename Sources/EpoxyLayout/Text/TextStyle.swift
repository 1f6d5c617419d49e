/// A Dynamic Type text style with UIFont.TextStyle's names. Its point size depends on the
/// content size category (see `DynamicTypeSizeTable`); `headline` is semibold, the others regular.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// The weight UIKit gives the style's preferred font.
    public var weight: FontWeight {
        self == .headline ? .semibold : .regular
    }

    /// The style's point size at `category`, from Apple's Dynamic Type table.
    public func pointSize(for category: ContentSizeCategory = .large) -> Double {
        DynamicTypeSizeTable.pointSize(for: self, category: category)
    }

    /// Parses a style name as a Lua script spells it (`"body"`, `"largeTitle"`,
    /// case-insensitive). Returns nil for anything else.
    public init?(name: String) {
        // Scripts spell names as written here: matched first without lowercasing every case
        // (a label model is made per row of a list, and each names its style).
        if let exact = TextStyle(rawValue: name) {
            self = exact
            return
        }
        let lowered = name.lowercased()
        guard let match = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
            return nil
        }
        self = match
    }

    public var description: String { rawValue }
}
