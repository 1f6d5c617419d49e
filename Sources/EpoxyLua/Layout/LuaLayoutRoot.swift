import EpoxyScreens
import LuaRuntime

/// Turns what a script returned or passed (a group, a group item, a component instance) into
/// the root a ``Stage`` lays out — what `layout()`/`show()` do, and what the CLI uses to show a
/// script's result.
public enum LuaLayoutRoot {
    /// The root for `value`; throws a message naming what was given instead of a model.
    public static func root(from value: LuaValue, in lua: LuaState) throws -> LayoutRoot {
        if let screen = lua.object(value, as: NamadaViewHandle.self) { return .view(screen.view) }
        return try model(from: value, in: lua).layoutRoot()
    }

    /// The root for `value` in the host's state.
    public static func root(from value: LuaValue, in host: ScriptHost) throws -> LayoutRoot {
        try root(from: value, in: host.lua)
    }

    /// Whether `value` is a model a stage can lay out.
    public static func isModel(_ value: LuaValue, in lua: LuaState) -> Bool {
        lua.object(value, as: LuaModel.self) != nil || lua.object(value, as: NamadaViewHandle.self) != nil
    }

    static func model(from value: LuaValue, in lua: LuaState) throws -> ModelNode {
        guard let model = lua.object(value, as: LuaModel.self) else {
            throw LuaArgumentError(message: "a group, group item or component instance expected, got \(value.typeName)")
        }
        return model.node
    }
}
