import EpoxyNamadaLayout
import LuaRuntime

/// What `state["$name"]:observe()` returns: the field's observation, whose `willGet`/`didGet`
/// also route the field's reads through the observers.
final class LuaObservation {
    static let typeName = "StateObservation"

    let observation: StateObservation<LuaValue>
    let field: LuaFieldState

    init(observation: StateObservation<LuaValue>, field: LuaFieldState) {
        self.observation = observation
        self.field = field
    }

    /// `:willSet(fn)`, `:didSet(fn)` (fn gets `{ old =, new =, trigger =, view = }`),
    /// `:willGet(fn)`, `:didGet(fn)` (fn gets the value), `:delayMultipleSetTrigger(seconds)`
    /// and `:cancel()`; each returns the observation.
    static var methods: [String: (LuaObservation, LuaCall) throws -> [LuaValue]] {
        [
            "willSet": { handle, call in
                let callback = try handle.callback(call, "willSet")
                handle.observation.willSet { changes in callback([BindingCallback.table(old: changes.old, new: changes.new, trigger: changes.trigger)]) }
                return [.object(handle)]
            },
            "didSet": { handle, call in
                let callback = try handle.callback(call, "didSet")
                handle.observation.didSet { changes in callback([BindingCallback.table(old: changes.old, new: changes.new, trigger: changes.trigger)]) }
                return [.object(handle)]
            },
            "willGet": { handle, call in
                let callback = try handle.callback(call, "willGet")
                handle.observation.willGet { value in callback([value]) }
                handle.field.watchReadsIfNeeded()
                return [.object(handle)]
            },
            "didGet": { handle, call in
                let callback = try handle.callback(call, "didGet")
                handle.observation.didGet { value in callback([value]) }
                handle.field.watchReadsIfNeeded()
                return [.object(handle)]
            },
            "delayMultipleSetTrigger": { handle, call in
                let seconds = try call.number(1)
                guard seconds.isFinite, seconds >= 0 else {
                    throw LuaArgumentError(position: 1, function: call.functionName, problem: "seconds must be a finite number ≥ 0")
                }
                handle.observation.delayMultipleSetTrigger(by: seconds)
                return [.object(handle)]
            },
            "cancel": { handle, _ in
                handle.observation.cancel()
                return []
            },
        ]
    }

    private func callback(_ call: LuaCall, _ name: String) throws -> BindingCallback {
        BindingCallback(function: try call.function(1), name: "\(name) of \(field.name)", state: call.state)
    }
}
