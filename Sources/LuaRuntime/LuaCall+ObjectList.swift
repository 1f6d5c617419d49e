import CLuaSupport

extension LuaCall {
    /// The table argument at `position` read shallowly when every key is a string, every value
    /// a string, number or boolean except the one at `listField`, and that one a list (keys
    /// exactly 1…n, raw access) of `Object`s: its scalar fields and the list's objects, in order.
    /// Nil for any other shape (then ``snapshot(_:)`` reads it, and errors can name what is wrong).
    ///
    /// A long list's re-render passes it every item (`SectionModel{ items = { … } }`): this
    /// takes no registry reference per item. Nothing here allocates in Lua, so no collection
    /// can run during the walk.
    public func scalarFields<Object: AnyObject>(
        _ position: Int, listField: String, of type: Object.Type
    ) -> (fields: [(key: String, value: LuaValue)], list: [Object])? {
        guard let index = stackIndex(position), lua_type(thread, index) == LUA_TTABLE,
              lua_checkstack(thread, 5) != 0 else { return nil }
        let table = lua_absindex(thread, index)
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        var fields: [(key: String, value: LuaValue)] = []
        var list: [Object]?
        lua_pushnil(thread)
        while lua_next(thread, table) != 0 {
            guard lua_type(thread, -2) == LUA_TSTRING else { return nil }
            let key = state.string(at: -2, on: thread)
            switch lua_type(thread, -1) {
            case LUA_TSTRING: fields.append((key: key, value: .string(state.string(at: -1, on: thread))))
            case LUA_TNUMBER: fields.append((key: key, value: state.number(at: -1, on: thread)))
            case LUA_TBOOLEAN: fields.append((key: key, value: .boolean(lua_toboolean(thread, -1) != 0)))
            case LUA_TTABLE where key == listField:
                guard let objects = objects(inListAt: lua_gettop(thread), of: type) else { return nil }
                list = objects
            default: return nil
            }
            lua_settop(thread, -2)
        }
        guard let list else { return nil }
        return (fields, list)
    }

    /// The objects of the table argument at `position`'s list (keys 1…n, raw access), beside
    /// which it may hold only string keys: a constructor's items, as in
    /// `HGroup{ spacing = 8, a, b }`, whose fields ``namedFieldsSnapshot(_:)`` reads. Nil when the
    /// argument is no table, an entry of the list is something else, or another key is not a
    /// string (then ``snapshot(_:)`` reads it, and errors can name what is wrong).
    ///
    /// Read in place: no registry reference per item, where a snapshot took and released one
    /// for each (a list's group holds every row).
    public func listObjects<Object: AnyObject>(_ position: Int, of type: Object.Type) -> [Object]? {
        guard let index = stackIndex(position), lua_type(thread, index) == LUA_TTABLE,
              lua_checkstack(thread, 3) != 0 else { return nil }
        return objects(inListAt: lua_absindex(thread, index), of: type, allowingNamedFields: true)
    }

    /// The objects of the list at stack `index` (keys exactly 1…n, and string keys when
    /// `allowingNamedFields`), nil when any entry is something else.
    private func objects<Object: AnyObject>(
        inListAt index: Int32, of type: Object.Type, allowingNamedFields: Bool = false
    ) -> [Object]? {
        let count = Int(lua_rawlen(thread, index))
        var isList = true
        // Filled in place: `reserveCapacity` and `append` on an array of a generic element
        // were the runtime's unspecialized code, about 200 instructions an item of a list.
        let objects = [Object](unsafeUninitializedCapacity: count) { buffer, initialized in
            for position in 0..<count {
                lua_rawgeti(thread, index, lua_Integer(position + 1))
                defer { lua_settop(thread, -2) }
                guard let pointer = epoxy_lua_object_at(thread, -1),
                      let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? Object else {
                    isList = false
                    return
                }
                buffer.initializeElement(at: position, to: object)
                initialized = position + 1
            }
        }
        guard isList else { return nil }
        // Any key besides 1…n (a hash-part entry, or a hole the length skipped) is another shape.
        var keys = 0
        lua_pushnil(thread)
        while lua_next(thread, index) != 0 {
            lua_settop(thread, -2)
            if allowingNamedFields && lua_type(thread, -1) == LUA_TSTRING { continue }
            keys += 1
            if keys > count {
                lua_settop(thread, -2)
                return nil
            }
        }
        return objects
    }
}
