/// How a state and a view property are kept together.
public enum BindingMode: String, CaseIterable, Sendable {
    /// Two-way: each change of one is applied to the other; nothing is copied when binding.
    case bind
    /// Two-way, first reading the view's current value into the state.
    case map
    /// Two-way, first applying the state's current value to the view.
    case apply
    /// One-way: the view's changes are read into the state, the state's changes are not applied.
    case oneWayBind

    /// Whether the state's changes are applied to the view.
    public var appliesStateToView: Bool { self != .oneWayBind }
}
