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
        if let failure = writeAll(data, to: STDOUT_FILENO) { exitForUnwritableOutput(failure) }
    }

    /// Writes `text` and a newline to standard error. A standard error that cannot be written
    /// is ignored: there is nowhere left to say so, and the exit status still tells.
    static func printError(_ text: String) {
        flushStandardOutput()
        _ = writeAll(Data((text + "\n").utf8), to: STDERR_FILENO)
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
        if fflush(nil) != 0 { exitForUnwritableOutput(errno) }
    }

    /// Writes every byte of `data` to `descriptor`; the `errno` of a failed write, or nil.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { bytes -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Says on standard error that standard output could not be written, and exits 1.
    private static func exitForUnwritableOutput(_ code: Int32) -> Never {
        _ = writeAll(Data("epoxy: cannot write standard output: \(String(cString: strerror(code)))\n".utf8), to: STDERR_FILENO)
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
