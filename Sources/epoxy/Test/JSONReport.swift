import EpoxyLua
import Foundation

/// The results as one JSON document: `{ "files": [{ "file", "results": [{ "file", "name",
/// "status", "message", "seconds" }] }], "passed", "failed", "skipped", "seconds" }`. `--jobs`
/// reads its child processes' results in this form.
struct JSONReport: Codable, Equatable {
    var files: [SpecFileResults]
    var passed: Int
    var failed: Int
    var skipped: Int
    var seconds: Double

    init(_ files: [SpecFileResults]) {
        let summary = files.summary
        self.files = files
        passed = summary.passed
        failed = summary.failed
        skipped = summary.pending
        seconds = files.reduce(0) { $0 + $1.seconds }
    }

    static func write(_ files: [SpecFileResults]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(JSONReport(files))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func read(_ data: Data) throws -> JSONReport {
        try JSONDecoder().decode(JSONReport.self, from: data)
    }
}
