/// A layout axis, for content priorities and fitting.
public enum LayoutAxis: String, Sendable, CaseIterable {
    case horizontal
    case vertical
}
