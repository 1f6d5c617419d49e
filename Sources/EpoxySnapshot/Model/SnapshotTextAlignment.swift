/// How a text's lines are aligned within its box (NSTextAlignment's names).
public enum SnapshotTextAlignment: String, CaseIterable, Hashable, Sendable {
    /// Leading for the layout direction; left in a left-to-right layout.
    case natural
    /// Flush left.
    case left
    /// Centered on the box's midline.
    case center
    /// Flush right.
    case right
    /// Stretched to both edges except for the last line.
    case justified
}
