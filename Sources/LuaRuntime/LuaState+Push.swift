import CLuaSupport

// Pushing Swift values onto the Lua stack. Scalars and references are pushed with
// non-raising calls; strings, tables and objects go through a protected LuaTape.
extension LuaState {
    /// Pushes `values` in order onto `thread`'s stack.
    func push(_ values: [LuaValue], on thread: OpaquePointer) throws {
        guard lua_checkstack(thread, Int32(clamping: values.count + 1)) != 0 else { throw Self.stackOverflow }
        if values.allSatisfy(Self.isDirectlyPushable) {
            for value in values { try pushDirectly(value, on: thread) }
            return
        }
        var tape = LuaTape()
        for value in values {
            try tape.push(value, owner: references, objectTypes: objectTypes)
        }
        let outcome = tape.run(on: thread, arguments: 0)
        guard outcome.status == LUA_OK else {
            let failure = error(status: outcome.status, on: thread)
            lua_settop(thread, -2)
            throw failure
        }
    }

    private static func isDirectlyPushable(_ value: LuaValue) -> Bool {
        switch value {
        case .nil, .boolean, .integer, .number, .table, .function, .userdata, .thread: true
        default: false
        }
    }

    /// Pushes a scalar or reference; none of these calls allocate, so none can raise.
    private func pushDirectly(_ value: LuaValue, on thread: OpaquePointer) throws {
        switch value {
        case .nil: lua_pushnil(thread)
        case .boolean(let boolean): lua_pushboolean(thread, boolean ? 1 : 0)
        case .integer(let integer): lua_pushinteger(thread, lua_Integer(integer))
        case .number(let number): lua_pushnumber(thread, number)
        default:
            guard let reference = value.reference, reference.owner === references else {
                throw LuaError(kind: .runtime, message: "a \(value.typeName) of another Lua state cannot be passed to this one")
            }
            lua_rawgeti(thread, epoxy_lua_registry_index(), lua_Integer(reference.reference))
        }
    }
}
