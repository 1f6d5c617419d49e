import EpoxyCore
import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// One layout pass run from Lua: whether its chains may still add constraints, and how its
/// errors reach the script (as Lua errors naming the line of the bad request).
final class NamadaPass {
    /// True while the pass's closure runs; chains of a finished pass refuse new constraints.
    private(set) var isOpen = true

    /// Ends the pass: its chains refuse new constraints from now on.
    func close() {
        isOpen = false
    }

    /// `view:layoutContent([option,] function(content) … end)`: runs `function` with a content
    /// handle, then makes the constraints.
    static func layoutContent(of view: View, _ setup: Setup, call: LuaCall) throws {
        let pass = NamadaPass()
        defer { pass.isOpen = false }
        try reportingErrors {
            try view.layoutContent(withDelegate: setup.delegate, setup.option) { container in
                try call.state.call(setup.function, [.object(NamadaContentHandle(container: container, pass: pass))])
            }
        }
    }

    /// `view:layout([option,] function(l) … end)`: runs `function` with the view's own chain.
    static func layout(of view: View, _ setup: Setup, call: LuaCall) throws {
        let pass = NamadaPass()
        defer { pass.isOpen = false }
        try reportingErrors {
            try view.layout(withDelegate: setup.delegate, setup.option) { chain in
                try call.state.call(setup.function, [.object(NamadaViewHandle(view: view, chain: chain, pass: pass))])
            }
        }
    }

    /// Turns the pass's first error into an argument error naming where the request was written.
    static func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as NamadaLayoutError {
            throw LuaArgumentError(message: "layout failed" + (error.location.map { " at \($0)" } ?? "") + ": " + error.message)
        }
    }

    /// How a pass was asked for: `([option,] function)` or `({ option =, delegate = { … } }, function)`.
    struct Setup {
        var option: SublayoutingOption = .addNew
        var delegate: LuaLayoutDelegate?
        var function: LuaValue = .nil
    }

    /// The setup of a pass from the arguments starting at `position`.
    static func setup(_ call: LuaCall, from position: Int) throws -> Setup {
        var setup = Setup()
        if call.typeName(position) == "function" {
            setup.function = try call.value(position)
            return setup
        }
        switch try call.snapshot(position) {
        case .string(let name):
            setup.option = try option(name, call, position)
        case let value where value.isTableValue:
            let table = TableArgument(call: call, position: position, value: value)
            try table.checkFields(["option", "delegate"], what: "layout options")
            if let name = try table.optionalString("option") { setup.option = try option(name, call, position) }
            if let delegate = try table.optionalTable("delegate") {
                try delegate.checkFields(["viewHaveNoSuperview", "errorWhenLayout"], what: "layout delegate")
                setup.delegate = LuaLayoutDelegate(
                    viewHaveNoSuperview: try delegate.optionalFunction("viewHaveNoSuperview"),
                    errorWhenLayout: try delegate.optionalFunction("errorWhenLayout"), state: call.state)
            }
        default:
            throw LuaArgumentError(position: position, function: call.functionName,
                                   expected: "function, sub-layout option or { option =, delegate = }", actual: call.typeName(position))
        }
        guard call.typeName(position + 1) == "function" else {
            throw LuaArgumentError(position: position + 1, function: call.functionName, expected: "function", actual: call.typeName(position + 1))
        }
        setup.function = try call.value(position + 1)
        return setup
    }

    private static func option(_ name: String, _ call: LuaCall, _ position: Int) throws -> SublayoutingOption {
        guard let option = SublayoutingOption(rawValue: name) else {
            throw LuaArgumentError(position: position, function: call.functionName,
                                   problem: ClosestName.unknown("sub-layout option", name, valid: SublayoutingOption.allCases.map(\.rawValue)))
        }
        return option
    }
}
