import EpoxyLayout

/// One binding between a state and a property of a view, as ``ViewState``'s `bind`, `map`,
/// `apply` and `oneWayBind` make it: it watches the view's changes and forwards them to the
/// state, applies the state's changes to the view, and calls its `viewDidSet`/`stateDidSet`
/// handlers. It holds the view weakly; ``unbind()`` ends it.
public final class PropertyBinding {
    /// A handler: the bound view and the change.
    public typealias Handler = (View, StateChanges<BindableValue>) -> Void

    /// The bound property.
    public let property: BindableProperty
    /// How the state and the view are kept together.
    public let mode: BindingMode
    /// Whether the binding still works (until ``unbind()``).
    public private(set) var isBound = true
    /// The view, while it exists.
    public private(set) weak var view: View?

    private let writeState: (BindableValue, BindingTrigger) -> Void
    private var stopWatching: (() -> Void)?
    private var viewHandlers: [Handler] = []
    private var stateHandlers: [Handler] = []
    private var onUnbind: [() -> Void] = []
    /// True while this binding forwards its view's change: the state must not echo it back.
    private var isForwarding = false

    /// Makes a binding whose view changes reach the state through `writeState`.
    init(view: View, property: BindableProperty, mode: BindingMode, writeState: @escaping (BindableValue, BindingTrigger) -> Void) {
        self.view = view
        self.property = property
        self.mode = mode
        self.writeState = writeState
        stopWatching = property.observe(view) { [weak self] old, new in self?.viewChanged(old: old, new: new) }
    }

    /// Adds a handler run after the view changed the state (the user typed or tapped).
    @discardableResult
    public func viewDidSet(_ handler: @escaping Handler) -> PropertyBinding {
        viewHandlers.append(handler)
        return self
    }

    /// Adds a handler run after a change of the state was applied to the view (not for
    /// one-way bindings, which apply nothing).
    @discardableResult
    public func stateDidSet(_ handler: @escaping Handler) -> PropertyBinding {
        stateHandlers.append(handler)
        return self
    }

    /// Stops watching the view and applying the state; runs the owner's clean-up.
    public func unbind() {
        guard isBound else { return }
        isBound = false
        stopWatching?()
        stopWatching = nil
        let cleanUps = onUnbind
        onUnbind = []
        cleanUps.forEach { $0() }
    }

    /// Adds what ``unbind()`` runs (the state forgetting the binding).
    func whenUnbound(_ body: @escaping () -> Void) {
        onUnbind.append(body)
    }

    /// Applies a change of the state to the view and runs the `stateDidSet` handlers; does
    /// nothing for the change this binding forwarded itself.
    func stateChanged(_ changes: StateChanges<BindableValue>) {
        guard isBound, mode.appliesStateToView, !isForwarding, let view else { return }
        try? property.set(changes.new, on: view)
        for handler in stateHandlers { handler(view, changes) }
    }

    /// Shows `value` on the view (when binding with `apply`).
    func applyToView(_ value: BindableValue) throws {
        guard let view else { return }
        try property.set(value, on: view)
    }

    private func viewChanged(old: BindableValue, new: BindableValue) {
        guard isBound, let view else { return }
        isForwarding = true
        writeState(new, .view(view))
        isForwarding = false
        let changes = StateChanges(old: old, new: new, trigger: .view(view))
        for handler in viewHandlers { handler(view, changes) }
    }
}
