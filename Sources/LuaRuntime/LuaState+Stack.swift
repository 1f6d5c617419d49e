import Budget
import CLuaSupport

// Reading the Lua stack. Only non-raising API calls are used here (see LuaState's safety
// rule); anything that allocates goes through a LuaTape.
extension LuaState {
    /// The value at `index` with tables, functions, userdata and threads as references.
    func value(at index: Int32, on thread: OpaquePointer) throws -> LuaValue {
        switch lua_type(thread, index) {
        case LUA_TBOOLEAN: return .boolean(lua_toboolean(thread, index) != 0)
        case LUA_TNUMBER: return number(at: index, on: thread)
        case LUA_TSTRING: return .string(string(at: index, on: thread))
        case LUA_TTABLE: return .table(try reference(at: index, type: .table, on: thread))
        case LUA_TFUNCTION: return .function(try reference(at: index, type: .function, on: thread))
        case LUA_TUSERDATA, LUA_TLIGHTUSERDATA: return .userdata(try reference(at: index, type: .userdata, on: thread))
        case LUA_TTHREAD: return .thread(try reference(at: index, type: .thread, on: thread))
        default: return .nil
        }
    }

    /// The values at `first...last`.
    func values(from first: Int32, to last: Int32, on thread: OpaquePointer) throws -> [LuaValue] {
        guard first <= last else { return [] }
        return try (first...last).map { try value(at: $0, on: thread) }
    }

    /// An integer or float; never converts strings.
    func number(at index: Int32, on thread: OpaquePointer) -> LuaValue {
        if lua_isinteger(thread, index) != 0 {
            return .integer(Int64(lua_tointegerx(thread, index, nil)))
        }
        return .number(lua_tonumberx(thread, index, nil))
    }

    /// The string at `index`, which must be a string (so `lua_tolstring` cannot convert,
    /// and therefore cannot allocate or raise).
    func string(at index: Int32, on thread: OpaquePointer) -> String {
        var length = 0
        guard let characters = lua_tolstring(thread, index, &length) else { return "" }
        return LuaStringCoding.decode(UnsafeRawBufferPointer(start: characters, count: length))
    }

    /// A registry reference to the value at `index`.
    func reference(at index: Int32, type: LuaType, on thread: OpaquePointer) throws -> LuaRef {
        let absolute = lua_absindex(thread, index)
        guard lua_checkstack(thread, 1) != 0 else { throw Self.stackOverflow }
        let identity = lua_topointer(thread, absolute)
        lua_pushvalue(thread, absolute)
        var tape = LuaTape()
        tape.append(EPOXY_OP_ARGUMENT, integer: 1)
        tape.append(EPOXY_OP_MAKE_REFERENCE)
        let reference = try runReturningInteger(&tape, arguments: 1, on: thread)
        return LuaRef(owner: references, reference: Int32(truncatingIfNeeded: reference), identity: identity, type: type)
    }

    /// Runs a tape that leaves one integer and returns it.
    func runReturningInteger(_ tape: inout LuaTape, arguments: Int32, on thread: OpaquePointer) throws -> Int64 {
        let base = lua_gettop(thread) - arguments
        defer { lua_settop(thread, base) }
        let outcome = tape.run(on: thread, arguments: arguments)
        guard outcome.status == LUA_OK else { throw error(status: outcome.status, on: thread) }
        return Int64(lua_tointegerx(thread, -1, nil))
    }

