import EpoxyLua

/// The results of one spec file, in the order its tests ran: what every report format is
/// written from.
struct SpecFileResults: Codable, Equatable, Sendable {
    /// The spec file's path as it was found.
    var file: String
    /// One result per test that ran (or one failure for a file that did not load).
    var results: [SpecResult]

    /// The counts of this file's results.
    var summary: SpecSummary {
        var summary = SpecSummary()
        for result in results { summary.record(result.status) }
        return summary
    }

    /// How long the file's tests ran, in seconds.
    var seconds: Double { results.reduce(0) { $0 + $1.seconds } }
}

extension Array where Element == SpecFileResults {
    /// The counts of every file's results.
    var summary: SpecSummary {
        var summary = SpecSummary()
        for file in self { for result in file.results { summary.record(result.status) } }
        return summary
    }
}
