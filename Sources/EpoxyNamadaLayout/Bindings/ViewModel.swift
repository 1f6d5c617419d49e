/// A view model (NamadaLayout's `ViewModel`): override ``bind(with:)`` to bind its states to
/// a target's views, recording each binding with ``track(_:)``; ``apply(into:)`` binds it
/// (unbinding a previous target first) and ``unbind()`` ends every recorded binding between
/// ``willUnbind()`` and ``didUnbind()``.
open class ViewModel<Target: AnyObject> {
    /// The target bound now.
    public private(set) weak var target: Target?
    private var bindings: [PropertyBinding] = []

    /// Creates an unbound view model.
    public init() {}

    /// Makes the bindings to `target` (the default makes none).
    open func bind(with target: Target) {}

    /// Called before the bindings end.
    open func willUnbind() {}

    /// Called after the bindings ended.
    open func didUnbind() {}

    /// Records `binding` so ``unbind()`` ends it; returns it.
    @discardableResult
    public func track(_ binding: PropertyBinding) -> PropertyBinding {
        bindings.append(binding)
        return binding
    }

    /// How many recorded bindings are in effect.
    public var bindingCount: Int { bindings.filter(\.isBound).count }

    /// Binds to `target`, first unbinding the current target when it is another one.
    public func apply(into target: Target) {
        if let current = self.target {
            guard current !== target else { return }
            unbind()
        }
        self.target = target
        bind(with: target)
    }

    /// Ends the recorded bindings (nothing when unbound).
    public func unbind() {
        guard target != nil || !bindings.isEmpty else { return }
        willUnbind()
        let ended = bindings
        bindings = []
        ended.forEach { $0.unbind() }
        target = nil
        didUnbind()
    }
}
