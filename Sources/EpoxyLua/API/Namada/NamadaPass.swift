import EpoxyLayout
import EpoxyNamadaLayout

/// One layout pass run from Lua: whether its chains may still add constraints, and how its
/// errors reach the script (as Lua errors naming the line of the bad request).
final class NamadaPass {
    /// True while the pass's closure runs; chains of a finished pass refuse new constraints.
    private(set) var isOpen = true

    /// `view:layoutContent([option,] function(content) … end)`: runs `function` with a content
    /// handle, then makes the constraints.
    static func layoutContent(of view: View, option: SublayoutingOption, function: LuaValue, call: LuaCall) throws {
        let pass = NamadaPass()
        defer { pass.isOpen = false }
        try reportingErrors {
            try view.layoutContent(option) { container in
                try call.state.call(function, [.object(NamadaContentHandle(container: container, pass: pass))])
            }
        }
    }

    /// `view:layout([option,] function(l) … end)`: runs `function` with the view's own chain.
    static func layout(of view: View, option: SublayoutingOption, function: LuaValue, call: LuaCall) throws {
        let pass = NamadaPass()
        defer { pass.isOpen = false }
        try reportingErrors {
            try view.layout(option) { chain in
                try call.state.call(function, [.object(NamadaViewHandle(view: view, chain: chain, pass: pass))])
            }
        }
    }

    /// Turns the pass's first error into an argument error naming where the request was written.
    private static func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as NamadaLayoutError {
            throw LuaArgumentError(message: "layout failed" + (error.location.map { " at \($0)" } ?? "") + ": " + error.message)
        }
    }

    /// The option and function of `([option,] function)` starting at `position`.
    static func optionAndFunction(_ call: LuaCall, from position: Int) throws -> (SublayoutingOption, LuaValue) {
        if call.typeName(position) == "function" { return (.addNew, try call.value(position)) }
        let name = try call.string(position)
        guard let option = SublayoutingOption(rawValue: name) else {
            throw LuaArgumentError(position: position, function: call.functionName,
                                   problem: ClosestName.unknown("sub-layout option", name, valid: SublayoutingOption.allCases.map(\.rawValue)))
        }
        guard call.typeName(position + 1) == "function" else {
            throw LuaArgumentError(position: position + 1, function: call.functionName, expected: "function", actual: call.typeName(position + 1))
        }
        return (option, try call.value(position + 1))
    }
}
