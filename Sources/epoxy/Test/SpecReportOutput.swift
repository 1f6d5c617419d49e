import ArgumentParser

/// One `--output FORMAT[:FILE]` of `epoxy test`: a report format and where it goes (standard
/// output when no file is given).
struct SpecReportOutput: ExpressibleByArgument, Equatable {
    /// The report formats: the readable progress (`text`), JUnit XML, TAP version 13, JSON.
    enum Format: String, CaseIterable {
        case text, junit, tap, json
    }

    var format: Format
    /// The file the report is written to; nil for standard output.
    var file: String?

    init(format: Format, file: String? = nil) {
        self.format = format
        self.file = file
    }

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let format = Format(rawValue: parts[0].lowercased()) else { return nil }
        if parts.count == 2 {
            guard !parts[1].isEmpty else { return nil }
            // `json:-` is standard output, as `--output -` is for `epoxy run`: one way to say it.
            self.init(format: format, file: parts[1] == "-" ? nil : parts[1])
        } else {
            self.init(format: format)
        }
    }

    static var allValueStrings: [String] { Format.allCases.map(\.rawValue) }

    /// The report of `files` in this format (not for `text`, which is printed as tests run).
    func report(_ files: [SpecFileResults]) -> String {
        switch format {
        case .text: files.map(TextReport.write).joined()
        case .junit: JUnitReport.write(files)
        case .tap: TAPReport.write(files)
        case .json: JSONReport.write(files)
        }
    }
}
