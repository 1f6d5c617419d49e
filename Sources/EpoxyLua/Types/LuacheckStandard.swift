/// A luacheck configuration that knows the API's globals: `stds.epoxy` for screen scripts,
/// `stds.epoxy_spec` adding the spec globals to `*_spec.lua` files. Written by
/// `epoxy types --format luacheck` as a `.luacheckrc`.
public enum LuacheckStandard {
    public static func write() -> String {
        let api = LuaAPITypes.globals.map(\.name) + BuiltinComponent.catalog.map(\.name) + LuaAPITypes.hostGlobals.map(\.name)
        let specs = LuaAPITypes.specGlobals.map(\.name)
        return """
            -- Epoxy for Lua: luacheck configuration, written by `epoxy types --format luacheck`.
            stds.epoxy = {
              read_globals = { \(quotedList(api.sorted())) },
            }
            stds.epoxy_spec = {
              read_globals = { \(quotedList(specs.sorted())), assert = { other_fields = true } },
            }
            std = "lua54+epoxy"
            files["**/*_spec.lua"] = { std = "+epoxy_spec" }

            """
    }

    private static func quotedList(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
