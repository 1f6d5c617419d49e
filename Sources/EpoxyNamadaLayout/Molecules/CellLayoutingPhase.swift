/// When a cell molecule may lay out again.
public enum CellLayoutingPhase: String, CaseIterable, Sendable {
    /// The cell's first layout.
    case firstLoad
    /// The cell was asked to lay out again.
    case setNeedsLayout
    /// The cell is about to be reused for another item.
    case reused
}
