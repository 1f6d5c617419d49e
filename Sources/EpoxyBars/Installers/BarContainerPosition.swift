import EpoxyCore

/// The edge of a view controller's view a bar container is fixed to.
public enum BarContainerPosition: Equatable, Sendable {
    /// The top edge (navigation bars).
    case top
    /// The bottom edge (toolbars, buttons; moves up with the keyboard).
    case bottom

    /// The container's stack order for this edge.
    var zOrder: BarStackZOrder {
        switch self {
        case .top: .firstToLast
        case .bottom: .lastToFirst
        }
    }

    /// The component of `insets` on this edge.
    func inset(of insets: EdgeInsets) -> Double {
        switch self {
        case .top: insets.top
        case .bottom: insets.bottom
        }
    }

    /// `insets` with this edge's component set to `value`.
    func insets(_ insets: EdgeInsets, setting value: Double) -> EdgeInsets {
        var result = insets
        switch self {
        case .top: result.top = value
        case .bottom: result.bottom = value
        }
        return result
    }
}
