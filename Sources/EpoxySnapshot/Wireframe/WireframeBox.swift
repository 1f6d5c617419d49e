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
}