    /// Reads the value at `index` deeply: tables become `array` (keys exactly 1…n, or
    /// empty) or `dictionary`; functions, userdata and threads stay references. Raw access
    /// only: metatables are ignored. A table that contains itself is an error.
    /// - Parameter namedFieldsOnly: reads only the string-keyed fields of the table at `index`
    ///   (what a constructor's table of fields holds; values inside them are read whole), and
    ///   gives an empty table when it has none.
    func snapshot(at index: Int32, on thread: OpaquePointer, namedFieldsOnly: Bool = false) throws -> LuaValue {
        var path: [UnsafeRawPointer] = []
        // No collection (so no Lua finalizer) may change a table while lua_next walks it;
        // only scripts can define Lua finalizers, so the pause is needed once one may exist.
        let pauses = scriptMayHaveFinalizers
        let wasCollecting = pauses ? epoxy_lua_pause_gc(thread) : 0
        defer { if pauses { epoxy_lua_resume_gc(thread, wasCollecting) } }
        var held = 0
        return try snapshot(at: lua_absindex(thread, index), on: thread, path: &path, held: &held, namedFieldsOnly: namedFieldsOnly)
    }

    /// About what a table read into Swift holds: the value and its storage, then each element
    /// (an array slot), and a string too long to be stored inline. A copy is the size of the
    /// Lua table again and more, and the memory limit counts it only at its next heap sample:
    /// 200,000 small tables given to `diff` took 100 MB past a 64 MiB limit before one came.
    private static let snapshotBytesPerTable = 96
    private static let snapshotBytesPerElement = MemoryLayout<LuaValue>.stride
    /// A Swift string of more bytes than this keeps them in an object of its own.
    private static let snapshotInlineStringBytes = 15
    private static let snapshotBytesPerStringObject = 32
    private static let snapshotBytesCheckedFrom = 64 << 10
    /// How many entries of one table are read between checks of what the copy holds.
    private static let snapshotEntriesPerCheck = 4_096

    /// What a dictionary sized for `count` fields allocates: Swift's hash tables are a power of
    /// two buckets at most three quarters full, each bucket a key and a value.
    private static func snapshotBytes(ofFields count: Int) -> Int {
        guard count > 0 else { return 0 }
        var buckets = 1
        while buckets - buckets / 4 < count { buckets <<= 1 }
        return buckets * (MemoryLayout<LuaKey>.stride + MemoryLayout<LuaValue>.stride)
    }

    /// What a string read into Swift holds beyond its value: nothing when it is stored inline.
    private static func snapshotBytes(ofString byteCount: Int) -> Int {
        byteCount > snapshotInlineStringBytes ? snapshotBytesPerStringObject + byteCount : 0
    }

    /// Adds `bytes` to what the copy holds and stops at the memory limit: checked from 64 KiB on,
    /// so a model's small table of fields (most snapshots) costs no look-up of the current budget.
    private static func holdSnapshot(_ bytes: Int, held: inout Int) throws {
        held += bytes
        if held >= snapshotBytesCheckedFrom, WorkBudget.wouldExceedMemory(holding: held) { try WorkBudget.checkpoint() }
    }

