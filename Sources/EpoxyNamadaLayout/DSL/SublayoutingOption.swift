/// What a new layout pass does with the constraints and subviews an earlier pass made.
public enum SublayoutingOption: String, CaseIterable, Sendable {
    /// Adds the new constraints next to any existing ones (the default, and the fastest).
    case addNew
    /// Updates the constant (and priority) of an existing NamadaLayout constraint with the same
    /// items, attributes, relation and multiplier; adds the constraints that have no match.
    case editExisting
    /// Removes the NamadaLayout constraints of the laid-out views, then adds the new ones.
    case removeOldAndAddNew
    /// Removes those constraints and every subview of the laid-out view, then adds the new ones.
    case cleanLayoutAndAddNew
}
