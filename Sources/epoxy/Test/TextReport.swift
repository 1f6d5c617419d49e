import EpoxyLua

/// The readable report: each spec file's path, then `✓`, `✗` (with the message indented) or
/// `-` (pending) for each of its tests.
enum TextReport {
    /// The line that heads a spec file's results.
    static func fileLine(_ file: String) -> String { file }

    /// The lines of one result.
    static func lines(of result: SpecResult) -> [String] {
        switch result.status {
        case .passed:
            return ["  ✓ \(result.name)"]
        case .pending:
            return ["  - \(result.name) (pending)"]
        case .failed:
            let message = (result.message ?? "failed").split(separator: "\n", omittingEmptySubsequences: false)
            return ["  ✗ \(result.name)"] + message.map { "      \($0)" }
        }
    }

    /// A whole file's results, each line ending with a line break.
    static func write(_ file: SpecFileResults) -> String {
        ([fileLine(file.file)] + file.results.flatMap(lines)).map { $0 + "\n" }.joined()
    }
}
