import CLuaSupport
import Foundation

/// The arguments of one call from Lua into a Swift function, with typed accessors that
/// throw ``LuaArgumentError``s worded like Lua's ("bad argument #1 to 'diff' (table
/// expected, got number)").
///
/// Arguments are numbered from 1. A `LuaCall` is only valid while the Swift function runs:
/// do not keep it. Values read from it (including ``LuaRef``s) may be kept.
public struct LuaCall {
    /// The state, for nested calls into Lua and for creating values.
    public let state: LuaState
    /// The name errors use for the function.
    public let functionName: String
    let thread: OpaquePointer
    /// Stack index of argument 1 (2 for methods, whose `self` is at 1).
    let firstArgument: Int32
    let stackTop: Int

    init(state: LuaState, thread: OpaquePointer, functionName: String, firstArgument: Int32, argumentCount: Int) {
        self.state = state
        self.thread = thread
        self.functionName = functionName
        self.firstArgument = firstArgument
        self.stackTop = argumentCount
    }

    /// A call with no arguments made outside any call from Lua: for Swift that builds a value
    /// again from arguments it already read and checked, whose errors name `functionName`.
    public static func withoutArguments(on state: LuaState, functionName: String) -> LuaCall {
        LuaCall(state: state, thread: state.mainThread, functionName: functionName, firstArgument: 1, argumentCount: 0)
    }

    /// The number of arguments passed.
    public var count: Int { max(0, stackTop - Int(firstArgument) + 1) }

    /// The argument at `position` (tables, functions, userdata as references), `nil` when absent.
    public func value(_ position: Int) throws -> LuaValue {
        guard let index = stackIndex(position) else { return .nil }
        return try state.value(at: index, on: thread)
    }

    /// All arguments.
    public func values() throws -> [LuaValue] {
        try (0..<count).map { try value($0 + 1) }
    }

    /// The argument read deeply: a table becomes an `array` (keys exactly 1…n, or empty) or a
    /// `dictionary`, recursively; functions and userdata stay references. Raw access only.
    public func snapshot(_ position: Int) throws -> LuaValue {
        guard let index = stackIndex(position) else { return .nil }
        return try state.snapshot(at: index, on: thread)
    }

    /// The argument's string-keyed fields, each read deeply (see ``snapshot(_:)``): for a table
    /// of fields, whose other keys no constructor reads. An array part is not copied, so a long
    /// list given where fields belong costs no host memory. A table without named fields reads
    /// as an empty table.
    public func namedFieldsSnapshot(_ position: Int) throws -> LuaValue {
        guard let index = stackIndex(position) else { return .nil }
        return try state.snapshot(at: index, on: thread, namedFieldsOnly: true)
    }

    /// Lua's type name of the argument ("no value" when absent).
    public func typeName(_ position: Int) -> String {
        guard let index = stackIndex(position) else { return "no value" }
        return state.typeName(at: index, on: thread)
    }

    /// The raw length (`#` without metamethods) of the argument: a table's list part, a
    /// string's bytes, else 0.
    public func rawLength(_ position: Int) -> Int {
        guard let index = stackIndex(position) else { return 0 }
        return Int(lua_rawlen(thread, index))
    }

    /// Whether the argument is absent or `nil`.
    public func isNil(_ position: Int) -> Bool {
        guard let index = stackIndex(position) else { return true }
        return lua_type(thread, index) == LUA_TNIL
    }

    /// The argument's truthiness (absent and `nil` are false).
    public func boolean(_ position: Int) -> Bool {
        guard let index = stackIndex(position) else { return false }
        return lua_toboolean(thread, index) != 0
    }

    /// An integer argument; floats with an exact integer value are accepted.
    public func integer(_ position: Int) throws -> Int64 {
        try Self.integer(from: try value(position), position: position, call: self, field: nil)
    }

    /// An integer argument, or `nil` when absent or `nil`.
    public func optionalInteger(_ position: Int) throws -> Int64? {
        isNil(position) ? nil : try integer(position)
    }

    /// A number argument.
    public func number(_ position: Int) throws -> Double {
        try Self.number(from: try value(position), position: position, call: self, field: nil)
    }

    /// A number argument, or `nil` when absent or `nil`.
    public func optionalNumber(_ position: Int) throws -> Double? {
        isNil(position) ? nil : try number(position)
    }

    /// A string argument; numbers are converted as Lua's `tostring` does.
    public func string(_ position: Int) throws -> String {
        try Self.string(from: try value(position), position: position, call: self, field: nil)
    }

    /// A string argument, or `nil` when absent or `nil`.
    public func optionalString(_ position: Int) throws -> String? {
        isNil(position) ? nil : try string(position)
    }

    /// A table argument, by reference.
    public func table(_ position: Int) throws -> LuaRef {
        guard case .table(let table) = try value(position) else { throw mismatch(position, expected: "table") }
        return table
    }

    /// A table argument, or `nil` when absent or `nil`.
    public func optionalTable(_ position: Int) throws -> LuaRef? {
        isNil(position) ? nil : try table(position)
    }

    /// A function argument, by reference.
    public func function(_ position: Int) throws -> LuaRef {
        guard case .function(let function) = try value(position) else { throw mismatch(position, expected: "function") }
        return function
    }

    /// A function argument, or `nil` when absent or `nil`.
    public func optionalFunction(_ position: Int) throws -> LuaRef? {
        isNil(position) ? nil : try function(position)
    }

