import ArgumentParser
import EpoxyLua
import EpoxySnapshot
import Foundation

/// `epoxy test [PATH…]`: runs `*_spec.lua` files and ends with `N passed, N failed`.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run *_spec.lua files (describe/it/assert, as in busted).",
        discussion: """
            Folders are searched recursively for files ending in _spec.lua; files named directly run \
            whatever their name. Each file runs in a fresh sandboxed state, each test with its own time \
            budget. assert.snapshot(root, NAME) compares the shown root's text tree with \
            __snapshots__/NAME.txt beside the spec: a missing file is written (it fails instead when the \
            CI environment variable is set), a mismatch fails with a diff and writes NAME.txt.new; \
            --update-snapshots accepts the new output. The last line reads `N passed, N failed` (and `, N skipped` for pending tests); the \
            exit status is 1 when a test failed, or when --filter matched no test. A spec's print goes to \
            standard error, so it never mixes into a report.

            For CI: --output junit:report.xml writes JUnit XML (one testcase per it, failures with their \
            message and file:line) beside the progress; --output tap or --output json prints that report \
            instead (the closing line then goes to standard error). --shard K/N runs the K-th of N \
            disjoint parts of the sorted spec files, so N machines together run every file once; \
            --jobs N runs N files at once in separate processes, reporting in file order.

            Examples:
              epoxy test specs examples
              epoxy test specs --output junit:build/specs.xml
              epoxy test specs --output tap | tap-parser
              epoxy test specs --shard 2/4 --jobs 2
            """
    )

    @Argument(help: ArgumentHelp("Spec files or folders (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Run only tests whose full name contains this text (none matching fails the run).", valueName: "text"))
    var filter: String?

    @Flag(help: "Accept the current output of every assert.snapshot: overwrite __snapshots__/NAME.txt and delete NAME.txt.new.")
    var updateSnapshots = false

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(
        "A report: text (the default progress), junit (JUnit XML), tap (TAP 13) or json, on standard output, or written to FILE with FORMAT:FILE (repeatable). Example: --output junit:report.xml",
        valueName: "format[:file]"))
    var output: [SpecReportOutput] = []

    @Option(help: ArgumentHelp(
        "Run only the K-th of N parts of the spec files (1 ≤ K ≤ N), for a CI matrix: the N parts together run every file once. Example: --shard 2/4",
        valueName: "K/N"))
    var shard: SpecShard?

    @Option(help: ArgumentHelp("Run up to N spec files at once, each in a process of its own (default 1: in this process).", valueName: "n"))
    var jobs: Int = 1

    /// Set by `--jobs` on its children: their report is the parent's to sum up, so they write no
    /// closing line and no filter verdict (the parent shows what they write to standard error).
    @Flag(help: .hidden)
    var jobChild = false

    @OptionGroup(title: "Display")
    var display: DisplayOptions

    @OptionGroup(title: "Limits and sandbox")
    var runtime: RuntimeOptions

    func validate() throws {
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be in 1…256, got \(jobs)") }
        if filter?.isEmpty == true { throw ValidationError("--filter needs the text a test's name must contain") }
        let files = output.compactMap(\.file)
        if let repeated = files.first(where: { file in files.filter { OutputFile.isSameFile($0, as: file) }.count > 1 }) {
            throw ValidationError("--output \(repeated) is given twice")
        }
        let onStandardOutput = output.filter { $0.file == nil }
        if onStandardOutput.count > 1 {
            throw ValidationError("only one --output can go to standard output (give the others a file: --output junit:report.xml)")
        }
        // Here, not in run(), so that the usage printed with the error is this command's.
        if let missing = paths.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw ValidationError("\(SpecRunnerError.missingPath(missing))")
        }
    }

    func run() throws {
        var files: [String]
        do {
            files = try SpecRunner.specFiles(in: paths.isEmpty ? ["."] : paths)
        } catch {
            throw ValidationError("\(error)")
        }
        guard !files.isEmpty else {
            Terminal.printError("error: no *_spec.lua files in \(paths.isEmpty ? "." : paths.joined(separator: ", "))")
            throw ExitCode(1)
        }
        // A report written over a spec file replaced the spec (and the next run failed on it).
        for report in output.compactMap(\.file) where files.contains(where: { OutputFile.isSameFile(report, as: $0) }) {
            throw ValidationError("--output \(report) is a spec file: give another file")
        }
        if let shard {
            let all = files.count
            files = shard.files(of: files)
            Terminal.printError("shard \(shard.index)/\(shard.count): \(files.count) of \(all) spec files")
        }
        let standardOutput = output.first { $0.file == nil }?.format ?? .text
        var all: [SpecFileResults] = []
        let printsProgress = standardOutput == .text
        if jobs > 1 {
            let parallel = ParallelSpecRun(executable: Self.executablePath, childArguments: childArguments, jobs: jobs)
            parallel.run(files) { outcome in
                Terminal.writeError(outcome.standardError)
                if printsProgress { Terminal.write(TextReport.write(outcome.results)) }
                all.append(outcome.results)
            }
        } else {
            let runner = makeRunner()
            for file in files {
                if printsProgress { Terminal.print(TextReport.fileLine(file)) }
                var results: [SpecResult] = []
                _ = runner.run(file: file) { result in
                    if printsProgress { TextReport.lines(of: result).forEach(Terminal.print) }
                    results.append(result)
                }
                all.append(SpecFileResults(file: file, results: results))
            }
        }
        for report in output where report.format != .text || report.file != nil {
            let text = report.report(all)
            if let file = report.file {
                do {
                    try OutputFile.write(text, to: file)
                } catch {
                    Terminal.printError("error: \(error)")
                    throw ExitCode(1)
                }
            } else {
                Terminal.write(text)
            }
        }
        let summary = all.summary
        // The closing line stays where a person or CI reads it: after the progress, or on
        // standard error when standard output carries a machine-readable report. A `--jobs`
        // child leaves it, and the filter's verdict, to its parent (its exit status stays its own).
        if !jobChild {
            if printsProgress { Terminal.print(summary.line) } else { Terminal.printError(summary.line) }
        }
        if summary.failed > 0 { throw ExitCode(1) }
        // A filter that matches nothing ran nothing: in CI that would pass unnoticed.
        if !jobChild, let filter, summary.passed + summary.pending == 0 {
            Terminal.printError("error: no test's name contains '\(filter)' (--filter)")
            throw ExitCode(1)
        }
    }

    private func makeRunner() -> SpecRunner {
        let display = self.display
        return SpecRunner(
            configuration: runtime.configuration(scriptFolder: nil), filter: filter,
            snapshotMode: .resolve(updating: updateSnapshots, environment: ProcessInfo.processInfo.environment),
            prepareStage: { display.apply(to: $0) }, printOutput: { Terminal.printError($0) })
    }

    /// The flags a child of `--jobs` runs with: everything that changes how a file runs.
    private var childArguments: [String] {
        // Values joined to their flags (--filter=-x): a value starting with "-" given apart
        // would be read as a flag of its own.
        var arguments = ["test", "--job-child"]
        if let filter { arguments.append("--filter=\(filter)") }
        if updateSnapshots { arguments.append("--update-snapshots") }
        arguments.append("--device=\(display.device)")
        if let size = display.size { arguments.append("--size=\(size)") }
        if let safeArea = display.safeArea { arguments.append("--safe-area=\(safeArea)") }
        if let typeSize = display.typeSize { arguments.append("--type-size=\(typeSize)") }
        arguments += runtime.arguments
        return arguments
    }

    /// This process's own binary, so children are the same build.
    private static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
