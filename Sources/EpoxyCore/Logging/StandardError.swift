#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes lines to the process's standard error with `write(2)`, so no shared C `FILE*` (a
/// global mutable variable) is touched.
enum StandardError {
    /// Writes `line` and a newline; a failed write is dropped, as there is nowhere to report it.
    @Sendable
    static func writeLine(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let result = write(STDERR_FILENO, base + written, buffer.count - written)
                if result <= 0 { return }
                written += result
            }
        }
    }
}
