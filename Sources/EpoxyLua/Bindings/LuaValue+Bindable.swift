import EpoxyNamadaLayout
import LuaRuntime

/// Lua values cross bindings as strings, booleans and nil; their type is checked value by value.
extension LuaValue: BindableValueConvertible {
    /// Dynamic: each value is checked against the property it meets.
    public static var bindableType: BindableValueType? { nil }

    /// The Lua value of a property's value.
    public init?(bindableValue: BindableValue) {
        switch bindableValue {
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .boolean(flag)
        case .none: self = .nil
        case .unsupported: return nil
        }
    }

    /// Strings, booleans and nil; any other type is unsupported (named for errors).
    public var bindableValue: BindableValue {
        switch self {
        case .string(let text): .string(text)
        case .boolean(let flag): .bool(flag)
        case .nil: .none
        default: .unsupported(typeName)
        }
    }
}
