import EpoxyLua

/// The Test Anything Protocol, version 13, as `prove` and TAP consumers read it: one `ok` or
/// `not ok` line per test, a YAML block with the failure's message and location, `# SKIP` for
/// pending tests, and the plan.
enum TAPReport {
    static func write(_ files: [SpecFileResults]) -> String {
        var lines = ["TAP version 13"]
        var number = 0
        for file in files {
            for result in file.results {
                number += 1
                // Backslashes first: `\#` in a name became `\\#`, an escaped backslash before a real
                // `# TODO` directive, which consumers count as a passing to-do.
                let description = "\(file.file): \(result.name)".replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "#", with: "\\#").replacingOccurrences(of: "\n", with: " ")
                switch result.status {
                case .passed:
                    lines.append("ok \(number) - \(description)")
                case .pending:
                    lines.append("ok \(number) - \(description) # SKIP pending")
                case .failed:
                    lines.append("not ok \(number) - \(description)")
                    lines.append("  ---")
                    lines.append("  message: |")
                    for line in (result.message ?? "failed").split(separator: "\n", omittingEmptySubsequences: false) {
                        lines.append("    " + line)
                    }
                    if let line = result.message.flatMap({ SpecFailureLocation.line(in: $0, file: file.file) }) {
                        lines.append("  at: \(yamlQuoted("\(file.file):\(line)"))")
                    }
                    lines.append("  ...")
                }
            }
        }
        lines.append("1..\(number)")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func yamlQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
