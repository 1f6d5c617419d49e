/// How a text's lines are aligned within its box (NSTextAlignment's names).
public enum SnapshotTextAlignment: String, CaseIterable, Hashable, Sendable {
    /// Leading for the layout direction; left in a left-to-right layout.
    case natural
    case left
    case center
    case right
    case justified
}
