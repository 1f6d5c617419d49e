import Foundation

/// Where the CLI writes, and whether its ends are terminals.
enum Terminal {
    /// Writes `text` and a newline to standard output.
    static func print(_ text: String) {
        Swift.print(text)
        fflush(nil)
    }

    /// Writes `text` as it is (no newline added) to standard output.
    static func write(_ text: String) {
        Swift.print(text, terminator: "")
        fflush(nil)
    }

    /// Writes bytes as they are to standard output (a PNG picture, or UTF-8 text).
    static func write(_ data: Data) {
        fflush(nil)
        FileHandle.standardOutput.write(data)
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

    static var isOutputInteractive: Bool { isatty(STDOUT_FILENO) != 0 }

    /// The width of the terminal standard output goes to, or `COLUMNS` when it is not one;
    /// nil when neither says.
    static var columns: Int? {
        var size = winsize()
        if isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The height of the terminal standard output goes to; nil when it is not one.
    static var rows: Int? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Colours only on a terminal, never when `NO_COLOR` is set (to any value, even empty).
    static func usesColor(on descriptor: Int32) -> Bool {
        isatty(descriptor) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// The style of what goes to standard output.
    static var outputStyle: TerminalStyle { TerminalStyle(enabled: usesColor(on: STDOUT_FILENO)) }

    /// The style of what goes to standard error.
    static var errorStyle: TerminalStyle { TerminalStyle(enabled: usesColor(on: STDERR_FILENO)) }
}
