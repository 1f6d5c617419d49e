/// The user's preferred text size, with UIContentSizeCategory's twelve names, from the
/// smallest to the largest. `.large` is the default.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes (AX1…AX5), where HGroups reflow
    /// vertically as UIKit's `isAccessibilityCategory` says.
    public var isAccessibilityCategory: Bool {
        self >= .accessibilityMedium
    }

    /// The short name Apple's tables use: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1`…`AX5`.
    public var shortName: String {
        ContentSizeCategory.shortNames[index]
    }

    /// Parses a category as Lua scripts and `--type-size` spell it: UIKit's name
    /// (`"accessibilityLarge"`, case-insensitive) or the short name (`"AX2"`, `"xxL"`).
    /// Returns nil for anything else.
    public init?(name: String) {
        let lowered = name.lowercased()
        if let match = ContentSizeCategory.allCases.first(where: {
            $0.rawValue.lowercased() == lowered || $0.shortName.lowercased() == lowered
        }) {
            self = match
        } else {
            return nil
        }
    }

    /// The position in `allCases` (0 = extraSmall … 11 = accessibilityExtraExtraExtraLarge).
    var index: Int {
        ContentSizeCategory.allCases.firstIndex(of: self) ?? 0
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.index < rhs.index
    }

    public var description: String { rawValue }

    private static let shortNames = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
}
