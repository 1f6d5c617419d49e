import CLuaSupport

// Globals, raw table access, deep snapshots and garbage collection.
extension LuaState {
    /// The global `name` (raw access to the globals table).
    public func global(_ name: String) throws -> LuaValue {
        try withEntry {
            var tape = LuaTape()
            tape.append(EPOXY_OP_GLOBALS)
            tape.pushString(name)
            tape.append(EPOXY_OP_RAWGET)
            return try runReturningValue(&tape)
        }
    }

    /// Sets the global `name` (raw); `nil` removes it.
    public func setGlobal(_ name: String, _ value: LuaValue) throws {
        try withEntry {
            var tape = LuaTape()
            tape.append(EPOXY_OP_GLOBALS)
            tape.pushString(name)
            try tape.push(value, owner: references, objectTypes: objectTypes)
            tape.append(EPOXY_OP_RAWSET)
            tape.append(EPOXY_OP_POP, integer: 1)
            try run(&tape)
        }
    }

    /// The globals table.
    public func globals() throws -> LuaRef {
        try registryTable(nil)
    }

    /// `table[key]` without metamethods.
    public func get(_ key: LuaKey, in table: LuaRef) throws -> LuaValue {
        try withEntry {
            var tape = LuaTape()
            try tape.push(table.value, owner: references, objectTypes: objectTypes)
            try tape.push(key.value, owner: references, objectTypes: objectTypes)
            tape.append(EPOXY_OP_RAWGET)
            return try runReturningValue(&tape)
        }
    }

    /// `table[key] = value` without metamethods.
    public func set(_ key: LuaKey, _ value: LuaValue, in table: LuaRef) throws {
        try withEntry {
            var tape = LuaTape()
            try tape.push(table.value, owner: references, objectTypes: objectTypes)
            try tape.push(key.value, owner: references, objectTypes: objectTypes)
            try tape.push(value, owner: references, objectTypes: objectTypes)
            tape.append(EPOXY_OP_RAWSET)
            tape.append(EPOXY_OP_POP, integer: 1)
            try run(&tape)
        }
    }

    /// `setmetatable(table, metatable)` (raw: neither table's `__metatable` is consulted), for
    /// host tables that need metamethods: a callable namespace (`__call`), an `__index` that
    /// names unknown fields.
    public func setMetatable(_ metatable: LuaRef, of table: LuaRef) throws {
        try withEntry {
            var tape = LuaTape()
            try tape.push(table.value, owner: references, objectTypes: objectTypes)
            try tape.push(metatable.value, owner: references, objectTypes: objectTypes)
            tape.append(EPOXY_OP_SET_METATABLE)
            tape.append(EPOXY_OP_POP, integer: 1)
            try run(&tape)
        }
    }

    /// A new Lua table with the contents of an `array` or `dictionary` value (empty by default).
    public func makeTable(_ contents: LuaValue = .dictionary([:])) throws -> LuaRef {
        try withEntry {
            guard contents.isTableValue else {
                throw LuaError(kind: .runtime, message: "makeTable needs an array or dictionary, got \(contents.typeName)")
            }
            var tape = LuaTape()
            try tape.push(contents, owner: references, objectTypes: objectTypes)
            guard case .table(let table) = try runReturningValue(&tape) else {
                throw LuaError(kind: .runtime, message: "makeTable did not produce a table")
            }
            return table
        }
    }

    /// Reads a value deeply into Swift: tables become `array`/`dictionary` values
    /// (see ``LuaCall/snapshot(_:)``); other values are returned as they are.
    public func snapshot(_ value: LuaValue) throws -> LuaValue {
        guard case .table(let table) = value else { return value }
        return try withEntry {
            let thread = currentThread
            guard lua_checkstack(thread, 1) != 0 else { throw Self.stackOverflow }
            try push([table.value], on: thread)
            defer { lua_settop(thread, -2) }
            return try snapshot(at: -1, on: thread)
        }
    }

    /// Releases dropped references and runs a full garbage collection (finalizers included).
    public func collectGarbage() {
        guard threads.isEmpty else { return }
        releasePendingReferences()
        epoxy_lua_collect_garbage(mainThread)
        releasePendingReferences()
    }

    /// Registry references in use (for leak checks in tests): integer keys beyond the
    /// predefined ones that hold a non-number value (free slots hold numbers).
    var registryReferenceCount: Int {
        let thread = mainThread
        guard lua_checkstack(thread, 3) != 0 else { return -1 }
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        lua_pushvalue(thread, epoxy_lua_registry_index())
        let registry = lua_gettop(thread)
        var count = 0
        lua_pushnil(thread)
        while lua_next(thread, registry) != 0 {
            if lua_isinteger(thread, -2) != 0, lua_tointegerx(thread, -2, nil) > lua_Integer(LUA_RIDX_GLOBALS), lua_type(thread, -1) != LUA_TNUMBER {
                count += 1
            }
            lua_settop(thread, -2)
        }
        return count
    }

    /// A table from the registry: `name` (e.g. "_LOADED") or the globals for `nil`.
    func registryTable(_ name: String?) throws -> LuaRef {
        try withEntry {
            var tape = LuaTape()
            if let name {
                tape.append(EPOXY_OP_REGISTRY)
                tape.pushString(name)
                tape.append(EPOXY_OP_RAWGET)
            } else {
                tape.append(EPOXY_OP_GLOBALS)
            }
            guard case .table(let table) = try runReturningValue(&tape) else {
                throw LuaError(kind: .runtime, message: "registry table \(name ?? "globals") is missing")
            }
            return table
        }
    }

    /// Runs a tape that leaves one value and reads it.
    func runReturningValue(_ tape: inout LuaTape) throws -> LuaValue {
        let thread = currentThread
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        let outcome = tape.run(on: thread, arguments: 0)
        guard outcome.status == LUA_OK else { throw error(status: outcome.status, on: thread) }
        return try value(at: -1, on: thread)
    }
}
