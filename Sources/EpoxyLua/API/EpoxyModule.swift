import LuaRuntime

/// Installs the Lua API into a state: every function is a global and a field of
/// the `epoxy` table, which `require("epoxy")` returns.
enum EpoxyModule {
    /// A function of the API: its Lua name and its Swift body.
    typealias Function = (name: String, body: (LuaCall) throws -> [LuaValue])

    /// Installs the API, with `environment` for the functions that need more than the state,
    /// and returns the `epoxy` table.
    @discardableResult
    static func install(in lua: LuaState, environment: ScriptEnvironment) throws -> LuaRef {
        let module = try lua.makeTable()
        let functions = builtins + [
            MeasureTextFunction.make(environment: environment),
            LayoutConstraintsFunction.make(environment: environment),
            SnapshotFunctions.makeTree(environment: environment),
            SnapshotFunctions.makeSnapshot(environment: environment),
        ]
            + ModelFunctions.functions
            + ScreenFunctions.functions
            + LayoutFunctions.make(environment: environment)
            + RenderFunctions.make(environment: environment)
            + NavigationFunctions.make(environment: environment)
            + NamadaFunctions.functions
            + BindingFunctions.make(environment: environment)
            + DeklarativFunctions.functions
        for (name, body) in functions.map(environment.stageGuard.wrap) {
            let function = try lua.makeFunction(name: name, body)
            try lua.set(.string(name), function.value, in: module)
            try lua.setGlobal(name, function.value)
        }
        try ModelFunctions.install(in: lua, module: module)
        try ScreenFunctions.install(in: lua, module: module)
        try RenderFunctions.install(in: lua, module: module, environment: environment)
        try NavigationFunctions.install(in: lua, module: module)
        try NamadaFunctions.install(in: lua)
        try BindingFunctions.install(in: lua, module: module, environment: environment)
        try DeklarativFunctions.install(in: lua, module: module)
        try lua.setLoadedModule("epoxy", module.value)
        return module
    }

    private static var builtins: [Function] {
        [
            ("diff", DiffFunctions.diff),
            ("diffSections", DiffFunctions.diffSections),
        ]
    }
}
