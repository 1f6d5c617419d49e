import EpoxyLayout

/// Where `at(_:_:to:)` puts a view: in a corner or along a side of the target, or next to
/// another view (centred along it).
public enum ViewPosition {
    case topLeft, topRight, bottomLeft, bottomRight
    /// Top, left and right.
    case fullTop
    /// Bottom, left and right.
    case fullBottom
    /// Left, top and bottom.
    case fullLeft
    /// Right, top and bottom.
    case fullRight
    /// Above `view`: bottom to its top, centred horizontally on it.
    case topOf(View)
    /// Below `view`: top to its bottom, centred horizontally on it.
    case bottomOf(View)
    /// Left of `view`: right to its left, centred vertically on it.
    case leftOf(View)
    /// Right of `view`: left to its right, centred vertically on it.
    case rightOf(View)

    /// The edges pinned for the corner and side positions.
    var edges: [LayoutAttribute] {
        switch self {
        case .topLeft: [.top, .left]
        case .topRight: [.top, .right]
        case .bottomLeft: [.bottom, .left]
        case .bottomRight: [.bottom, .right]
        case .fullTop: [.top, .left, .right]
        case .fullBottom: [.bottom, .left, .right]
        case .fullLeft: [.left, .top, .bottom]
        case .fullRight: [.right, .top, .bottom]
        case .topOf, .bottomOf, .leftOf, .rightOf: []
        }
    }
}
