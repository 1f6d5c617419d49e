import EpoxyCore
import Synchronization

/// Collects the warnings Epoxy logs while the preview runs one load or event (a scoped
/// ``EpoxyLogger``), so the page lists them with the event, and the terminal still sees each one.
final class PreviewWarnings: Sendable {
    private let lines = Mutex<[String]>([])
    private let echo: @Sendable (String) -> Void

    init(echo: @escaping @Sendable (String) -> Void) {
        self.echo = echo
    }

    /// The logger that records here (and echoes each line).
    var logger: EpoxyLogger {
        EpoxyLogger.printing { [self] line in
            lines.withLock { $0.append(line) }
            echo(line)
        }
    }

    /// Runs `body` with warnings recorded here and returns them, in order, with its result.
    func collect<Value>(_ body: () throws -> Value) rethrows -> (value: Value, warnings: [String]) {
        lines.withLock { $0 = [] }
        let value = try EpoxyLogger.$current.withValue(logger) { try body() }
        return (value, lines.withLock { $0 })
    }
}
