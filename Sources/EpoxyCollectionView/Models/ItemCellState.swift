/// The visual state of a cell, as `didChangeState` reports it.
public enum ItemCellState: String, Hashable, Sendable, CaseIterable {
    /// Neither highlighted nor selected.
    case normal
    /// Touched down, not yet selected.
    case highlighted
    /// Selected.
    case selected
}
