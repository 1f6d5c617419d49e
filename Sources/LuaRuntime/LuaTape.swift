import CLuaSupport

/// A list of Lua operations that may raise (creating strings, tables, userdata,
/// references; string-keyed access), encoded in Swift and executed by C inside
/// `lua_pcallk` (`epoxy_lua_run_tape`). This is how Swift does raising work without a
/// `longjmp` ever crossing a Swift frame (see CLuaSupport.h).
struct LuaTape {
    private(set) var operations: [epoxy_lua_op] = []
    private(set) var bytes: [UInt8] = []

    init() {}

    /// The number of operations.
    var count: Int { operations.count }

    mutating func append(_ code: epoxy_lua_opcode, integer: Int64 = 0, number: Double = 0, pointer: UnsafeMutableRawPointer? = nil) {
        operations.append(epoxy_lua_op(code: Int32(code.rawValue), consumed: 0, integer: integer, number: number, offset: 0, length: 0, pointer: pointer))
    }

    mutating func append(_ code: epoxy_lua_opcode, text: String, pointer: UnsafeMutableRawPointer? = nil) {
        let offset = bytes.count
        LuaStringCoding.encode(text, into: &bytes)
        operations.append(epoxy_lua_op(code: Int32(code.rawValue), consumed: 0, integer: 0, number: 0, offset: offset, length: bytes.count - offset, pointer: pointer))
    }

    /// Pushes a string.
    mutating func pushString(_ text: String) {
        append(EPOXY_OP_STRING, text: text)
    }

    /// Pushes a value; `objectTypes` names the metatable of each registered Swift class.
    mutating func push(_ value: LuaValue, owner: LuaReferenceOwner, objectTypes: [ObjectIdentifier: String]) throws {
        switch value {
        case .nil: append(EPOXY_OP_NIL)
        case .boolean(let boolean): append(EPOXY_OP_BOOLEAN, integer: boolean ? 1 : 0)
        case .integer(let integer): append(EPOXY_OP_INTEGER, integer: integer)
        case .number(let number): append(EPOXY_OP_NUMBER, number: number)
        case .string(let string): pushString(string)
        case .table(let reference), .function(let reference), .userdata(let reference), .thread(let reference):
            guard reference.owner === owner, !owner.isClosed else {
                throw LuaError(kind: .runtime, message: "a \(reference.type) of another Lua state cannot be passed to this one")
            }
            append(EPOXY_OP_REFERENCE, integer: Int64(reference.reference))
        case .array(let elements):
            append(EPOXY_OP_TABLE, integer: Int64(elements.count))
            for (offset, element) in elements.enumerated() {
                try push(element, owner: owner, objectTypes: objectTypes)
                append(EPOXY_OP_RAWSETI, integer: Int64(offset + 1))
            }
        case .dictionary(let fields):
            append(EPOXY_OP_TABLE, number: Double(fields.count))
            for (key, field) in fields {
                try push(key.value, owner: owner, objectTypes: objectTypes)
                try push(field, owner: owner, objectTypes: objectTypes)
                append(EPOXY_OP_RAWSET)
            }
        case .object(let object):
            guard let metatable = objectTypes[ObjectIdentifier(type(of: object))] else {
                throw LuaError(kind: .runtime, message: "Swift type \(type(of: object)) is not registered with Lua (registerType)")
            }
            pushObject(object, metatable: metatable)
        }
    }

    /// Pushes a userdata owning one retain of `object`.
    mutating func pushObject(_ object: AnyObject, metatable: String) {
        append(EPOXY_OP_OBJECT, text: metatable, pointer: Unmanaged.passRetained(object).toOpaque())
    }

    /// Pushes a Swift function (a trampoline closure owning one retain of `box`).
    mutating func pushFunction(_ box: LuaFunctionBox) {
        append(EPOXY_OP_FUNCTION, pointer: Unmanaged.passRetained(box as AnyObject).toOpaque())
    }

    /// Pushes a Swift function behind the memo table on top of the stack, which it replaces (see
    /// ``LuaState/makeFunction(name:memo:_:)``).
    mutating func pushMemoFunction(_ box: LuaFunctionBox) {
        append(EPOXY_OP_MEMO_FUNCTION, pointer: Unmanaged.passRetained(box as AnyObject).toOpaque())
    }

    /// Runs the tape in protected mode on `thread` with the top `arguments` values as its
    /// arguments. Returns the status and the number of values it left. Retains that did not
    /// reach Lua (the tape failed before) are released here.
    mutating func run(on thread: OpaquePointer, arguments: Int32) -> (status: Int32, results: Int32) {
        var results: Int32 = 0
        let text = bytes
        let status = text.withUnsafeBufferPointer { textBuffer in
            operations.withUnsafeMutableBufferPointer { operationBuffer in
                var tape = epoxy_lua_tape(
                    ops: operationBuffer.baseAddress,
                    count: operationBuffer.count,
                    bytes: textBuffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                    argument_count: 0
                )
                return epoxy_lua_run_tape(thread, &tape, arguments, &results)
            }
        }
        releaseUnconsumedRetains()
        return (status, results)
    }

    private mutating func releaseUnconsumedRetains() {
        for index in operations.indices {
            let operation = operations[index]
            let ownsPointer = operation.code == Int32(EPOXY_OP_OBJECT.rawValue) || operation.code == Int32(EPOXY_OP_FUNCTION.rawValue)
                || operation.code == Int32(EPOXY_OP_MEMO_FUNCTION.rawValue)
            if ownsPointer, operation.consumed == 0, let pointer = operation.pointer {
                Unmanaged<AnyObject>.fromOpaque(pointer).release()
                operations[index].pointer = nil
            }
        }
    }
}
