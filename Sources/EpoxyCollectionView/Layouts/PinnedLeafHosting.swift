import EpoxyCore
import EpoxyLayout

/// A cell content view that hosts one leaf view (no subviews, no constraints of its own) pinned
/// to its edges: its fitting height at a width is the leaf's intrinsic height at that width less
/// the horizontal insets, plus the vertical insets. The sizer asks it before building a layout
/// engine for the measurement (a list whose every row is measured builds none).
public protocol PinnedLeafHosting {
    /// The leaf and the insets it is pinned at, when that is all this view's layout is (every
    /// constraint required, the leaf's width fixed by its edges); nil when the engine is needed.
    var pinnedLeaf: (view: View, insets: DirectionalEdgeInsets)? { get }
}
