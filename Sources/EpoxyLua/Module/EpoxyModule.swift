import LuaRuntime

/// Installs the Lua API into a state: every function is a global and a field of
/// the `epoxy` table, which `require("epoxy")` returns.
enum EpoxyModule {
    /// A function of the API: its Lua name and its Swift body.
    typealias Function = (name: String, body: (LuaCall) throws -> [LuaValue])

    /// Every feature of the Lua API, in install order: the one list of what a script's state
    /// gets (as luau's `linit` lists its libraries).
    static var features: [any LuaAPIFeature.Type] {
        [
            DiffFunctions.self,
            MeasureTextFunction.self,
            LayoutConstraintsFunction.self,
            SnapshotFunctions.self,
            ModelFunctions.self,
            ScreenFunctions.self,
            LayoutFunctions.self,
            RenderFunctions.self,
            NavigationFunctions.self,
            NamadaFunctions.self,
            BindingFunctions.self,
            DeklarativFunctions.self,
        ]
    }

    /// Installs the API, with `environment` for the functions that need more than the state,
    /// and returns the `epoxy` table.
    @discardableResult
    static func install(in lua: LuaState, environment: ScriptEnvironment) throws -> LuaRef {
        let module = try lua.makeTable()
        let functions = features.flatMap { $0.make(environment: environment) }
        for (name, body) in functions.map(environment.stageGuard.wrap) {
            let function = try lua.makeFunction(name: name, body)
            try lua.set(.string(name), function.value, in: module)
            try lua.setGlobal(name, function.value)
        }
        for feature in features {
            try feature.install(in: lua, module: module, environment: environment)
        }
        try lua.setLoadedModule("epoxy", module.value)
        return module
    }
}
