import EpoxyCore
import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// Binding methods of a NamadaLayout view's chain, each returning the view:
/// `:bind("text", state["$query"])`, `:map(…)`, `:apply(…)` (`:apply(fn)` still runs fn on the
/// view), `:oneWayBind(…)`, `:whenStateChanged(state["$query"], "text" [, fn])` (assigns the
/// field's new value, or `fn(new)`, to the property on every change) and
/// `:observe(state["$query"], fn)` (fn gets the view and `{ old =, new =, trigger =, view = }`).
enum BindingChainMethods {
    typealias Method = (NamadaViewHandle, LuaCall) throws -> [LuaValue]

    static var methods: [String: Method] {
        var methods: [String: Method] = [:]
        for mode in BindingMode.allCases {
            methods[mode.rawValue] = { handle, call in
                if mode == .apply, call.typeName(1) == "function" {
                    try call.state.call(.function(try call.function(1)), [.object(handle)])
                    return [.object(handle)]
                }
                let field = try BindingViews.field(call, 2)
                _ = try StateFieldMethods.bind(field, mode, handle.view, propertyName: try call.string(1), call: call)
                return [.object(handle)]
            }
        }
        methods["whenStateChanged"] = whenStateChanged
        methods["observe"] = observe
        return methods
    }

    private static func whenStateChanged(_ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        let field = try BindingViews.field(call, 1)
        let property: BindableProperty
        do {
            property = try BindableProperty.named(try call.string(2), of: handle.view)
        } catch let error as BindingError {
            throw LuaArgumentError(message: "\(call.functionName): \(error.message)")
        }
        let transform = try call.optionalFunction(3).map {
            BindingCallback(function: $0, name: "whenStateChanged of \(field.name)", state: call.state)
        }
        let view = handle.view
        // The observation lives as long as the field, which the state owns: it reaches the state
        // through its handle, or neither would ever be freed.
        let observation = field.observe().didSet { [weak view, handle = call.state.handle] changes in
            guard let view else { return }
            let value: LuaValue
            if let transform {
                guard let results = transform([changes.new]) else { return }
                value = results.first ?? .nil
            } else {
                value = changes.new
            }
            do {
                try property.set(value.bindableValue, on: view)
            } catch {
                handle.state?.recordCallbackFailure(error, in: "whenStateChanged of \(field.name)", function: nil)
            }
        }
        field.context.record { observation.cancel() }
        return [.object(handle)]
    }

    private static func observe(_ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        let field = try BindingViews.field(call, 1)
        let callback = BindingCallback(function: try call.function(2), name: "observe of \(field.name)", state: call.state)
        let view = handle.view
        let observation = field.observe().didSet { [weak view] changes in
            guard let view else { return }
            callback([.object(NamadaViewHandle(view: view, chain: nil, pass: nil)), BindingCallback.table(old: changes.old, new: changes.new, trigger: changes.trigger)])
        }
        field.context.record { observation.cancel() }
        return [.object(handle)]
    }
}
