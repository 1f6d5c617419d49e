/// A rectangle of wireframe cells: rows `top..<bottom`, columns `left..<right`.
struct CellRect: Hashable, Sendable {
    let top: Int
    let left: Int
    let bottom: Int
    let right: Int

    /// The cells in both rectangles (possibly none, when bottom ≤ top or right ≤ left).
    func intersection(_ other: CellRect) -> CellRect {
        CellRect(
            top: max(top, other.top), left: max(left, other.left),
            bottom: min(bottom, other.bottom), right: min(right, other.right)
        )
    }
}
