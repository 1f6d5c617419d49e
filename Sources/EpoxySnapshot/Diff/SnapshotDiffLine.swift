/// One line of a snapshot diff: in both texts, only in the expected one, or only in the actual one.
public enum SnapshotDiffLine: Hashable, Sendable {
    /// A line both texts share.
    case unchanged(String)
    /// A line only the expected text has.
    case removed(String)
    /// A line only the actual text has.
    case added(String)

    /// The line's text.
    public var text: String {
        switch self {
        case .unchanged(let text), .removed(let text), .added(let text): text
        }
    }

    /// Whether the line differs between the texts.
    public var isChange: Bool {
        if case .unchanged = self { return false }
        return true
    }
}
