import CLuaSupport

extension LuaCall {
    /// The fields of the table argument at `position` when every key is a string and every value
    /// a string, number or boolean (raw access, in traversal order); nil when it is not a table,
    /// when any key or value is of another type, or when it has more than `limit` fields.
    ///
    /// Much cheaper than ``snapshot(_:)`` for the small tables a list rebuilds on every render
    /// (`Label.itemModel{ dataID = i, content = "…" }`): no dictionary is built and no value is
    /// referenced. Nothing here allocates in Lua, so no collection can run during the walk.
    public func scalarFields(_ position: Int, limit: Int) -> [(key: String, value: LuaValue)]? {
        guard let index = stackIndex(position), lua_type(thread, index) == LUA_TTABLE,
              lua_checkstack(thread, 3) != 0 else { return nil }
        let table = lua_absindex(thread, index)
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        var fields: [(key: String, value: LuaValue)] = []
        fields.reserveCapacity(limit)
        lua_pushnil(thread)
        while lua_next(thread, table) != 0 {
            guard fields.count < limit, lua_type(thread, -2) == LUA_TSTRING else { return nil }
            let value: LuaValue
            switch lua_type(thread, -1) {
            case LUA_TSTRING: value = .string(state.string(at: -1, on: thread))
            case LUA_TNUMBER: value = state.number(at: -1, on: thread)
            case LUA_TBOOLEAN: value = .boolean(lua_toboolean(thread, -1) != 0)
            default: return nil
            }
            fields.append((key: state.string(at: -2, on: thread), value: value))
            lua_settop(thread, -2)
        }
        return fields
    }
}
