/// Why a binding could not be made or a value could not cross it.
public struct BindingError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, naming the property, the view and the types.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// A value of the wrong type for `property` of `view`.
    static func typeMismatch(_ property: BindableProperty, of viewDescription: String, value: BindableValue, state: String) -> BindingError {
        BindingError("cannot bind '\(property.name)' of \(viewDescription) (a \(property.valueType.rawValue)) to \(state) holding a \(value.typeName)")
    }
}
