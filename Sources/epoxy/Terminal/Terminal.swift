import Foundation

/// Where the CLI writes, and whether its ends are terminals.
enum Terminal {
    /// Writes `text` and a newline to standard output.
    static func print(_ text: String) {
        Swift.print(text)
        fflush(nil)
    }

    /// Writes `text` and a newline to standard error.
    static func printError(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes `text` without a newline (a prompt) and flushes it.
    static func prompt(_ text: String) {
        Swift.print(text, terminator: "")
        fflush(nil)
    }

    static var isInputInteractive: Bool { isatty(STDIN_FILENO) != 0 }

    /// Colours only on a terminal, never when `NO_COLOR` is set.
    static var usesColor: Bool {
        isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
