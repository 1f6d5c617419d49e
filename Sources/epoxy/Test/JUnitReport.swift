import EpoxyLua
import EpoxySnapshot
import Foundation

/// JUnit XML as CI servers read it (Jenkins, GitLab, GitHub's test reporters): one
/// `<testsuite>` per spec file, one `<testcase>` per `it`, a `<failure>` with the message and the
/// spec's `file:line`, `<skipped/>` for pending tests.
enum JUnitReport {
    static func write(_ files: [SpecFileResults]) -> String {
        let total = files.summary
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"epoxy test\" tests=\"\(total.passed + total.failed + total.pending)\""
            + " failures=\"\(total.failed)\" errors=\"0\" skipped=\"\(total.pending)\""
            + " time=\"\(seconds(files.reduce(0) { $0 + $1.seconds }))\">\n"
        for file in files {
            let summary = file.summary
            xml += "  <testsuite name=\"\(escaped(file.file))\" tests=\"\(file.results.count)\""
                + " failures=\"\(summary.failed)\" errors=\"0\" skipped=\"\(summary.pending)\""
                + " time=\"\(seconds(file.seconds))\">\n"
            for result in file.results {
                var attributes = "classname=\"\(escaped(className(of: file.file)))\" name=\"\(escaped(result.name))\""
                    + " file=\"\(escaped(file.file))\""
                let line = result.message.flatMap { SpecFailureLocation.line(in: $0, file: file.file) }
                if let line { attributes += " line=\"\(line)\"" }
                attributes += " time=\"\(seconds(result.seconds))\""
                switch result.status {
                case .passed:
                    xml += "    <testcase \(attributes)/>\n"
                case .pending:
                    xml += "    <testcase \(attributes)>\n      <skipped/>\n    </testcase>\n"
                case .failed:
                    let message = result.message ?? "failed"
                    let firstLine = message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
                    let location = line.map { "\(file.file):\($0)\n" } ?? ""
                    xml += "    <testcase \(attributes)>\n"
                        + "      <failure message=\"\(escaped(firstLine))\" type=\"failure\">"
                        + escaped(location + message) + "</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// `specs/diff_spec.lua` → `specs.diff_spec`, the dotted class name JUnit readers group by.
    static func className(of file: String) -> String {
        var name = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
        if name.hasSuffix(".lua") { name = String(name.dropLast(4)) }
        return name.replacingOccurrences(of: "/", with: ".")
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    private static func escaped(_ text: String) -> String {
        XMLEscaping.escaped(text)
    }
}
