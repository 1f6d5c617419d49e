/// How an image fills its view (UIView.ContentMode's names).
public enum ContentMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Stretched to the bounds.
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scaled to cover the bounds, keeping its aspect ratio.
    case scaleAspectFill
    /// Centered at its own size.
    case center
    /// Pinned to the top, at its own size.
    case top
    /// Pinned to the bottom, at its own size.
    case bottom
    /// Pinned to the left, at its own size.
    case left
    /// Pinned to the right, at its own size.
    case right

    /// Parses a mode name (case-insensitive; `"aspectFit"`, `"aspectFill"`, `"fill"` and
    /// `"fit"` are accepted too). Returns nil for anything else.
    public init?(name: String) {
        switch name.lowercased() {
        case "scaletofill", "fill", "stretch": self = .scaleToFill
        case "scaleaspectfit", "aspectfit", "fit": self = .scaleAspectFit
        case "scaleaspectfill", "aspectfill": self = .scaleAspectFill
        case "center": self = .center
        case "top": self = .top
        case "bottom": self = .bottom
        case "left": self = .left
        case "right": self = .right
        default: return nil
        }
    }

    /// A stable text for snapshots and diagnostics.
    public var description: String { rawValue }
}
