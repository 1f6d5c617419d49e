import Budget
import CLuaSupport
import Foundation

/// One Lua 5.4 interpreter, sandboxed and limited, that Swift can run scripts in, call, and
/// extend with Swift functions and objects.
///
/// ## The safety rule: no `longjmp` through Swift frames
/// Lua raises errors with `longjmp`, which would skip the releases of every Swift frame it
/// crosses. So this class never calls a raising Lua API:
/// - Swift→Lua: only `lua_pcallk` (with a message handler that appends a traceback).
/// - Lua→Swift: every Swift function is a closure over one C trampoline; the Swift body
///   returns results or throws, and the trampoline raises in C after Swift returned.
/// - Work that may raise (allocating strings/tables/userdata, references, string-keyed
///   access) is encoded as a ``LuaTape`` and run by C in protected mode.
/// - Tables are read with raw, non-raising accessors only (`lua_next`, `lua_rawgeti`).
/// See CLuaSupport.h for the C side.
///
/// ## Limits
/// Each top-level run has a time budget (``Configuration/timeLimit``), each top-level
/// ``call(_:_:timeLimit:)`` its own (``Configuration/callbackTimeLimit``), and the allocator
/// caps memory (``Configuration/memoryLimit``). Exceeding one throws a ``LuaError`` of kind
/// `timeout` or `memory`; the state stays usable. Host work done during a run checks the run's
/// `WorkBudget` (Budget), and a watchdog thread enforces both limits from outside: it arms
/// the count hook at the deadline, samples the C heap, and has a last resort for code no hook
/// reaches (``Configuration/exitsWhenStuck``). ``interrupt(reason:)`` and ``interrupter`` stop a
/// run from any thread.
///
/// A `LuaState` is single-threaded (not `Sendable`).
public final class LuaState {
    /// The limits and sandbox settings it was created with.
    public let configuration: Configuration

    let context: UnsafeMutablePointer<epoxy_lua_context>
    let mainThread: OpaquePointer
    let references = LuaReferenceOwner()
    /// How host objects the state may outlive refer to it (never `weak`: see ``LuaStateHandle``).
    public let handle = LuaStateHandle()
    /// Enforces the limits from another thread while a top-level run is in progress.
    let watchdog: LuaWatchdog
    /// The thread Lua is running Swift on, innermost last (coroutines call Swift too).
    var threads: [OpaquePointer] = []
    /// Swift→Lua calls in progress; 0 means the next call is a top-level one.
    var activeCalls = 0
    /// Entries since dropped references began to wait (see ``releasePendingReferencesIfDue()``).
    private var entriesWithPendingReleases = 0
    /// The last error a Swift function re-raised from an inner Lua call, to merge its
    /// traceback into the outer error instead of wrapping the message twice.
    var crossingError: LuaError?
    /// The host pass a Lua callback is running inside (a layout measuring a component, solving
    /// a custom alignment), if any: see ``insideHostPass(_:_:)``.
    var hostPass: String?
    /// The first failure of a Lua callback that Swift called during the current event, raised
    /// when the event's Swift function returns (see ``recordCallbackFailure(_:in:function:)``).
    var pendingCallbackFailure: LuaError?
    /// The callback failure of the current top-level run that was a limit (time, Ctrl-C): a limit
    /// keeps raising until the run unwinds, so the run's own error no longer names the callback.
    public internal(set) var limitCallbackFailure: LuaError?
    /// Metatable names of registered Swift classes.
    var objectTypes: [ObjectIdentifier: String] = [:]
    /// Nesting of ``withoutTimeLimit(_:)``: entries inside get no time budget.
    var setupDepth = 0
    /// Folder of the last file run, searched by `require` when no script folder is set.
    var lastScriptFolder: String?
    /// Whether a script may have given a table a Lua finalizer (`__gc`), which a collection
    /// could run in the middle of a table walk. Until then walks need not pause the collector
    /// (pausing resets Lua's GC debt, so a pause per call makes every call pay for a GC step:
    /// measured 6× slower model construction at 5,000 items, growing with the heap).
    var scriptMayHaveFinalizers = false
    /// The Lua files `require` loaded, in load order, as `(module name, path)`: what `epoxy run
    /// --watch` watches and what a reload must forget so edited modules load again.
    public internal(set) var requiredFiles: [(name: String, path: String)] = []

