import LuaRuntime

/// Typed access to the fields of a table argument, with errors that name the argument and the
/// field: "bad argument #1 to 'measureText' (field 'text': string expected, got nil)".
///
/// A table of fields is read with ``LuaCall/namedFieldsSnapshot(_:)`` (``fields(of:function:expected:)``
/// does it for a function's first argument): fields are read by name, and an array part beside
/// them (a long list passed by mistake) is walked past, not copied into host memory. Only a
/// table that also holds a list reads it whole (a group's items, `Command{ id =, function }`).
struct TableArgument {
    let call: LuaCall
    let position: Int
    let value: LuaValue
    /// The dotted path of this table inside the argument (`font` for `{font = {…}}`), if nested.
    var path: String? = nil

    /// The table of fields that `call`'s first argument must be, read by name.
    /// - Parameters:
    ///   - function: the name errors give the function, when not the call's own.
    ///   - expected: what a non-table argument's error says was expected.
    static func fields(of call: LuaCall, function: String? = nil, expected: String = "table") throws -> TableArgument {
        guard call.typeName(1) == "table" else {
            throw LuaArgumentError(position: 1, function: function ?? call.functionName, expected: expected, actual: call.typeName(1))
        }
        return TableArgument(call: call, position: 1, value: try call.namedFieldsSnapshot(1))
    }

    func error(_ field: String, _ problem: String) -> LuaArgumentError {
        LuaArgumentError(position: position, function: call.functionName, problem: "field '\(fieldPath(field))': \(problem)")
    }

    func string(_ field: String) throws -> String {
        guard let string = try optionalString(field) else { throw typeError(field, expected: "string") }
        return string
    }

    func optionalString(_ field: String) throws -> String? {
        switch value[.string(field)] {
        case .nil: return nil
        case .string(let string): return string
        default: throw typeError(field, expected: "string")
        }
    }

    func number(_ field: String) throws -> Double {
        guard let number = try optionalNumber(field) else { throw typeError(field, expected: "number") }
        return number
    }

    func optionalNumber(_ field: String) throws -> Double? {
        switch value[.string(field)] {
        case .nil: return nil
        case .integer(let integer): return Double(integer)
        case .number(let number): return number
        default: throw typeError(field, expected: "number")
        }
    }

    private func typeError(_ field: String, expected: String) -> LuaArgumentError {
        LuaArgumentError(
            position: position, function: call.functionName, expected: expected,
            actual: value[.string(field)].typeName, field: fieldPath(field))
    }
}
