/// How a table animates one kind of change (UITableView.RowAnimation's cases).
public enum RowAnimation: String, CaseIterable, Hashable, Sendable {
    case fade
    case right
    case left
    case top
    case bottom
    case none
    case middle
    case automatic
}
