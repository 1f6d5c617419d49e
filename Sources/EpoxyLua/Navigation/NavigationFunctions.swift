import EpoxyScreens
import LuaRuntime

/// Navigation and the keyboard from Lua: `NavigationController{…}`,
/// `NavigationModel{…}` and `NavigationModel.root{…}`, `back()` and `keyboard(height)`.
enum NavigationFunctions: LuaAPIFeature {
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [
            ("NavigationController", { call in [.object(try LuaNavigationDefinition.define(call: call))] }),
            ("back", { _ in
                try environment.presenter.back()
                return []
            }),
            ("keyboard", { call in
                let height = try call.number(1)
                guard height.isFinite, height >= 0 else {
                    throw LuaArgumentError(position: 1, function: call.functionName, problem: "height must be a finite number ≥ 0 (0 hides the keyboard), got \(height)")
                }
                try environment.presenter.setKeyboardHeight(height)
                return []
            }),
        ]
    }

    /// Registers the navigation userdata types and installs `NavigationModel` (callable, with
    /// `.root`) as a global and a field of `module`.
    static func install(in lua: LuaState, module: LuaRef, environment: ScriptEnvironment) throws {
        try NavigationTypes.register(in: lua)
        let make = try lua.makeFunction(name: "NavigationModel") { call in
            [.object(try LuaNavigationModel.make(call: call.droppingSelf(), isRoot: false))]
        }
        let root = try lua.makeFunction(name: "NavigationModel.root") { call in
            [.object(try LuaNavigationModel.make(call: call, isRoot: true))]
        }
        let namespace = try lua.makeTable(["name": .string("NavigationModel")])
        try lua.set("root", root.value, in: namespace)
        try lua.setMetatable(try lua.makeTable(["__call": make.value]), of: namespace)
        try lua.set("NavigationModel", namespace.value, in: module)
        try lua.setGlobal("NavigationModel", namespace.value)
    }
}
