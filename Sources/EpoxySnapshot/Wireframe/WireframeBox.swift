import EpoxyCore

/// A node placed on the wireframe: its box in canvas cells, and the cells its ancestors'
/// interiors leave it.
struct WireframeBox {
    let node: SnapshotNode
    let top: Int
    let left: Int
    let bottom: Int
    let right: Int
    /// The intersection of the drawn ancestors' interiors: where this node's text may go.
    let clip: CellRect
    /// Drawn ancestors above it (its subtree is the boxes after it that are deeper).
    let depth: Int
    /// Whether it lies over an earlier sibling (a bar over a list's cells, a later item of a
    /// ZGroup): it then hides what is under it, as the view does on screen.
    let isOverlay: Bool
}
