/// An error raised while loading or running Lua code, as Swift sees it.
///
/// `message` reads like Lua's own messages, `file:line: message`, so it points at the
/// script. `traceback` is the Lua stack at the point of the error ("stack traceback:" and
/// one line per frame); when an error crossed Swift→Lua→Swift→Lua it lists the inner
/// frames followed by the outer ones, and the message is reported once, unwrapped.
public struct LuaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable {
        /// The chunk did not compile.
        case syntax
        /// `error()`, a failed operation, or a Swift function that threw.
        case runtime
        /// The memory limit was reached (or the system is out of memory).
        case memory
        /// The time budget of the current run or callback was spent.
        case timeout
        /// Ctrl-C interrupted the run (see ``LuaInterrupt``).
        case interrupted
    }

    /// What went wrong.
    public var kind: Kind
    /// The error message, usually `file:line: message`.
    public var message: String
    /// The Lua traceback, empty when Lua gives none (syntax and memory errors).
    public var traceback: String

    /// Creates an error.
    public init(kind: Kind, message: String, traceback: String = "") {
        self.kind = kind
        self.message = message
        self.traceback = traceback
    }

    /// This error with `location` before its message when the message names no `file:line:` of
    /// its own, and `context` after it: a limit reached by host work that ran no Lua code
    /// (laying out the screen a script returned) names no line otherwise.
    public func located(at location: String, _ context: String) -> LuaError {
        guard !LuaTraceback.hasLocation(message) else { return self }
        return LuaError(kind: kind, message: "\(location): \(message) \(context)", traceback: traceback)
    }

    /// The message followed by the traceback.
    public var description: String {
        traceback.isEmpty ? message : message + "\n" + traceback
    }
}
