import EpoxyComponents
import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// Bindings and observable state in Lua: the `$name` handles of `State{}` fields (made by
/// ``makeField(in:environment:)``), `advanceTime(seconds)` (the virtual clock delays are
/// measured on), `ViewModel{…}`, and the handle types.
enum BindingFunctions: LuaAPIFeature {
    /// `makeField(key, value, store, watchReads)`, which the State chunk calls for `state["$key"]`.
    static func makeField(in lua: LuaState, environment: ScriptEnvironment) throws -> LuaRef {
        let renderLoop = environment.presenter.renderLoop
        return try lua.makeFunction(name: "makeField") { call in
            let field = LuaFieldState(
                key: try call.string(1), value: try call.value(2), store: try call.function(3), watchReads: try call.function(4),
                lua: call.state, context: environment.bindings,
                scheduleUpdate: { renderLoop.scheduleUpdate(cause: $0) })
            return [.object(field)]
        }
    }

    /// `advanceTime(seconds)`: moves this state's virtual clock, running the delayed `didSet`s
    /// that come due (in time order); returns the clock's time. Pending screen updates run after.
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [
            ("advanceTime", { call in
                let seconds = try call.number(1)
                guard seconds.isFinite, seconds >= 0 else {
                    throw LuaArgumentError(position: 1, function: call.functionName, problem: "seconds must be a finite number ≥ 0")
                }
                try environment.bindings.clock.advance(by: seconds)
                try environment.presenter.renderLoop.flush()
                return [.number(environment.bindings.clock.now)]
            }),
        ]
    }

    /// Registers the handle types and installs `ViewModel` as a global and a field of `module`.
    static func install(in lua: LuaState, module: LuaRef, environment: ScriptEnvironment) throws {
        try lua.registerType(
            LuaFieldState.self, name: LuaFieldState.typeName, methods: StateFieldMethods.methods(environment: environment),
            metamethods: ["__tostring": { call in
                [.string("$" + (call.objectOrNil(1, as: LuaFieldState.self)?.key ?? "?"))]
            }])
        try lua.registerType(LuaObservation.self, name: LuaObservation.typeName, methods: LuaObservation.methods)
        try lua.registerType(PropertyBinding.self, name: PropertyBindingMethods.typeName, methods: PropertyBindingMethods.methods)
        try lua.registerType(BindingScope.self, name: BindingScope.typeName, methods: [
            "unbind": { scope, _ in
                scope.unbind()
                return []
            },
        ])
        let context = environment.bindings
        let begin = try lua.makeFunction(name: "beginScope") { _ in
            context.beginScope()
            return []
        }
        let end = try lua.makeFunction(name: "endScope") { _ in [.object(context.endScope())] }
        let chunk = try lua.load(.viewModel)
        guard let constructor = try lua.call(chunk, [begin.value, end.value]).first, case .function = constructor else {
            throw LuaError(kind: .runtime, message: "the ViewModel library did not load")
        }
        try lua.set(.string("ViewModel"), constructor, in: module)
        try lua.setGlobal("ViewModel", constructor)
    }
}
