import Budget
import CLuaSupport

// Swift functions and objects exposed to Lua. Lua calls them through the C trampoline,
// which calls `dispatch`; `dispatch` never lets a Lua error unwind Swift: it returns a
// result count or an error code, and the trampoline raises after Swift has returned.
extension LuaState {
    /// A Swift function as a Lua function value. `name` is used in argument errors.
    ///
    /// The Lua function owns `body`. Reach the state through ``LuaCall/state`` rather than
    /// capturing it: a closure that holds its `LuaState` strongly keeps it alive forever.
    public func makeFunction(name: String, _ body: @escaping (LuaCall) throws -> [LuaValue]) throws -> LuaRef {
        try makeFunctionReference { $0.pushFunction(LuaFunctionBox(name: name, body: body)) }
    }

    /// Runs a tape that `pushFunction` fills with the pushing of one function, makes a registry
    /// reference to that function and returns it.
    func makeFunctionReference(_ pushFunction: (inout LuaTape) -> Void) throws -> LuaRef {
        try withEntry {
            let thread = currentThread
            var tape = LuaTape()
            pushFunction(&tape)
            tape.append(EPOXY_OP_MAKE_REFERENCE)
            let base = lua_gettop(thread)
            let outcome = tape.run(on: thread, arguments: 0)
            defer { lua_settop(thread, base) }
            guard outcome.status == LUA_OK else { throw error(status: outcome.status, on: thread) }
            // The reference was made inside the tape; identify the function by its pointer.
            let reference = lua_tointegerx(thread, -1, nil)
            guard lua_checkstack(thread, 1) != 0 else { throw Self.stackOverflow }
            lua_rawgeti(thread, epoxy_lua_registry_index(), reference)
            let identity = lua_topointer(thread, -1)
            return LuaRef(owner: references, reference: Int32(truncatingIfNeeded: reference), identity: identity, type: .function)
        }
    }

    /// Makes `body` callable from Lua as `name`, a global or a field of `table`.
    ///
    /// ```swift
    /// try lua.register("add") { call in [.integer(try call.integer(1) + call.integer(2))] }
    /// ```
    public func register(_ name: String, in table: LuaRef? = nil, _ body: @escaping (LuaCall) throws -> [LuaValue]) throws {
        let function = try makeFunction(name: name, body)
        if let table {
            try set(.string(name), function.value, in: table)
        } else {
            try setGlobal(name, function.value)
        }
    }

    /// Registers a Swift class so its instances can be pushed (``LuaValue/object(_:)``) as
    /// userdata whose metatable is `name`, with `methods` callable as `object:method(…)`.
    /// The userdata retains the object; Lua's garbage collector releases it (`__gc`).
    /// In a method, argument 1 of the ``LuaCall`` is the first argument after `self`.
    /// `metamethods` (e.g. `__tostring`, `__eq`, `__len`, `__call`, or `__index` to replace
    /// the method table) receive their operands as plain arguments; `__gc` and
    /// `__metatable` are reserved.
    public func registerType<Object: AnyObject>(
        _ type: Object.Type,
        name: String,
        methods: [String: (Object, LuaCall) throws -> [LuaValue]] = [:],
        metamethods: [String: (LuaCall) throws -> [LuaValue]] = [:]
    ) throws {
        if let reserved = metamethods.keys.first(where: { $0 == "__gc" || $0 == "__metatable" }) {
            throw LuaError(kind: .runtime, message: "metamethod \(reserved) of \(name) is reserved")
        }
        objectTypes[ObjectIdentifier(type)] = name
        try withEntry {
            var tape = LuaTape()
            tape.append(EPOXY_OP_METATABLE, text: name)
            tape.pushString("__index")
            tape.append(EPOXY_OP_TABLE, number: Double(methods.count))
            for (methodName, method) in methods.sorted(by: { $0.key < $1.key }) {
                tape.pushString(methodName)
                tape.pushFunction(LuaFunctionBox(name: methodName) { call in
                    guard let object = call.object(atStackIndex: 1, as: Object.self) else {
                        throw LuaArgumentError(message: "calling '\(methodName)' on bad self (\(name) expected, got \(call.typeName(atStackIndex: 1)))")
                    }
                    return try method(object, call.droppingSelf())
                })
                tape.append(EPOXY_OP_RAWSET)
            }
            tape.append(EPOXY_OP_RAWSET)
            for (event, body) in metamethods.sorted(by: { $0.key < $1.key }) {
                tape.pushString(event)
                tape.pushFunction(LuaFunctionBox(name: event, body: body))
                tape.append(EPOXY_OP_RAWSET)
            }
            tape.append(EPOXY_OP_POP, integer: 1)
            try run(&tape)
        }
    }

    /// The Swift object of a userdata made from ``LuaValue/object(_:)``, if it is a `Object`.
    public func object<Object: AnyObject>(_ value: LuaValue, as type: Object.Type) -> Object? {
        guard case .userdata(let reference) = value, reference.owner === references else { return nil }
        let thread = currentThread
        guard lua_checkstack(thread, 1) != 0 else { return nil }
        lua_rawgeti(thread, epoxy_lua_registry_index(), lua_Integer(reference.reference))
        defer { lua_settop(thread, -2) }
        guard let pointer = epoxy_lua_object_at(thread, -1) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? Object
    }

