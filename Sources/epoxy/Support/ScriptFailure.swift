import ArgumentParser
import EpoxyLua
import LuaRuntime

/// Prints a Lua error (`file:line: message` and the traceback) to standard error and ends the
/// command with exit status 1, as every failed script does. The message is red when
/// `style` has colours (by default: standard error is a terminal and NO_COLOR is unset).
func failScript(_ error: Error, style: TerminalStyle = Terminal.errorStyle) -> ExitCode {
    let message = (error as? LuaError)?.description ?? "\(error)"
    Terminal.printError(style.paint("error: " + message, .red))
    return ExitCode(1)
}
