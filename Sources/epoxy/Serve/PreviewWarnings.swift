import EpoxyCore
import Foundation

/// Collects the warnings Epoxy logs while the preview runs one load or event (a scoped
/// ``EpoxyLogger``), so the page lists them with the event and shows a failing callback as an
/// error with its `file:line`, and the terminal still sees each one.
final class PreviewWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private let echo: @Sendable (String) -> Void

    init(echo: @escaping @Sendable (String) -> Void) {
        self.echo = echo
    }

    /// The logger that records here (and echoes each line).
    var logger: EpoxyLogger {
        EpoxyLogger.printing { [self] line in
            lock.withLock { lines.append(line) }
            echo(line)
        }
    }

    /// Runs `body` with warnings recorded here and returns them, in order, with its result.
    func collect<Value>(_ body: () throws -> Value) rethrows -> (value: Value, warnings: [String]) {
        lock.withLock { lines = [] }
        let value = try EpoxyLogger.$current.withValue(logger) { try body() }
        return (value, lock.withLock { lines })
    }

    private static let callbackFailure = try? NSRegularExpression(pattern: #"^warning: .+? failed: .*?[^\s:]+\.lua:[0-9]+: "#)

    /// Whether `line` says a script callback failed with its `file:line` (`warning: didSelect of
    /// 'row' failed: app.lua:9: …`, `willSet of state field 'query' failed: …`,
    /// `coordinator:barModel failed: …`): an error of the script, though Epoxy logs it and goes on.
    static func isCallbackFailure(_ line: String) -> Bool {
        callbackFailure?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }
}