    /// `path` holds the tables being read, outermost first (a short array: depth ≤ 200); `held`
    /// what the copy holds so far, checked against the memory limit before a table's storage is
    /// allocated and every 4,096 entries read.
    private func snapshot(
        at index: Int32, on thread: OpaquePointer, path: inout [UnsafeRawPointer], held: inout Int, namedFieldsOnly: Bool = false
    ) throws -> LuaValue {
        guard lua_type(thread, index) == LUA_TTABLE else { return try value(at: index, on: thread) }
        guard let identity = lua_topointer(thread, index), !path.contains(identity) else {
            throw LuaError(kind: .runtime, message: "table contains itself and cannot be converted to a Swift value")
        }
        path.append(identity)
        defer { path.removeLast() }
        guard path.count <= 200 else {
            throw LuaError(kind: .runtime, message: "table nesting deeper than 200 levels cannot be converted to a Swift value")
        }
        guard lua_checkstack(thread, 3) != 0 else { throw Self.stackOverflow }
        let top = lua_gettop(thread)
        defer { lua_settop(thread, top) }
        // A table of fields read by name has no elements to keep: an array part, however long,
        // is walked past without being copied.
        let length = namedFieldsOnly ? 0 : Int(lua_rawlen(thread, index))
        // A table without a list is a table of fields: sized for them at once, its dictionary is
        // one allocation, where growing it from empty took one for each doubling and rehashed.
        let fieldCapacity = length == 0 ? try fieldCount(at: index, on: thread, namedOnly: namedFieldsOnly) : 0
        // Counted before it is allocated: a table of 400,000 fields is 40 MB.
        try Self.holdSnapshot(Self.snapshotBytesPerTable + length * Self.snapshotBytesPerElement
                              + Self.snapshotBytes(ofFields: fieldCapacity), held: &held)
        var elements = [LuaValue](repeating: .nil, count: length)
        var filled = 0
        var fields: [LuaKey: LuaValue] = length == 0 ? Dictionary(minimumCapacity: fieldCapacity) : [:]
        var meter = WorkMeter()
        var strings = 0
        var entries = 0
        lua_pushnil(thread)
        while lua_next(thread, index) != 0 {
            try meter.tick()
            if namedFieldsOnly && lua_type(thread, top + 1) != LUA_TSTRING {
                lua_settop(thread, top + 1)
                continue
            }
            let valueIndex = top + 2
            let element = try snapshot(at: valueIndex, on: thread, path: &path, held: &held)
            if case .string(let string) = element { strings += Self.snapshotBytes(ofString: string.utf8.count) }
            if lua_isinteger(thread, top + 1) != 0 {
                let key = lua_tointegerx(thread, top + 1, nil)
                if key >= 1 && key <= length {
                    elements[Int(key - 1)] = element
                    filled += 1
                } else {
                    fields[.integer(Int64(key))] = element
                }
            } else {
                let key = try key(at: top + 1, on: thread)
                if case .string(let string) = key { strings += Self.snapshotBytes(ofString: string.utf8.count) }
                fields[key] = element
            }
            lua_settop(thread, top + 1)
            entries += 1
            if entries % Self.snapshotEntriesPerCheck == 0 {
                try Self.holdSnapshot(strings, held: &held)
                strings = 0
            }
        }
        if fields.isEmpty && filled == length {
            try Self.holdSnapshot(strings, held: &held)
            return .array(elements)
        }
        // A list with fields beside it (or holes) becomes a dictionary the count above did not size.
        try Self.holdSnapshot(strings + (length == 0 ? 0 : Self.snapshotBytes(ofFields: fields.count + filled)), held: &held)
        for (offset, element) in elements.enumerated() where !element.isNil {
            fields[.integer(Int64(offset + 1))] = element
        }
        return .dictionary(fields)
    }

    /// How many keys the table at `index` has (string keys only when `namedOnly`). The stack
    /// must have room for two values.
    private func fieldCount(at index: Int32, on thread: OpaquePointer, namedOnly: Bool) throws -> Int {
        var count = 0
        var meter = WorkMeter()
        lua_pushnil(thread)
        while lua_next(thread, index) != 0 {
            try meter.tick()
            if !namedOnly || lua_type(thread, -2) == LUA_TSTRING { count += 1 }
            lua_settop(thread, -2)
        }
        return count
    }

    private func key(at index: Int32, on thread: OpaquePointer) throws -> LuaKey {
        switch try value(at: index, on: thread) {
        case .string(let string): return .string(string)
        case .integer(let integer): return .integer(integer)
        case .number(let number): return .number(number)
        case .boolean(let boolean): return .boolean(boolean)
        case let other:
            guard let reference = other.reference else {
                throw LuaError(kind: .runtime, message: "unsupported table key of type \(other.typeName)")
            }
            return .reference(reference)
        }
    }

    /// Lua's name of the type at `index`, preferring a registered Swift class name.
    func typeName(at index: Int32, on thread: OpaquePointer) -> String {
        if let object = epoxy_lua_object_at(thread, index) {
            let instance = Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue()
            if let name = objectTypes[ObjectIdentifier(type(of: instance))] { return name }
        }
        return String(cString: lua_typename(thread, lua_type(thread, index)))
    }

    static let stackOverflow = LuaError(kind: .runtime, message: "Lua stack overflow while converting values")
}
