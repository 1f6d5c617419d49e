import ArgumentParser
import EpoxyLua

/// Prints a Lua error (`file:line: message` and the traceback) to standard error and ends the
/// command with exit status 1, as DESIGN §6 asks for a failed script.
func failScript(_ error: Error) -> ExitCode {
    if let error = error as? LuaError {
        Terminal.printFailure("error: " + error.description)
    } else {
        Terminal.printFailure("error: \(error)")
    }
    return ExitCode(1)
}
