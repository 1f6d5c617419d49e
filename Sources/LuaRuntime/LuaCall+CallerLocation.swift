import CLuaSupport

extension LuaCall {
    /// `file:line` of the Lua code that made this call (what `luaL_where(L, 1)` names), nil when
    /// the caller is not Lua code. Reading the debug record never raises, so this is safe from Swift.
    public var callerLocation: String? {
        var record = lua_Debug()
        guard lua_getstack(thread, 1, &record) != 0, lua_getinfo(thread, "Sl", &record) != 0, record.currentline > 0 else {
            return nil
        }
        let source = withUnsafeBytes(of: &record.short_src) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return "\(source):\(record.currentline)"
    }
}
