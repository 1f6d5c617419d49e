import EpoxyNamadaLayout
import LuaRuntime

/// The methods of what `bind`, `map`, `apply` and `oneWayBind` return: `:viewDidSet(fn)` (after
/// the user changed the view), `:stateDidSet(fn)` (after the state's change reached the view;
/// not for one-way bindings) — fn gets `{ old =, new =, trigger =, view = }` — and `:unbind()`.
enum PropertyBindingMethods {
    static let typeName = "PropertyBinding"

    static var methods: [String: (PropertyBinding, LuaCall) throws -> [LuaValue]] {
        [
            "viewDidSet": { binding, call in
                let callback = BindingCallback(function: try call.function(1), name: "viewDidSet of '\(binding.property.name)'", state: call.state)
                binding.viewDidSet { _, changes in callback([table(changes)]) }
                return [.object(binding)]
            },
            "stateDidSet": { binding, call in
                guard binding.mode.appliesStateToView else {
                    throw LuaArgumentError(message: "stateDidSet does not apply to a one-way binding: the state's changes never reach the view (observe the state instead)")
                }
                let callback = BindingCallback(function: try call.function(1), name: "stateDidSet of '\(binding.property.name)'", state: call.state)
                binding.stateDidSet { _, changes in callback([table(changes)]) }
                return [.object(binding)]
            },
            "unbind": { binding, _ in
                binding.unbind()
                return []
            },
        ]
    }

    private static func table(_ changes: StateChanges<BindableValue>) -> LuaValue {
        BindingCallback.table(old: LuaValue(bindableValue: changes.old) ?? .nil, new: LuaValue(bindableValue: changes.new) ?? .nil, trigger: changes.trigger)
    }
}
