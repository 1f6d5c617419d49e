/// Receives Epoxy's assertions, assertion failures and warnings, so an owner (a Lua state, a
/// window, a test) decides where they go. Replace the handlers to intercept them.
///
/// There is no global logger to set: code logs through `EpoxyLogger.current`, and an owner scopes
/// its logger to the work it runs with `EpoxyLogger.$current.withValue(logger) { … }`.
public struct EpoxyLogger: Sendable {
    /// Handles an assertion: `condition` is evaluated by the handler, `message` only if needed.
    public typealias Assert = @Sendable (
        _ condition: @autoclosure () -> Bool,
        _ message: @autoclosure () -> String,
        _ fileID: String,
        _ line: Int
    ) -> Void

    /// Handles an assertion failure.
    public typealias AssertionFailure = @Sendable (
        _ message: @autoclosure () -> String,
        _ fileID: String,
        _ line: Int
    ) -> Void

    /// Handles a warning.
    public typealias Warn = @Sendable (
        _ message: @autoclosure () -> String,
        _ fileID: String,
        _ line: Int
    ) -> Void

    /// Creates a logger from its three handlers.
    ///
    /// File and line are `String`/`Int` rather than Epoxy's `StaticString`/`UInt` so callers can
    /// report locations in Lua scripts as well as in Swift sources.
    public init(assert: @escaping Assert, assertionFailure: @escaping AssertionFailure, warn: @escaping Warn) {
        handleAssert = assert
        handleAssertionFailure = assertionFailure
        handleWarn = warn
    }

    /// The logger of the current task (or thread, outside tasks); `.standard` unless an owner
    /// bound another with `EpoxyLogger.$current.withValue(_:operation:)`.
    @TaskLocal public static var current: EpoxyLogger = .standard

    /// Writes warnings and failed assertions to standard error and never traps: bad input from a
    /// script must not take the host down.
    public static let standard = EpoxyLogger.printing(to: StandardError.writeLine)

    /// A logger that drops everything.
    public static let silent = EpoxyLogger(
        assert: { _, _, _, _ in },
        assertionFailure: { _, _, _ in },
        warn: { _, _, _ in })

    /// A logger that formats every warning and failed assertion as one line (no trailing newline)
    /// and passes it to `write`; it never traps.
    ///
    /// Lines read `warning: <message>`, `assertion failed: …` and `assertion failure: …`, with
    /// ` (<fileID>:<line>)` after assertions and after warnings whose location is not Swift source
    /// (a script's): a user is told where their input is, never where the host's code is.
    public static func printing(to write: @escaping @Sendable (String) -> Void) -> EpoxyLogger {
        EpoxyLogger(
            assert: { condition, message, fileID, line in
                if !condition() { write("assertion failed: \(message()) (\(fileID):\(line))") }
            },
            assertionFailure: { message, fileID, line in
                write("assertion failure: \(message()) (\(fileID):\(line))")
            },
            warn: { message, fileID, line in
                let location = fileID.hasSuffix(".swift") ? "" : " (\(fileID):\(line))"
                write("warning: \(message())\(location)")
            })
    }

    /// Reports `message` when `condition` is false.
    public func assert(
        _ condition: @autoclosure () -> Bool,
        _ message: @autoclosure () -> String = String(),
        fileID: String = #fileID,
        line: Int = #line
    ) {
        handleAssert(condition(), message(), fileID, line)
    }

    /// Reports that a state the code assumed impossible was reached.
    public func assertionFailure(
        _ message: @autoclosure () -> String = String(),
        fileID: String = #fileID,
        line: Int = #line
    ) {
        handleAssertionFailure(message(), fileID, line)
    }

    /// Reports a warning, e.g. duplicate data IDs.
    public func warn(
        _ message: @autoclosure () -> String = String(),
        fileID: String = #fileID,
        line: Int = #line
    ) {
        handleWarn(message(), fileID, line)
    }

    private let handleAssert: Assert
    private let handleAssertionFailure: AssertionFailure
    private let handleWarn: Warn
}