    /// Makes `require(name)` call `loader` (like `package.preload[name]`); the loader's
    /// first result becomes the module.
    public func preload(_ name: String, _ loader: @escaping (LuaCall) throws -> [LuaValue]) throws {
        let function = try makeFunction(name: name, loader)
        try withEntry {
            var tape = LuaTape()
            tape.append(EPOXY_OP_REGISTRY)
            tape.pushString("_PRELOAD")
            tape.append(EPOXY_OP_RAWGET)
            tape.pushString(name)
            tape.append(EPOXY_OP_REFERENCE, integer: Int64(function.reference))
            tape.append(EPOXY_OP_RAWSET)
            tape.append(EPOXY_OP_POP, integer: 1)
            try run(&tape)
        }
    }

    /// Makes `require(name)` return `value` without loading anything (`package.loaded[name]`).
    public func setLoadedModule(_ name: String, _ value: LuaValue) throws {
        try set(.string(name), value, in: try registryTable("_LOADED"))
    }

    /// Runs a tape that leaves nothing, on the current thread.
    func run(_ tape: inout LuaTape) throws {
        let thread = currentThread
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        let outcome = tape.run(on: thread, arguments: 0)
        guard outcome.status == LUA_OK else { throw error(status: outcome.status, on: thread) }
    }

    /// The C trampoline's entry into Swift.
    static func dispatch(_ thread: OpaquePointer?, _ boxPointer: UnsafeMutableRawPointer?) -> Int32 {
        guard let thread, let context = epoxy_lua_context_of(thread) else { return Int32(EPOXY_LUA_RAISE_AS_IS) }
        guard let owner = context.pointee.owner, let boxPointer,
              let box = Unmanaged<AnyObject>.fromOpaque(boxPointer).takeUnretainedValue() as? LuaFunctionBox else {
            setError("Swift function is not available", in: context)
            return Int32(EPOXY_LUA_RAISE_WITH_POSITION)
        }
        let state = Unmanaged<LuaState>.fromOpaque(owner).takeUnretainedValue()
        return state.dispatch(box, on: thread)
    }

    private func dispatch(_ box: LuaFunctionBox, on thread: OpaquePointer) -> Int32 {
        threads.append(thread)
        defer { threads.removeLast() }
        let argumentCount = lua_gettop(thread)
        // A script that calls Swift in a loop never returns to the top level, where dropped
        // references are released; the objects they name (models, their Swift trees) stay alive.
        releasePendingReferencesIfDue()
        // Callbacks that fail while this function runs fail this call (a `tap` whose
        // `didSelect` raised raises); an enclosing call's failure waits for it.
        let enclosingFailure = pendingCallbackFailure
        pendingCallbackFailure = nil
        defer { pendingCallbackFailure = enclosingFailure }
        do {
            let results = try box.body(LuaCall(state: self, thread: thread, functionName: box.name, firstArgument: 1, argumentCount: Int(argumentCount)))
            if let failure = pendingCallbackFailure {
                // It names the callback's own location (a limit hit inside it too): raise it
                // unchanged, before the budget's own, less precise, stop.
                crossingError = failure
                Self.setError(failure.message, in: context)
                return Int32(EPOXY_LUA_RAISE_AS_IS)
            }
            // Work that stopped early on a spent budget returned a partial result: raise instead.
            try WorkBudget.checkpoint()
            lua_settop(thread, argumentCount)
            try push(results, on: thread)
            return Int32(clamping: results.count)
        } catch let failure as LuaError where failure.kind != .runtime || !failure.traceback.isEmpty {
            // It came from Lua and already names its location: re-raise it unchanged and
            // remember its traceback so the outer error shows both, reported once.
            crossingError = failure
            Self.setError(failure.message, in: context)
            return Int32(EPOXY_LUA_RAISE_AS_IS)
        } catch let exceeded as WorkBudgetExceeded {
            // Host work ran out of budget. Arm the hook on this thread too, so a `pcall` around
            // the call cannot keep the script running.
            epoxy_lua_interrupt(thread, exceeded.reason.interruptCode, exceeded.message)
            Self.setError(exceeded.message, in: context)
            return Int32(EPOXY_LUA_RAISE_WITH_POSITION)
        } catch {
            Self.setError(String(describing: error), in: context)
            return Int32(EPOXY_LUA_RAISE_WITH_POSITION)
        }
    }

    private static func setError(_ message: String, in context: UnsafeMutablePointer<epoxy_lua_context>) {
        // Encoded as strings pushed to Lua are, so a non-UTF-8 dataID quoted in a message is
        // the script's own bytes again.
        let bytes = LuaStringCoding.encode(message)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                epoxy_lua_set_error(context, characters.baseAddress, characters.count)
            }
        }
    }
}
