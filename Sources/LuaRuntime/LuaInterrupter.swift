import Budget
import CLuaSupport

/// Stops a ``LuaState``'s run in progress from any thread: what a Ctrl-C handler or a supervisor
/// holds instead of the (single-threaded) state. Get one from ``LuaState/interrupter``.
public struct LuaInterrupter: Sendable {
    let watchdog: LuaWatchdog

    /// Makes the run in progress, if any, fail with `reason` at its next Lua instruction or host
    /// checkpoint (see ``LuaState/interrupt(reason:)``); between runs it does nothing.
    public func interrupt(reason: String) {
        watchdog.interrupt(WorkBudgetExceeded(reason: .interrupted, message: reason))
    }
}

extension WorkBudgetExceeded.Reason {
    /// The kind of ``LuaError`` a stop for this reason becomes.
    var errorKind: LuaError.Kind {
        switch self {
        case .time: .timeout
        case .memory: .memory
        case .interrupted: .runtime
        }
    }
}

extension WorkBudgetExceeded.Reason {
    /// The `EPOXY_LUA_INTERRUPT_*` code that makes the count hook raise for this reason.
    var interruptCode: Int32 {
        switch self {
        case .time: Int32(EPOXY_LUA_INTERRUPT_TIME)
        case .memory: Int32(EPOXY_LUA_INTERRUPT_MEMORY)
        case .interrupted: Int32(EPOXY_LUA_INTERRUPT_USER)
        }
    }
}
