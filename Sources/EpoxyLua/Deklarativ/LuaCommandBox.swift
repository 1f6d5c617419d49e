import EpoxyDeklarativ
import LuaRuntime

/// The userdata of `Command{ id = "one", function() … end }`: a ``Command`` that calls the
/// script's function under the per-event time budget. Commands compare by `id` only.
final class LuaCommandBox {
    /// The metatable name of commands.
    static let typeName = "EpoxyCommand"

    let command: Command

    init(_ command: Command) {
        self.command = command
    }

    /// Reads `Command{ id =, function }` or `Command(function)`.
    static func make(call: LuaCall) throws -> LuaCommandBox {
        if case .function(let function) = try call.value(1) {
            return LuaCommandBox(command(id: "", function: function, state: call.state))
        }
        guard call.typeName(1) == "table" else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "table ({ id = …, function() … end }) or function", actual: call.typeName(1))
        }
        let value = try call.snapshot(1)
        let arguments = TableArgument(call: call, position: 1, value: value)
        // A list is its first element and, after it, elements that are unknown fields: read
        // without making a dictionary of every element.
        var fields = value.namedFields ?? [:]
        if case .array(let elements) = value {
            fields[.integer(1)] = elements.first
            if elements.count > 1 { fields[.integer(2)] = elements[1] }
        }
        if let unknown = fields.keys.first(where: { $0 != .string("id") && $0 != .integer(1) }) {
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   problem: "unknown field '\(unknown.stringValue ?? "\(unknown.value)")' (Command takes id and a function as its first element)")
        }
        let id: String
        switch fields[.string("id")] ?? .nil {
        case .nil: id = ""
        case .string(let string): id = string
        case .integer(let integer): id = String(integer)
        case let other: throw arguments.error("id", "string expected, got \(other.typeName)")
        }
        guard case .function(let function)? = fields[.integer(1)] else {
            throw arguments.error("[1]", "function expected, got \((fields[.integer(1)] ?? .nil).typeName)")
        }
        return LuaCommandBox(command(id: id, function: function, state: call.state))
    }

    /// A command calling `function`; a Lua error becomes ``LuaCommandFailure`` (its message
    /// with `file:line`, without the traceback) and is recorded as a callback failure, so it fails
    /// the event even where the table only logs it (a tap that did not come from `select`).
    private static func command(id: String, function: LuaRef, state: LuaState) -> Command {
        Command(id: id) { [handle = state.handle] in
            guard let state = handle.state else { return }
            do {
                try state.call(function.value, [])
            } catch {
                state.recordCallbackFailure(error, in: "command '\(id)'", function: function)
                throw LuaCommandFailure(message: error.warningSummary)
            }
        }
    }
}
