/// A value crossing a binding, in the few types view properties have.
public enum BindableValue: Equatable, Sendable {
    /// Text (a label's text, a field's text or placeholder, a button's title, an image's name).
    case string(String)
    /// A flag (a switch's `isOn`, a button's `isEnabled`).
    case bool(Bool)
    /// No value (an optional state that is nil): the property's empty value is shown.
    case none
    /// A value of a type no view property has, named for errors (`"number"`, `"table"`).
    case unsupported(String)

    /// The value's type, nil for `.none` and unsupported values.
    public var type: BindableValueType? {
        switch self {
        case .string: .string
        case .bool: .boolean
        case .none, .unsupported: nil
        }
    }

    /// The type's name for errors: `string`, `boolean`, `nil` or the unsupported type's name.
    public var typeName: String {
        switch self {
        case .string: BindableValueType.string.rawValue
        case .bool: BindableValueType.boolean.rawValue
        case .none: "nil"
        case .unsupported(let name): name
        }
    }
}

/// The type of a view property a state can bind to.
public enum BindableValueType: String, Sendable {
    /// Text.
    case string
    /// A flag.
    case boolean
}
