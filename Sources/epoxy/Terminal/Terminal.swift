import EpoxySnapshot
import Foundation

/// Where the CLI writes, and whether its ends are terminals.
enum Terminal {
    /// Writes `text` and a newline to standard output.
    static func print(_ text: String) {
        write(Data((text + "\n").utf8))
    }

    /// Writes `text` as it is (no newline added) to standard output.
    static func write(_ text: String) {
        write(Data(text.utf8))
    }

    /// Writes bytes as they are to standard output (a PNG picture, or UTF-8 text), unbuffered,
    /// after whatever Lua's C library buffered, so that a failed write is seen here.
    static func write(_ data: Data) {
        flushStandardOutput()
        do {
            try OutputFile.write(data, toDescriptor: STDOUT_FILENO, named: "standard output")
        } catch {
            exitForUnwritableOutput(error)
        }
    }

    /// Writes `text` and a newline to standard error. A standard error that cannot be written
    /// is ignored: there is nowhere left to say so, and the exit status still tells.
    static func printError(_ text: String) {
        writeError(text + "\n")
    }

    /// Writes `text` as it is (no newline added) to standard error, as ``printError(_:)`` does.
    static func writeError(_ text: String) {
        guard !text.isEmpty else { return }
        flushStandardOutput()
        try? OutputFile.write(Data(text.utf8), toDescriptor: STDERR_FILENO, named: "standard error")
    }

    /// Writes `text` without a newline (a prompt) and flushes it.
    static func prompt(_ text: String) {
        write(Data(text.utf8))
    }

    /// Flushes what C's standard I/O buffered (Lua's own `io.write`), ending the process when
    /// it cannot be written: what a run prints is its result, so losing it (a full disk,
    /// `> /dev/full`) must not exit 0. All streams: the CLI keeps no other `FILE` open (files
    /// are written whole), and Swift 6 does not let it name the global `stdout`.
    private static func flushStandardOutput() {
        if fflush(nil) != 0 {
            exitForUnwritableOutput(OutputFile.WriteError(path: "standard output", reason: String(cString: strerror(errno))))
        }
    }

    /// Says on standard error that standard output could not be written, and exits 1.
    private static func exitForUnwritableOutput(_ error: Error) -> Never {
        try? OutputFile.write(Data("epoxy: \(error)\n".utf8), toDescriptor: STDERR_FILENO, named: "standard error")
        exit(1)
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
