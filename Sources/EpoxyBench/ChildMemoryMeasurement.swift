import Foundation

/// Resident memory of one large screen, measured in a fresh child process: a process does not
/// give freed pages back, so a figure taken after other groups ran counts their memory too.
/// The bench binary runs itself again with `--measure-memory SCREEN`; the child builds only
/// that screen and prints its resident MiB on a line of its own, which the parent reads.
enum ChildMemoryMeasurement {
    /// The hidden argument that makes the binary a memory-measuring child.
    static let argument = "--measure-memory"
    /// What the child's answer line starts with.
    static let answerPrefix = "resident-mib "

    /// The screens a child can build, by name; each returns resident bytes after its first layout
    /// (the labels' screens: the bytes their layout added).
    static let screens: [String: @Sendable () throws -> Int] = [
        "collection": { CollectionBenchmark.residentBytesAfterLargeFirstLayout() },
        "collection-lua": { try CollectionLuaBenchmark.residentBytesAfterLargeFirstLayout(layout: CollectionLuaBenchmark.estimatedLayout) },
        "collection-lua-measured": { try CollectionLuaBenchmark.residentBytesAfterLargeFirstLayout(layout: CollectionLuaBenchmark.measuredLayout) },
        "horizontal-labels": { try HGroupLabelsBenchmark.residentBytesGrownByLayout(.horizontal) },
        "vertical-labels": { try HGroupLabelsBenchmark.residentBytesGrownByLayout(.vertical) },
    ]

    /// Runs the child side when `arguments` (without the program name) ask for it.
    /// - Returns: Whether the arguments were a child's; the caller then exits with the status.
    static func runChildIfRequested(_ arguments: [String]) -> Int32? {
        guard let position = arguments.firstIndex(of: argument) else { return nil }
        let name = arguments.indices.contains(position + 1) ? arguments[position + 1] : ""
        guard let screen = screens[name] else {
            print("unknown screen '\(name)' for \(argument); one of: \(screens.keys.sorted().joined(separator: ", "))")
            return 2
        }
        do {
            let bytes = try screen()
            print(answerPrefix + String(format: "%.1f", Double(bytes) / 1_048_576))
            return 0
        } catch {
            print("error: \(error)")
            return 1
        }
    }

    /// The resident MiB a fresh child reports for `screen`, or a description of what failed.
    static func residentMiB(of screen: String) -> Result<Double, ChildMemoryError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [argument, screen]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return .failure(ChildMemoryError(message: "could not start \(CommandLine.arguments[0]): \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let answer = text.split(separator: "\n").first { $0.hasPrefix(answerPrefix) }
        guard process.terminationStatus == 0, let answer, let mebibytes = Double(answer.dropFirst(answerPrefix.count)) else {
            return .failure(ChildMemoryError(message: "child for '\(screen)' exited \(process.terminationStatus): \(text.trimmingCharacters(in: .whitespacesAndNewlines))"))
        }
        return .success(mebibytes)
    }

    /// Reports the child's figure for `screen` as `name` and checks it against `budgetMiB`.
    static func report(_ report: inout BenchmarkReport, screen: String, name: String, budgetMiB: Double) {
        switch residentMiB(of: screen) {
        case .success(let mebibytes):
            report.figure(name, String(format: "%.1f MiB (fresh process)", mebibytes))
            report.ratio("\(name) / \(Int(budgetMiB)) MiB target", mebibytes / budgetMiB, atMost: 1)
        case .failure(let error):
            report.figure(name, error.message)
            report.ratio("\(name) / \(Int(budgetMiB)) MiB target (not measured)", .infinity, atMost: 1)
        }
    }

    /// Resident set size from `/proc/self/statm` (pages × page size); 0 where unavailable.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