    /// Creates a state with the sandbox (or full library) of `configuration`.
    /// - Throws: ``LuaError`` of kind `memory` when the memory limit is too small for Lua.
    public init(configuration: Configuration = Configuration()) throws {
        self.configuration = configuration
        guard let context = epoxy_lua_context_create(max(0, configuration.memoryLimit)) else {
            throw LuaError(kind: .memory, message: "cannot allocate the Lua state")
        }
        guard let thread = epoxy_lua_newstate(context) else {
            epoxy_lua_context_destroy(context)
            throw LuaError(kind: .memory, message: "memory limit of \(ByteCount.describe(configuration.memoryLimit)) exceeded while creating the Lua state")
        }
        self.context = context
        self.mainThread = thread
        self.watchdog = LuaWatchdog(
            mainThread: thread, memoryLimit: configuration.memoryLimit,
            grace: configuration.stuckGrace, exitsWhenStuck: configuration.exitsWhenStuck)
        handle.attach(self)
        context.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        context.pointee.dispatch = { thread, box in LuaState.dispatch(thread, box) }
        context.pointee.release = { object in
            if let object { Unmanaged<AnyObject>.fromOpaque(object).release() }
        }
        try withoutTimeLimit { try LuaSandbox.install(in: self) }
    }

    deinit {
        // First: finalizers that lua_close runs, and anything this deinit releases, must read
        // the state as gone, as a weak reference would.
        handle.detach()
        references.close()
        // Finalizers run in lua_close with hooks off: only the watchdog's last resort ends one
        // that never returns, after the run's time limit and the grace.
        watchdog.begin(WorkBudget(seconds: configuration.timeLimit.secondsValue), armsHook: false)
        epoxy_lua_close(mainThread, context)
        watchdog.shutDown()
        epoxy_lua_context_destroy(context)
    }

    /// Runs the host's own setup code (the sandbox prelude, libraries it loads into the state)
    /// without a time budget, so a tiny `--time-limit` limits the script, not the host's
    /// preparations. The memory limit still holds. Never for script code.
    public func withoutTimeLimit<T>(_ body: () throws -> T) rethrows -> T {
        setupDepth += 1
        defer { setupDepth -= 1 }
        return try body()
    }

    /// Stops the run in progress, if any, as soon as possible: the next Lua instruction or host
    /// checkpoint raises `reason` (with the script's `file:line`), and the watchdog's last resort
    /// applies if the run does not end within ``Configuration/stuckGrace``. Safe from any thread
    /// through ``interrupter``; between runs it does nothing.
    public func interrupt(reason: String) {
        interrupter.interrupt(reason: reason)
    }

    /// A handle that stops this state's run in progress from any thread (e.g. a Ctrl-C handler).
    public var interrupter: LuaInterrupter {
        LuaInterrupter(watchdog: watchdog)
    }

    /// The thread Swift code is currently running on behalf of.
    var currentThread: OpaquePointer { threads.last ?? mainThread }

    /// Bytes Lua has allocated.
    public var memoryInUse: Int { context.pointee.bytes_in_use }

    /// Bytes the C heap grew by since the state was created (Lua's and the host's allocations),
    /// what the memory limit caps besides Lua's own heap.
    public var heapGrowth: Int { watchdog.heapGrowth }

    // MARK: Loading and running

    /// Compiles `source` without running it. `chunkName` appears in messages as
    /// `chunkName:line:`; a name starting with `@` or `=` is passed to Lua unchanged.
    public func load(string source: String, chunkName: String = "=(string)") throws -> LuaRef {
        try withEntry {
            try loadChunk(Array(source.utf8), chunkName: Self.luaChunkName(chunkName))
        }
    }

    /// Compiles the file at `path` (text only); its errors read `path:line:`.
    public func load(file path: String) throws -> LuaRef {
        try withEntry {
            try loadChunk(try Self.readFile(path), chunkName: "@" + path)
        }
    }

