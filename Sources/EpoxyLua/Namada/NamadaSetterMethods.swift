import EpoxyCore
import EpoxyComponents
import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// Property setters and structure methods of a view handle, each returning the handle:
/// `:text(…)`, `:title(…)`, `:placeholder(…)`, `:spacing(…)`, `:alignment(…)`,
/// `:distribution(…)`, `:axis(…)`, `:backgroundColor(…)`, `:dataID(…)`, `:contentHuggingPriority(…)`,
/// `:contentCompressionResistancePriority(…)`, `:apply(fn)`, and `:layout(…)` /
/// `:layoutContent(…)`, which continue the running pass or start a new one on the view.
enum NamadaSetterMethods {
    typealias Method = (NamadaViewHandle, LuaCall) throws -> [LuaValue]

    static var methods: [String: Method] {
        [
            "text": text,
            "title": { handle, call in
                guard let button = handle.view as? Button else { throw notA("Button", "title", handle) }
                button.setContent(Button.Content(title: try call.string(1), imageName: button.content.imageName), animated: false)
                return [.object(handle)]
            },
            "placeholder": { handle, call in
                guard let field = handle.view as? TextField else { throw notA("TextField", "placeholder", handle) }
                field.setContent(TextField.Content(text: field.content.text, placeholder: try call.string(1)), animated: false)
                return [.object(handle)]
            },
            "spacing": { handle, call in
                let spacing = try call.number(1)
                guard spacing.isFinite, spacing >= 0 else {
                    throw LuaArgumentError(position: 1, function: call.functionName, problem: "spacing must be a finite number ≥ 0")
                }
                try stack(handle, "spacing").spacing = spacing
                return [.object(handle)]
            },
            "alignment": { handle, call in
                try stack(handle, "alignment").alignment = try named(call, StackAlignment.self, "stack alignment", extra: ["top": .top, "bottom": .bottom])
                return [.object(handle)]
            },
            "distribution": { handle, call in
                try stack(handle, "distribution").distribution = try named(call, StackDistribution.self, "distribution")
                return [.object(handle)]
            },
            "axis": { handle, call in
                try stack(handle, "axis").axis = try named(call, LayoutAxis.self, "axis")
                return [.object(handle)]
            },
            "backgroundColor": { handle, call in
                guard let container = handle.view as? ContainerView else {
                    throw LuaArgumentError(message: "'backgroundColor' needs a view, stack or scroll view, got \(handle.view.layoutItemDescription) (components take their colours from their style)")
                }
                let table = TableArgument(call: call, position: 1, value: .dictionary(["backgroundColor": try call.value(1)]))
                container.backgroundColor = try StyleValues.color(table, "backgroundColor")
                return [.object(handle)]
            },
            "dataID": { handle, call in
                guard let dataID = DataIDValue.hashable(try call.value(1)) else {
                    throw LuaArgumentError(position: 1, function: call.functionName, expected: "dataID (string, number or boolean)", actual: DataIDValue.describe(try call.value(1)))
                }
                handle.view.accessibilityIdentifier = DataIDFormatter.string(for: dataID)
                return [.object(handle)]
            },
            "contentHuggingPriority": { handle, call in
                let (priority, axis) = try priorityAndAxis(call)
                handle.view.setContentHuggingPriority(priority, for: axis)
                return [.object(handle)]
            },
            "contentCompressionResistancePriority": { handle, call in
                let (priority, axis) = try priorityAndAxis(call)
                handle.view.setContentCompressionResistancePriority(priority, for: axis)
                return [.object(handle)]
            },
            "apply": { handle, call in
                try call.state.call(.function(try call.function(1)), [.object(handle)])
                return [.object(handle)]
            },
            "layout": layout,
            "layoutContent": layoutContent,
        ]
    }

    private static func text(_ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        let text = try call.string(1)
        switch handle.view {
        case let label as Label: label.setContent(.text(text), animated: false)
        case let button as Button: button.setContent(Button.Content(title: text, imageName: button.content.imageName), animated: false)
        case let field as TextField: field.setContent(TextField.Content(text: text, placeholder: field.content.placeholder), animated: false)
        default: throw notA("Label, Button or TextField", "text", handle)
        }
        return [.object(handle)]
    }

    /// `l:layout([option,] fn)`: in the running pass, `fn(l)` groups the chain's calls; otherwise
    /// it lays out the view's own constraints in a new pass.
    private static func layout(_ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        let setup = try NamadaPass.setup(call, from: 1)
        if handle.chain != nil, handle.pass?.isOpen == true {
            try call.state.call(setup.function, [.object(handle)])
        } else {
            try NamadaPass.layout(of: handle.view, setup, call: call)
        }
        return [.object(handle)]
    }

    /// `view:layoutContent([option,] fn)`: in the running pass, puts content into the view;
    /// otherwise lays the view's content out again with `option`.
    private static func layoutContent(_ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        try call.state.refuseInsideHostPass("\(handle.view.layoutItemDescription):layoutContent()")
        let setup = try NamadaPass.setup(call, from: 1)
        if let chain = handle.chain, let pass = handle.pass, pass.isOpen {
            var failure: Error?
            chain.layoutContent { container in
                do {
                    try call.state.call(setup.function, [.object(NamadaContentHandle(container: container, pass: pass))])
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        } else {
            try NamadaPass.layoutContent(of: handle.view, setup, call: call)
        }
        return [.object(handle)]
    }

    private static func stack(_ handle: NamadaViewHandle, _ property: String) throws -> StackView {
        guard let stack = handle.view as? StackView else { throw notA("stack", property, handle) }
        return stack
    }

    private static func notA(_ kind: String, _ property: String, _ handle: NamadaViewHandle) -> LuaArgumentError {
        LuaArgumentError(message: "'\(property)' needs a \(kind), got \(handle.view.layoutItemDescription)")
    }

    private static func named<Value: RawRepresentable & CaseIterable>(
        _ call: LuaCall, _ type: Value.Type, _ kind: String, extra: [String: Value] = [:]
    ) throws -> Value where Value.RawValue == String {
        let name = try call.string(1)
        if let value = Value(rawValue: name) ?? extra[name] { return value }
        throw LuaArgumentError(position: 1, function: call.functionName,
                               problem: ClosestName.unknown(kind, name, valid: Value.allCases.map(\.rawValue) + extra.keys.sorted()))
    }

    private static func priorityAndAxis(_ call: LuaCall) throws -> (LayoutPriority, LayoutAxis) {
        let priority = try NamadaValues.priority(try call.value(1), call: call, position: 1)
        let name = try call.string(2)
        guard let axis = LayoutAxis(rawValue: name) else {
            throw LuaArgumentError(position: 2, function: call.functionName,
                                   problem: ClosestName.unknown("axis", name, valid: LayoutAxis.allCases.map(\.rawValue)))
        }
        return (priority, axis)
    }
}
