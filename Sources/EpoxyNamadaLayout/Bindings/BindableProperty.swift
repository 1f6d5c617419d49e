import EpoxyLayout

/// A view property a state can bind to (a key path's counterpart): how to read and write it,
/// and, for properties the user changes (a field's text, a switch's `isOn`), how to watch it.
public struct BindableProperty {
    /// The property's name (`"text"`, `"isOn"`).
    public let name: String
    /// The type of its values.
    public let valueType: BindableValueType
    private let read: (View) -> BindableValue
    private let write: (View, BindableValue) -> Void
    private let watch: ((View, @escaping (BindableValue, BindableValue) -> Void) -> (() -> Void)?)?
    private let check: ((BindableValue) -> String?)?

    /// Creates a property. `write` receives values of `valueType` or `.none` (show the empty
    /// value) that `check` accepted (it returns what is wrong with a value, nil when fine);
    /// `watch` installs an observer of the user's changes and returns what removes it (nil
    /// when the view is of another type).
    public init(
        name: String,
        valueType: BindableValueType,
        read: @escaping (View) -> BindableValue,
        write: @escaping (View, BindableValue) -> Void,
        watch: ((View, @escaping (BindableValue, BindableValue) -> Void) -> (() -> Void)?)? = nil,
        check: ((BindableValue) -> String?)? = nil
    ) {
        self.name = name
        self.valueType = valueType
        self.read = read
        self.write = write
        self.watch = watch
        self.check = check
    }

    /// What is wrong with showing `value` (another type, a color name that is none), nil
    /// when it can be shown.
    public func problem(with value: BindableValue) -> String? {
        guard value == .none || value.type == valueType else {
            return "'\(name)' takes a \(valueType.rawValue), got a \(value.typeName)"
        }
        return value == .none ? nil : check?(value)
    }

    /// Whether the view changes this property by itself (so `oneWayBind` and `viewDidSet` apply).
    public var isUserEditable: Bool { watch != nil }

    /// The property's current value on `view`.
    public func value(of view: View) -> BindableValue {
        read(view)
    }

    /// Shows `value` on `view`.
    ///
    /// - Throws: ``BindingError`` naming the ``problem(with:)`` of the value.
    public func set(_ value: BindableValue, on view: View) throws {
        if let problem = problem(with: value) {
            throw BindingError("\(view.layoutItemDescription): \(problem)")
        }
        write(view, value)
    }

    /// Calls `observer` with the old and new value whenever the user changes the property on
    /// `view`; returns what stops it (nil when the property never changes by itself).
    func observe(_ view: View, _ observer: @escaping (BindableValue, BindableValue) -> Void) -> (() -> Void)? {
        watch?(view, observer)
    }
}
