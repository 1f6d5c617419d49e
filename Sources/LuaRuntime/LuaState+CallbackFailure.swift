import CLuaSupport

/// Callback failures: a Lua function that Swift calls back during an event (`didSelect`,
/// `didTap`, `willDisplay`, bindings, observers, custom alignments, bar coordinators, navigation
/// callbacks, component `measure`) cannot raise through the Swift code that called it, so its
/// call site records the failure here and carries on with a consistent state. The failure then
/// fails the event: the Swift function Lua called (`tap`, `show`, …) raises it when it returns,
/// and the host raises one recorded outside any such call after its render (`flushUpdates`).
/// A failure is never only a warning, so a spec, `epoxy run` and a REPL line all fail with it.
extension LuaState {
    /// Records that the callback `what` (`didSelect of 'row'`) failed with `error`. The first
    /// failure of an event is the one raised (later ones are usually its consequences). The
    /// message keeps the error's own `file:line`, or names where `function` was defined when the
    /// error has none (a callback that returned the wrong kind of value).
    public func recordCallbackFailure(_ error: Error, in what: String, function: LuaRef?) {
        let luaError = error as? LuaError
        if let kind = luaError?.kind, kind == .timeout || kind == .interrupted, limitCallbackFailure == nil, let luaError {
            limitCallbackFailure = LuaError(kind: kind, message: "\(luaError.message) (in \(what))", traceback: luaError.traceback)
        }
        guard pendingCallbackFailure == nil else { return }
        let message = luaError?.message ?? String(describing: error)
        let text: String
        if message.hasSuffix(" (in \(what))") {
            // Raised again by the same callback one level up (a didSet that sets its own field,
            // until the C stack overflows): said once, not once per level.
            text = message
        } else if Self.startsWithLocation(message) {
            text = "\(message) (in \(what))"
        } else if let location = function.flatMap(definitionLocation(of:)) {
            // A message that already names the callback is not prefixed with its name again.
            text = message.hasPrefix(what) ? "\(location): \(message)" : "\(location): \(what): \(message)"
        } else {
            text = "\(what): \(message)"
        }
        pendingCallbackFailure = LuaError(kind: luaError?.kind ?? .runtime, message: text, traceback: luaError?.traceback ?? "")
    }

    /// Records a callback's result that is not what it must return (`returned a number;
    /// expected constraint strings`), located at the function's definition.
    public func recordCallbackFailure(_ problem: String, in what: String, function: LuaRef?) {
        recordCallbackFailure(LuaError(kind: .runtime, message: problem), in: what, function: function)
    }

    /// Throws the callback failure recorded since the last call, if any, and forgets it.
    public func throwCallbackFailure() throws {
        guard let failure = pendingCallbackFailure else { return }
        pendingCallbackFailure = nil
        throw failure
    }

    /// Forgets the callback failure recorded since the last call, if any: for a host whose own
    /// error (a failed render) is the one to report, the callback's failure being its consequence.
    public func discardCallbackFailure() {
        pendingCallbackFailure = nil
    }

    /// `file:line` where `function` was defined, nil for a Swift function. Reading the debug
    /// record never raises, so this is safe from Swift.
    public func definitionLocation(of function: LuaRef) -> String? {
        let thread = currentThread
        guard lua_checkstack(thread, 1) != 0 else { return nil }
        lua_rawgeti(thread, epoxy_lua_registry_index(), lua_Integer(function.reference))
        var record = lua_Debug()
        // ">S" pops the function and describes it.
        guard lua_getinfo(thread, ">S", &record) != 0, record.linedefined > 0 else { return nil }
        let source = withUnsafeBytes(of: &record.short_src) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return "\(source):\(record.linedefined)"
    }

    /// Whether `message` starts with Lua's `file:line: `.
    private static func startsWithLocation(_ message: String) -> Bool {
        message.range(of: #"^[^\n:]+:\d+: "#, options: .regularExpression) != nil
    }
}
