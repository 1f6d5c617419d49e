/// A Lua value as Swift sees it.
///
/// Scalars are copied. Tables, functions, userdata and threads read from Lua are live
/// registry references (``LuaRef``): the Lua object stays alive while the Swift value
/// exists. `array` and `dictionary` are plain Swift values: pushing one creates a new Lua
/// table, and ``LuaState/snapshot(_:)`` / ``LuaCall/snapshot(_:)`` read a table deeply
/// into them. `object` pushes a Swift object as userdata of its registered type.
public enum LuaValue {
    /// `nil` (also what a missing argument reads as).
    case `nil`
    /// `true` or `false`.
    case boolean(Bool)
    /// An integer (Lua 5.4 subtype of number).
    case integer(Int64)
    /// A float.
    case number(Double)
    /// A string: Lua's bytes as UTF-8, bytes that are not UTF-8 kept apart (``LuaStringCoding``),
    /// so different Lua strings are different Swift strings and push back as the same bytes.
    case string(String)
    /// A live Lua table.
    case table(LuaRef)
    /// A Lua function (Lua or Swift).
    case function(LuaRef)
    /// A userdata (full or light).
    case userdata(LuaRef)
    /// A coroutine.
    case thread(LuaRef)
    /// A sequence `{v1, v2, …}`; read from a table whose keys are exactly 1…n.
    case array([LuaValue])
    /// Any other table, raw keys and values.
    case dictionary([LuaKey: LuaValue])
    /// A Swift object to push as userdata; its type must be registered with
    /// ``LuaState/registerType(_:name:methods:)``. Never produced by reading.
    case object(AnyObject)

    /// True for `nil`.
    public var isNil: Bool {
        if case .nil = self { true } else { false }
    }

    /// Lua truthiness: everything except `nil` and `false`.
    public var isTruthy: Bool {
        switch self {
        case .nil: false
        case .boolean(let boolean): boolean
        default: true
        }
    }

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// The integer, when the value is an integer or a float with an exact integer value.
    public var integerValue: Int64? {
        switch self {
        case .integer(let integer): integer
        case .number(let number): Int64(exactly: number)
        default: nil
        }
    }

    /// The number, when the value is an integer or a float.
    public var numberValue: Double? {
        switch self {
        case .integer(let integer): Double(integer)
        case .number(let number): number
        default: nil
        }
    }

    /// The boolean, when the value is one.
    public var booleanValue: Bool? {
        if case .boolean(let boolean) = self { boolean } else { nil }
    }

    /// The registry reference of a table, function, userdata or thread.
    public var reference: LuaRef? {
        switch self {
        case .table(let reference), .function(let reference), .userdata(let reference), .thread(let reference):
            reference
        default: nil
        }
    }

    /// The elements of an `array` value (an empty `dictionary` counts as an empty array).
    public var arrayValue: [LuaValue]? {
        switch self {
        case .array(let elements): elements
        case .dictionary(let fields) where fields.isEmpty: []
        default: nil
        }
    }

    /// Whether the value is a table read by value (`array` or `dictionary`). Asks without
    /// building anything: `dictionaryValue` makes a dictionary of an array's elements.
    public var isTableValue: Bool {
        switch self {
        case .array, .dictionary: true
        default: false
        }
    }

    /// The fields of a table given where a table of fields belongs (`Label.itemModel{…}`): a
    /// `dictionary`'s entries, none for an empty table, and nil for a list (an `array` with
    /// elements) or a value that is not a table. Reads nothing into a new dictionary: a script
    /// passing a 300,000-element list there made `dictionaryValue` build 40 MB of host memory
    /// between two samples of the memory limit.
    public var namedFields: [LuaKey: LuaValue]? {
        switch self {
        case .dictionary(let fields): fields
        case .array(let elements) where elements.isEmpty: [:]
        default: nil
        }
    }

    /// The fields of a `dictionary` value; an `array` gives its integer keys (a new dictionary
    /// of all its elements: to ask whether a value is a table, use `isTableValue`; to read the
    /// fields of an argument, `namedFields`).
    public var dictionaryValue: [LuaKey: LuaValue]? {
        switch self {
        case .dictionary(let fields): fields
        case .array(let elements):
            Dictionary(uniqueKeysWithValues: elements.enumerated().map { (LuaKey.integer(Int64($0.offset + 1)), $0.element) })
        default: nil
        }
    }

    /// The field `key` of a `dictionary` (or `array`) value, `nil` when absent.
    public subscript(key: LuaKey) -> LuaValue {
        switch (self, key) {
        case (.dictionary(let fields), _): fields[key] ?? .nil
        case (.array(let elements), .integer(let index)) where index >= 1 && index <= elements.count:
            elements[Int(index - 1)]
        default: .nil
        }
    }

    /// Lua's type name: "nil", "boolean", "number", "string", "table", "function",
    /// "userdata" or "thread".
    public var typeName: String {
        switch self {
        case .nil: "nil"
        case .boolean: "boolean"
        case .integer, .number: "number"
        case .string: "string"
        case .table, .array, .dictionary: "table"
        case .function: "function"
        case .userdata, .object: "userdata"
        case .thread: "thread"
        }
    }
}

extension LuaValue: Equatable {
    /// Scalars compare by value (an integer equals the float of the same value, as in
    /// Lua), `array`/`dictionary` deeply, references by the identity of the Lua object,
    /// objects by Swift identity.
    public static func == (lhs: LuaValue, rhs: LuaValue) -> Bool {
        switch (lhs, rhs) {
        case (.nil, .nil): true
        case (.boolean(let a), .boolean(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)): Double(exactly: a) == b
        case (.string(let a), .string(let b)): a == b
        case (.table(let a), .table(let b)), (.function(let a), .function(let b)),
             (.userdata(let a), .userdata(let b)), (.thread(let a), .thread(let b)):
            a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        case (.array(let a), .dictionary(let b)), (.dictionary(let b), .array(let a)):
            a.isEmpty && b.isEmpty
        case (.object(let a), .object(let b)): a === b
        default: false
        }
    }
}

extension LuaValue: ExpressibleByNilLiteral {
    /// `nil`.
    public init(nilLiteral: ()) { self = .nil }
}

extension LuaValue: ExpressibleByBooleanLiteral {
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
}

extension LuaValue: ExpressibleByIntegerLiteral {
    /// An integer.
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension LuaValue: ExpressibleByFloatLiteral {
    /// A float.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension LuaValue: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension LuaValue: ExpressibleByArrayLiteral {
    /// A sequence.
    public init(arrayLiteral elements: LuaValue...) { self = .array(elements) }
}

extension LuaValue: ExpressibleByDictionaryLiteral {
    /// A table with these keys.
    public init(dictionaryLiteral elements: (LuaKey, LuaValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
