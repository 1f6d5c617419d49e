/// A key of a Lua table read into Swift (see ``LuaValue/dictionary(_:)``).
///
/// Integer-valued float keys do not occur: Lua normalizes them to integers.
public enum LuaKey: Hashable {
    /// An integer key.
    case integer(Int64)
    /// A non-integral number key.
    case number(Double)
    /// A string key.
    case string(String)
    /// A boolean key.
    case boolean(Bool)
    /// A table, function, userdata or thread used as a key.
    case reference(LuaRef)

    /// The key as a value, e.g. to push it.
    public var value: LuaValue {
        switch self {
        case .integer(let integer): .integer(integer)
        case .number(let number): .number(number)
        case .string(let string): .string(string)
        case .boolean(let boolean): .boolean(boolean)
        case .reference(let reference): reference.value
        }
    }

    /// The string, when the key is one.
    public var stringValue: String? {
        if case .string(let string) = self { string } else { nil }
    }
}

extension LuaKey: ExpressibleByStringLiteral {
    /// A string key.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension LuaKey: ExpressibleByIntegerLiteral {
    /// An integer key.
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension LuaKey: CustomStringConvertible {
    /// The key as Lua would print it in a table constructor.
    public var description: String {
        switch self {
        case .integer(let integer): String(integer)
        case .number(let number): String(number)
        case .string(let string): string
        case .boolean(let boolean): String(boolean)
        case .reference(let reference): "\(reference.type)"
        }
    }
}
