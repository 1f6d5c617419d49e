import EpoxyCore

/// How lines sit horizontally in a text component (NSTextAlignment's names).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Leading: left in left-to-right layouts, right in right-to-left ones.
    case natural
    /// Flush left.
    case left
    /// Centered.
    case center
    /// Flush right.
    case right
    /// Every line but a paragraph's last fills the width; the last is natural.
    case justified

    /// Parses an alignment name (case-insensitive; `"leading"` means `natural`).
    /// Returns nil for anything else.
    public init?(name: String) {
        switch name.lowercased() {
        case "natural", "leading": self = .natural
        case "left": self = .left
        case "center", "centre": self = .center
        case "right": self = .right
        case "justified", "justify": self = .justified
        default: return nil
        }
    }

    /// The x of a line `lineWidth` wide in a box `boxWidth` wide.
    func lineOrigin(lineWidth: Double, boxWidth: Double, direction: LayoutDirection, isLastInParagraph: Bool) -> Double {
        let free = max(0, boxWidth - lineWidth)
        switch self {
        case .left: return 0
        case .right: return free
        case .center: return free / 2
        case .natural, .justified:
            // Justified lines fill the box, so they start at 0 too; the last one is natural.
            if self == .justified, !isLastInParagraph { return 0 }
            return direction == .rightToLeft ? free : 0
        }
    }

    /// A stable text for snapshots and diagnostics.
    public var description: String { rawValue }
}
