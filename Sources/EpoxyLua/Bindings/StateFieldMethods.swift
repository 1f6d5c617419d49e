import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// The methods of a field's binding handle (`state["$query"]`): `:bind(view, "text")`,
/// `:map(…)`, `:apply(…)`, `:oneWayBind(…)` (view: a NamadaLayout view or a dataID), each
/// returning the binding; `:observe()`; `:get()` (runs the get observers), `:peek()` (does
/// not) and `:set(value)` (trigger "state"; returns an error message instead of raising).
enum StateFieldMethods {
    static func methods(environment: ScriptEnvironment) -> [String: (LuaFieldState, LuaCall) throws -> [LuaValue]] {
        var methods: [String: (LuaFieldState, LuaCall) throws -> [LuaValue]] = [
            "observe": { field, _ in
                let observation = field.observe()
                field.context.record { observation.cancel() }
                return [.object(LuaObservation(observation: observation, field: field))]
            },
            "get": { field, _ in [field.read()] },
            "peek": { field, _ in [field.currentValue] },
            "set": { field, call in
                do {
                    try field.set(try call.value(1), trigger: .state)
                    return []
                } catch let error as BindingError {
                    return [.string(error.message)]
                }
            },
        ]
        for mode in BindingMode.allCases {
            methods[mode.rawValue] = { field, call in
                let view = try BindingViews.view(call, 1, environment: environment)
                return [.object(try bind(field, mode, view, propertyName: try call.string(2), call: call))]
            }
        }
        return methods
    }

    /// Binds `field` to the property named `propertyName` of `view`, recorded in the current
    /// view-model scope; binding errors become Lua errors at the caller's line.
    static func bind(_ field: LuaFieldState, _ mode: BindingMode, _ view: View, propertyName: String, call: LuaCall) throws -> PropertyBinding {
        do {
            let property = try BindableProperty.named(propertyName, of: view)
            let binding = try field.bind(mode, view, property)
            field.context.record { binding.unbind() }
            return binding
        } catch let error as BindingError {
            throw LuaArgumentError(message: "\(call.functionName): \(error.message)")
        }
    }
}
