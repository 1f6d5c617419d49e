/// A type a ``ViewState`` can hold and bind: it converts to and from ``BindableValue``.
public protocol BindableValueConvertible: Equatable {
    /// The property type values of this type bind to; nil when it depends on the value (a
    /// dynamically typed value), which is then checked value by value.
    static var bindableType: BindableValueType? { get }
    /// The value a view property's value stands for, nil when it cannot be one.
    init?(bindableValue: BindableValue)
    /// This value as a view property's value.
    var bindableValue: BindableValue { get }
}

extension String: BindableValueConvertible {
    /// Text.
    public static var bindableType: BindableValueType? { .string }

    /// The text of `.string` (nil of anything else).
    public init?(bindableValue: BindableValue) {
        guard case .string(let text) = bindableValue else { return nil }
        self = text
    }

    /// `.string(self)`.
    public var bindableValue: BindableValue { .string(self) }
}

extension Bool: BindableValueConvertible {
    /// A flag.
    public static var bindableType: BindableValueType? { .boolean }

    /// The flag of `.bool` (nil of anything else).
    public init?(bindableValue: BindableValue) {
        guard case .bool(let flag) = bindableValue else { return nil }
        self = flag
    }

    /// `.bool(self)`.
    public var bindableValue: BindableValue { .bool(self) }
}

extension Optional: BindableValueConvertible where Wrapped: BindableValueConvertible {
    /// The wrapped type's.
    public static var bindableType: BindableValueType? { Wrapped.bindableType }

    /// nil for `.none`, else the wrapped value (failing as the wrapped type does).
    public init?(bindableValue: BindableValue) {
        if bindableValue == .none {
            self = .none
            return
        }
        guard let wrapped = Wrapped(bindableValue: bindableValue) else { return nil }
        self = .some(wrapped)
    }

    /// `.none` for nil, else the wrapped value's.
    public var bindableValue: BindableValue { self?.bindableValue ?? .none }
}
