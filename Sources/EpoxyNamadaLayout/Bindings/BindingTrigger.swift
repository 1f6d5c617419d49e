import EpoxyLayout

/// What made a state change: a bound view (the user typed or tapped), a direct assignment of
/// the state, or the binding itself (`map` reading the view's value in, a view model applying
/// its state).
public enum BindingTrigger {
    /// A bound view changed.
    case view(View)
    /// The state was assigned.
    case state
    /// A binding was being made.
    case bind

    /// `"view"`, `"state"` or `"bind"`.
    public var name: String {
        switch self {
        case .view: "view"
        case .state: "state"
        case .bind: "bind"
        }
    }

    /// The view that made the change, for `.view`.
    public var triggeringView: View? {
        if case .view(let view) = self { return view }
        return nil
    }
}