    /// Compiles one of the host's own Lua files under its chunk name (``EmbeddedLuaFile/chunkName``).
    public func load(_ file: EmbeddedLuaFile) throws -> LuaRef {
        try withEntry {
            try loadChunk(file.bytes, chunkName: file.chunkName)
        }
    }

    /// Runs `source` with the top-level time budget and returns its results.
    @discardableResult
    public func run(string source: String, chunkName: String = "=(string)") throws -> [LuaValue] {
        try withEntry(timeLimit: configuration.timeLimit) {
            let chunk = try loadChunk(Array(source.utf8), chunkName: Self.luaChunkName(chunkName))
            return try call(chunk.value, [], on: currentThread)
        }
    }

    /// Runs the file at `path` with the top-level time budget and returns its results.
    /// Its folder becomes the folder `require` searches when no script folder is configured.
    @discardableResult
    public func run(file path: String) throws -> [LuaValue] {
        try withEntry(timeLimit: configuration.timeLimit) {
            let chunk = try loadChunk(try Self.readFile(path), chunkName: "@" + path)
            lastScriptFolder = (path as NSString).deletingLastPathComponent
            return try call(chunk.value, [], on: currentThread)
        }
    }

    /// Calls a Lua value (a function, or anything with `__call`) with `arguments` and
    /// returns all its results. At top level the call gets its own time budget:
    /// `timeLimit`, or ``Configuration/callbackTimeLimit``; nested calls (from a Swift
    /// function Lua called) share the running budget.
    @discardableResult
    public func call(_ function: LuaValue, _ arguments: [LuaValue] = [], timeLimit: Duration? = nil) throws -> [LuaValue] {
        try withEntry(timeLimit: timeLimit ?? configuration.callbackTimeLimit) {
            try call(function, arguments, on: currentThread)
        }
    }

    /// Calls a Lua function held by reference, like the `LuaValue` overload.
    @discardableResult
    public func call(_ function: LuaRef, _ arguments: [LuaValue] = [], timeLimit: Duration? = nil) throws -> [LuaValue] {
        try call(function.value, arguments, timeLimit: timeLimit)
    }

    // MARK: Internals shared by the extensions

    /// Runs `body` as an entry into Lua: at top level it releases dropped references,
    /// starts the time budget (when given) and clears the error flags; afterwards it ends
    /// the budget. Hosts run work they do for the script outside any Lua call (printing its
    /// layout) through it, so the run's limits hold for that work too.
    public func withEntry<T>(timeLimit: Duration? = nil, _ body: () throws -> T) throws -> T {
        let isTopLevel = activeCalls == 0 && threads.isEmpty
        if isTopLevel {
            releasePendingReferences()
        } else {
            releasePendingReferencesIfDue()
        }
        guard isTopLevel else {
            activeCalls += 1
            defer { activeCalls -= 1 }
            return try body()
        }
        crossingError = nil
        limitCallbackFailure = nil
        let seconds = setupDepth > 0 ? 0 : timeLimit.map(\.secondsValue) ?? 0
        epoxy_lua_begin_budget(mainThread, seconds)
        let budget = WorkBudget(seconds: seconds)
        watchdog.begin(budget)
        activeCalls += 1
        defer {
            activeCalls -= 1
            // A run that took much of the memory cap leaves its freed memory resident, and the
            // next large run's adds to it: the process outgrew the cap over a few such runs.
            let tookMuchOfTheLimit = watchdog.end()
            if tookMuchOfTheLimit { epoxy_heap_release_free() }
            context.pointee.deadline = 0
        }
        do {
            return try WorkBudget.withCurrent(budget) {
                // Garbage of an earlier run still counts in the heap the watchdog samples; a heap
                // still over the limit without it stops this run before it adds more. What the
                // collection freed goes back to the system.
                if watchdog.heapWasOverLimitAtLastSample {
                    epoxy_lua_collect_garbage(mainThread)
                    epoxy_heap_release_free()
                    try watchdog.checkHeapNow()
                }
                let result = try body()
                // Host work that stopped early on a spent budget returned a partial result.
                try budget.check()
                try throwFinalizerError()
                return result
            }
        } catch let exceeded as WorkBudgetExceeded {
            // Host work of the entry itself (outside any Swift function Lua called) ran out.
            throw LuaError(kind: exceeded.reason.errorKind, message: exceeded.message)
        }
    }

