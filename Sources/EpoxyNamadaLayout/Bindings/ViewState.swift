import EpoxyLayout

/// An observable state that binds to view properties (NamadaLayout's `@ViewState`): `bind`,
/// `map`, `apply` (two-way) and `oneWayBind` keep it and a property of a view together.
/// Its value's type must be the property's.
open class ViewState<Value: BindableValueConvertible>: ObservableState<Value> {
    private var bindings: [PropertyBinding] = []
    /// How the state is named in errors (`state field 'query'`).
    public let name: String

    /// Creates a state holding `wrappedValue`, named `name` in errors.
    public init(wrappedValue: Value, name: String = "state", clock: VirtualClock = VirtualClock()) {
        self.name = name
        super.init(wrappedValue: wrappedValue, clock: clock)
    }

    /// This state, as `$name` is in Swift.
    public override var projectedValue: ViewState<Value> { self }

    /// The bindings in effect.
    public var activeBindings: [PropertyBinding] { bindings.filter(\.isBound) }

    /// Binds `property` of `view` both ways without copying either value.
    @discardableResult
    public func bind(with view: View, _ property: BindableProperty) throws -> PropertyBinding {
        try makeBinding(view, property, .bind)
    }

    /// Binds `property` of `view` both ways, first reading the view's value into the state
    /// (trigger `.bind`).
    @discardableResult
    public func map(from view: View, _ property: BindableProperty) throws -> PropertyBinding {
        try makeBinding(view, property, .map)
    }

    /// Binds `property` of `view` both ways, first showing the state's value on the view.
    @discardableResult
    public func apply(into view: View, _ property: BindableProperty) throws -> PropertyBinding {
        try makeBinding(view, property, .apply)
    }

    /// Reads the user's changes of `property` of `view` into the state; the state's changes
    /// are not applied to the view.
    @discardableResult
    public func oneWayBind(with view: View, _ property: BindableProperty) throws -> PropertyBinding {
        try makeBinding(view, property, .oneWayBind)
    }

    /// Binds in `mode`.
    ///
    /// - Throws: ``BindingError`` when the state's type (or, for dynamically typed values, its
    ///   current value's) is not the property's, or a one-way binding names a property the
    ///   view never changes by itself.
    @discardableResult
    public func bind(_ mode: BindingMode, _ view: View, _ property: BindableProperty) throws -> PropertyBinding {
        try makeBinding(view, property, mode)
    }

    /// Refuses values the bound properties cannot show.
    open override func validate(_ value: Value) throws {
        let bindable = value.bindableValue
        for binding in activeBindings where binding.mode.appliesStateToView {
            let bound = "'\(binding.property.name)' of \(binding.view?.layoutItemDescription ?? "a released view")"
            if bindable != .none, bindable.type != binding.property.valueType {
                throw BindingError("cannot assign a \(bindable.typeName) to \(name): it is bound to \(bound) (a \(binding.property.valueType.rawValue))")
            }
            if let problem = binding.property.problem(with: bindable) {
                throw BindingError("cannot assign to \(name): it is bound to \(bound), and \(problem)")
            }
        }
    }

    /// Applies the change to the bound views.
    open override func didStore(_ changes: StateChanges<Value>) {
        let erased = changes.map(\.bindableValue)
        for binding in activeBindings { binding.stateChanged(erased) }
    }

    private func makeBinding(_ view: View, _ property: BindableProperty, _ mode: BindingMode) throws -> PropertyBinding {
        if let type = Value.bindableType, type != property.valueType {
            throw BindingError("cannot bind '\(property.name)' of \(view.layoutItemDescription) (a \(property.valueType.rawValue)) to \(name) of type \(type.rawValue)")
        }
        if mode != .map { try checkType(currentValue.bindableValue, property, view) }
        if mode == .oneWayBind, !property.isUserEditable {
            throw BindingError("'\(property.name)' of \(view.layoutItemDescription) never changes by itself: oneWayBind would read nothing (use bind or apply)")
        }
        let binding = PropertyBinding(view: view, property: property, mode: mode) { [weak self] value, trigger in
            guard let self, let converted = Value(bindableValue: value) else { return }
            try? self.set(converted, trigger: trigger)
        }
        switch mode {
        case .map:
            let value = property.value(of: view)
            guard let converted = Value(bindableValue: value) else {
                binding.unbind()
                throw BindingError.typeMismatch(property, of: view.layoutItemDescription, value: currentValue.bindableValue, state: name)
            }
            try set(converted, trigger: .bind)
        case .apply:
            try binding.applyToView(currentValue.bindableValue)
        case .bind, .oneWayBind:
            break
        }
        bindings.removeAll { !$0.isBound }
        bindings.append(binding)
        return binding
    }

    private func checkType(_ value: BindableValue, _ property: BindableProperty, _ view: View?) throws {
        let described = view?.layoutItemDescription ?? "a released view"
        if value != .none, value.type != property.valueType {
            throw BindingError.typeMismatch(property, of: described, value: value, state: name)
        }
        if let problem = property.problem(with: value) {
            throw BindingError("cannot bind '\(property.name)' of \(described) to \(name): \(problem)")
        }
    }
}
