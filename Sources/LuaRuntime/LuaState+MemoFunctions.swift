import CLuaSupport

extension LuaState {
    /// A Swift function behind a memo table, for constructors a script calls with the same small
    /// table over and over (a list's rows on every render). `memo` is
    /// `{ keyField, fieldA, fieldB, entries = { [key] = { a, b, result } } }`: a call whose
    /// argument is a table with only those three fields (raw), whose key has an entry with the
    /// same `a` and `b` (raw-equal scalars, numbers of the same subtype), returns the entry's
    /// `result` without entering Swift. Every other call runs `body`, which may add entries.
    /// The three field names and the `entries` table are read once, when the function is made
    /// (entries added later are seen; a table assigned to `entries` later is not); field names
    /// longer than Lua's short strings (40 bytes) are never answered from the memo.
    ///
    /// The check runs in C in the function's own frame, so a call that goes on to `body` is
    /// exactly a call of a plain Swift function: its errors name the script's line.
    public func makeFunction(name: String, memo: LuaRef, _ body: @escaping (LuaCall) throws -> [LuaValue]) throws -> LuaRef {
        try makeFunctionReference { tape in
            tape.append(EPOXY_OP_REFERENCE, integer: Int64(memo.reference))
            tape.pushMemoFunction(LuaFunctionBox(name: name, body: body))
        }
    }
}