    /// Throws the error a `__gc` finalizer raised during the run, if one did: Lua turns it into a
    /// warning, which a state without a warning function drops, so a spec whose finalizer
    /// failed passed. It fails the run the collection happened in.
    func throwFinalizerError() throws {
        // Read in place first: every top-level run ends here, and almost none had a failing finalizer.
        guard context.pointee.finalizer_error.0 != 0 else { return }
        var buffer = [CChar](repeating: 0, count: 512)
        guard epoxy_lua_take_finalizer_error(mainThread, &buffer, buffer.count) != 0 else { return }
        var message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let wrapper = (prefix: "error in __gc (", suffix: ")")
        if message.hasPrefix(wrapper.prefix) && message.hasSuffix(wrapper.suffix) {
            message = String(message.dropFirst(wrapper.prefix.count).dropLast(wrapper.suffix.count))
        }
        throw LuaError(kind: .runtime, message: message + " (in a __gc finalizer)")
    }

    /// Pushes `function` and `arguments` and calls it in protected mode on `thread`.
    func call(_ function: LuaValue, _ arguments: [LuaValue], on thread: OpaquePointer) throws -> [LuaValue] {
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        try push([function] + arguments, on: thread)
        let status = epoxy_lua_call(thread, Int32(arguments.count))
        if status != LUA_OK {
            throw error(status: status, on: thread)
        }
        return try values(from: base + 1, to: lua_gettop(thread), on: thread)
    }

