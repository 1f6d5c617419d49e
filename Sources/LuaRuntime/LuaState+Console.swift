// Helpers for interactive use (the REPL and `run -e`): expression-or-statement evaluation
// and redirecting `print`.
extension LuaState {
    /// Runs one line the way `lua`'s REPL does: first as `return <line>` (so `1 + 1`
    /// yields 2), and when that does not compile, as a statement. Uses the top-level budget,
    /// compiling included: a collection during the parse may run a script's finalizer, and one
    /// that never returns must meet the watchdog's last resort, which needs the line's deadline.
    @discardableResult
    public func evaluate(_ line: String, chunkName: String = "=stdin") throws -> [LuaValue] {
        let name = Self.luaChunkName(chunkName)
        return try withEntry(timeLimit: configuration.timeLimit) {
            let chunk: LuaRef
            do {
                chunk = try loadChunk(Array(("return " + line).utf8), chunkName: name)
            } catch let expressionError as LuaError where expressionError.kind == .syntax {
                do {
                    chunk = try loadChunk(Array(line.utf8), chunkName: name)
                } catch let statementError as LuaError where statementError.kind == .syntax {
                    // An expression cut short (`1 +`, `{1,`) is no statement at all; its own error,
                    // at `<eof>`, tells a REPL to read on rather than that it is wrong.
                    throw expressionError.message.hasSuffix("<eof>") ? expressionError : statementError
                }
            }
            return try call(chunk.value, [], on: currentThread)
        }
    }

    /// Replaces the global `print` with one that formats its arguments as Lua's does
    /// (`tostring` of each, tab-separated) and hands the line, without newline, to `write`.
    public func redirectPrint(_ write: @escaping (String) -> Void) throws {
        let writer = try makeFunction(name: "print") { call in
            write(try call.string(1))
            return []
        }
        let install = try load(.print)
        try call(install, [writer.value, try global("tostring"), try global("select"), try get("concat", in: try tableGlobal("table"))])
    }

    private func tableGlobal(_ name: String) throws -> LuaRef {
        guard case .table(let table) = try global(name) else {
            throw LuaError(kind: .runtime, message: "global '\(name)' is not a table")
        }
        return table
    }
}
