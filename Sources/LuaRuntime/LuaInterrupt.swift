import CLuaSupport

/// Ctrl-C for an interactive session: while this value lives, SIGINT interrupts the Lua code
/// running on `state` as a spent time budget does — the running chunk raises `interrupted
/// (Ctrl-C)` at its next instruction, the state stays usable, and the next top-level run starts
/// clean. A blocking read interrupted by the signal returns EINTR (the REPL drops the line being
/// typed). Only one is armed at a time, process-wide: a signal has a single handler.
public final class LuaInterrupt {
    /// Arms SIGINT for `state` (replacing the handler until this value is released).
    public init(state: LuaState) {
        epoxy_lua_interrupt_arm(state.mainThread)
    }

    deinit {
        epoxy_lua_interrupt_disarm()
    }
}