    /// Compiles a chunk; returns the function.
    func loadChunk(_ source: [UInt8], chunkName: String) throws -> LuaRef {
        let thread = currentThread
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        let status = source.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                epoxy_lua_load(thread, characters.baseAddress, characters.count, chunkName)
            }
        }
        if status != LUA_OK {
            var failure = error(status: status, on: thread)
            // Lua reports a refused binary chunk without a position: name the chunk's first line.
            if !LuaTraceback.hasLocation(failure.message), chunkName.hasPrefix("@") || chunkName.hasPrefix("=") {
                failure.message = "\(chunkName.dropFirst()):1: \(failure.message)"
            }
            throw failure
        }
        return try reference(at: lua_gettop(thread), type: .function, on: thread)
    }

    /// Builds the ``LuaError`` for a failed protected call whose error value is on top.
    func error(status: Int32, on thread: OpaquePointer) -> LuaError {
        let text: String
        if lua_type(thread, -1) == LUA_TSTRING {
            text = string(at: -1, on: thread)
        } else {
            text = "(error object is a \(String(cString: lua_typename(thread, lua_type(thread, -1)))) value)"
        }
        return error(describing: text, status: status)
    }

    /// The ``LuaError`` for an error that Lua code caught with ``messageHandler()`` (or, for a
    /// memory error, which Lua raises without calling a handler, caught bare) and handed back
    /// as text: located, classified and worded as an error this state raised would be.
    public func error(caught text: String) -> LuaError {
        error(describing: text, status: LUA_ERRRUN)
    }

    /// The message handler of the host's own protected calls, as a Lua function: for Lua code
    /// that runs protected calls of its own and hands their errors to ``error(caught:)`` (the
    /// test runner's hooks and bodies), so that they read as the host's errors do.
    public func messageHandler() throws -> LuaValue {
        try withEntry {
            let thread = currentThread
            let base = lua_gettop(thread)
            defer { lua_settop(thread, base) }
            guard lua_checkstack(thread, 1) != 0 else { throw Self.stackOverflow }
            epoxy_lua_push_message_handler(thread)
            return .function(try reference(at: -1, type: .function, on: thread))
        }
    }

    /// The error the handler's text `text` (message, then a traceback) describes.
    private func error(describing text: String, status: Int32) -> LuaError {
        var message = text
        var traceback = ""
        if let range = text.range(of: "\nstack traceback:\n") {
            message = String(text[..<range.lowerBound])
            traceback = String(text[text.index(after: range.lowerBound)...])
        }
        var kind: LuaError.Kind = status == LUA_ERRSYNTAX ? .syntax : .runtime
        // Where the count hook first raised a stop (time, memory, Ctrl-C): a stop keeps raising
        // until the run unwinds, so the error may come back raised in a host's own frames.
        let stopWhere = withUnsafeBytes(of: &context.pointee.stop_where) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        let memoryLimitHit = context.pointee.memory_limit_hit != 0
        let memoryMessage = message.contains("not enough memory") || message.contains("memory limit of")
        if status == LUA_ERRMEM || (memoryLimitHit && (memoryMessage || status == LUA_ERRERR)) {
            kind = .memory
            if memoryLimitHit && !message.contains("memory limit of") {
                let limit = "memory limit of \(ByteCount.describe(configuration.memoryLimit)) exceeded"
                message = message.contains("not enough memory")
                    ? message.replacingOccurrences(of: "not enough memory", with: limit) : limit
            }
            // Lua raises memory errors without a traceback; the allocator noted the script's line
            // where it refused, or the count hook where it stopped the script for the watchdog.
            let refusedWhere = withUnsafeBytes(of: &context.pointee.memory_where) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            message = LuaTraceback.locatingStop(message, at: refusedWhere.isEmpty ? stopWhere : refusedWhere)
        } else if context.pointee.time_limit_hit != 0 && message.contains("time limit of") {
            kind = .timeout
            message = LuaTraceback.locatingStop(message, at: stopWhere)
        } else if context.pointee.interrupt_hit != 0 && message.contains("interrupted (Ctrl-C)") {
            kind = .interrupted
        }
        if let crossing = crossingError, crossing.message == message {
            crossingError = nil
            if crossing.kind == .syntax { kind = .syntax }
            if !crossing.traceback.isEmpty {
                traceback = LuaTraceback.merge(inner: crossing.traceback, outer: traceback)
            }
        }
        // Errors raised without a position (`error({})`, `error("x", 0)`, "C stack overflow"
        // raised in a C function, a binary chunk refused by `require`) still name the script's line.
        if kind == .runtime, !LuaTraceback.hasLocation(message), let location = LuaTraceback.scriptLocation(in: traceback) {
            message = location + " " + message
        }
        return LuaError(kind: kind, message: message, traceback: traceback)
    }

    /// Releases the dropped references once enough have queued up, or once the oldest has waited
    /// a few entries: for entries that are not top level (a Swift function the script calls, a
    /// callback into Lua), where a script that calls `layout()` in a loop would otherwise keep
    /// every model it ever made alive until it ends. The wait matters when references are few:
    /// one dropped a screen (the root `layout()` returns) held that screen's whole model for
    /// as long as 256 others took to come.
    func releasePendingReferencesIfDue() {
        guard !references.pendingReleases.isEmpty else { return }
        entriesWithPendingReleases += 1
        if references.pendingReleases.count > Self.pendingReleaseBatch || entriesWithPendingReleases > Self.pendingReleaseWait {
            releasePendingReferences()
        }
    }

    /// How many dropped references queue up before an entry that is not top level releases them.
    static let pendingReleaseBatch = 256
    /// How many entries a dropped reference waits at most before one releases it.
    static let pendingReleaseWait = 16

    /// Releases the registry references whose `LuaRef`s were dropped.
    func releasePendingReferences() {
        entriesWithPendingReleases = 0
        let releases = references.takePendingReleases()
        guard !releases.isEmpty else { return }
        var tape = LuaTape()
        for reference in releases {
            tape.append(EPOXY_OP_RELEASE_REFERENCE, integer: Int64(reference))
        }
        let thread = currentThread
        let base = lua_gettop(thread)
        // Releasing an existing registry slot does not allocate; a failure would only keep
        // the slots alive, so it is not reported.
        _ = tape.run(on: thread, arguments: 0)
        lua_settop(thread, base)
    }

    static func luaChunkName(_ name: String) -> String {
        name.hasPrefix("@") || name.hasPrefix("=") ? name : "=" + name
    }

    static func readFile(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LuaError(kind: .runtime, message: "cannot open \(path)")
        }
        return [UInt8](data)
    }
}

@available(*, unavailable, message: "a LuaState belongs to one thread")
extension LuaState: Sendable {}