    /// A userdata argument holding a Swift object of type `Object` (see
    /// ``LuaState/registerType(_:name:methods:)``).
    public func object<Object: AnyObject>(_ position: Int, as type: Object.Type) throws -> Object {
        guard let object = objectOrNil(position, as: type) else {
            let expected = state.objectTypes[ObjectIdentifier(type)] ?? "\(type)"
            throw mismatch(position, expected: expected)
        }
        return object
    }

    /// The Swift object of type `Object` held by the userdata argument at `position`; nil when
    /// the argument is absent or anything else. Reads the stack in place: no registry reference,
    /// so a method's `self` costs nothing to check.
    public func objectOrNil<Object: AnyObject>(_ position: Int, as type: Object.Type) -> Object? {
        guard let index = stackIndex(position) else { return nil }
        return object(atStackIndex: index, as: type)
    }

    /// The field `name` of the table argument at `position` (raw access), `nil` when absent.
    public func field(_ name: String, in position: Int) throws -> LuaValue {
        guard let index = stackIndex(position), lua_type(thread, index) == LUA_TTABLE else {
            throw mismatch(position, expected: "table")
        }
        guard lua_checkstack(thread, 2) != 0 else { throw LuaState.stackOverflow }
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        lua_pushvalue(thread, index)
        var tape = LuaTape()
        tape.append(EPOXY_OP_ARGUMENT, integer: 1)
        tape.pushString(name)
        tape.append(EPOXY_OP_RAWGET)
        let outcome = tape.run(on: thread, arguments: 1)
        guard outcome.status == LUA_OK else { throw state.error(status: outcome.status, on: thread) }
        return try state.value(at: -1, on: thread)
    }

    /// A string field of a table argument ("bad argument #1 to 'f' (field 'dataID': string expected, got nil)").
    public func string(field name: String, in position: Int) throws -> String {
        try Self.string(from: try field(name, in: position), position: position, call: self, field: name)
    }

    /// A string field, or `nil` when the field is `nil`.
    public func optionalString(field name: String, in position: Int) throws -> String? {
        let value = try field(name, in: position)
        return value.isNil ? nil : try Self.string(from: value, position: position, call: self, field: name)
    }

    /// An integer field of a table argument.
    public func integer(field name: String, in position: Int) throws -> Int64 {
        try Self.integer(from: try field(name, in: position), position: position, call: self, field: name)
    }

    /// A number field of a table argument.
    public func number(field name: String, in position: Int) throws -> Double {
        try Self.number(from: try field(name, in: position), position: position, call: self, field: name)
    }

    /// A number field, or `nil` when the field is `nil`.
    public func optionalNumber(field name: String, in position: Int) throws -> Double? {
        let value = try field(name, in: position)
        return value.isNil ? nil : try Self.number(from: value, position: position, call: self, field: name)
    }

    /// A function field of a table argument, or `nil` when the field is `nil`.
    public func optionalFunction(field name: String, in position: Int) throws -> LuaRef? {
        switch try field(name, in: position) {
        case .nil: return nil
        case .function(let function): return function
        case let other: throw LuaArgumentError(position: position, function: functionName, expected: "function", actual: other.typeName, field: name)
        }
    }

    // MARK: Internals

    func stackIndex(_ position: Int) -> Int32? {
        guard position >= 1 else { return nil }
        let index = Int(firstArgument) + position - 1
        return index <= stackTop ? Int32(index) : nil
    }

    func object<Object: AnyObject>(atStackIndex index: Int32, as type: Object.Type) -> Object? {
        guard Int(index) <= stackTop, let pointer = epoxy_lua_object_at(thread, index) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? Object
    }

    func typeName(atStackIndex index: Int32) -> String {
        Int(index) <= stackTop ? state.typeName(at: index, on: thread) : "no value"
    }

    /// The same call seen by a method: argument 1 is the one after `self`.
    public func droppingSelf() -> LuaCall {
        LuaCall(state: state, thread: thread, functionName: functionName, firstArgument: firstArgument + 1, argumentCount: stackTop)
    }

    private func mismatch(_ position: Int, expected: String) -> LuaArgumentError {
        LuaArgumentError(position: position, function: functionName, expected: expected, actual: typeName(position))
    }

    private static func actualType(_ value: LuaValue, position: Int, call: LuaCall, field: String?) -> String {
        field == nil ? call.typeName(position) : value.typeName
    }

    static func integer(from value: LuaValue, position: Int, call: LuaCall, field: String?) throws -> Int64 {
        switch value {
        case .integer(let integer): return integer
        case .number(let number):
            guard let integer = Int64(exactly: number) else {
                throw LuaArgumentError(position: position, function: call.functionName,
                                       problem: (field.map { "field '\($0)': " } ?? "") + "number has no integer representation")
            }
            return integer
        default:
            throw LuaArgumentError(position: position, function: call.functionName, expected: "number",
                                   actual: actualType(value, position: position, call: call, field: field), field: field)
        }
    }

    static func number(from value: LuaValue, position: Int, call: LuaCall, field: String?) throws -> Double {
        guard let number = value.numberValue else {
            throw LuaArgumentError(position: position, function: call.functionName, expected: "number",
                                   actual: actualType(value, position: position, call: call, field: field), field: field)
        }
        return number
    }

    static func string(from value: LuaValue, position: Int, call: LuaCall, field: String?) throws -> String {
        switch value {
        case .string(let string): return string
        case .integer(let integer): return String(integer)
        case .number(let number): return LuaNumberFormat.string(number)
        default:
            throw LuaArgumentError(position: position, function: call.functionName, expected: "string",
                                   actual: actualType(value, position: position, call: call, field: field), field: field)
        }
    }
}
