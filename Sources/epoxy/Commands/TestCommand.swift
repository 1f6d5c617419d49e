import ArgumentParser
import EpoxyLua
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
            exit status is 1 when a test failed.
            """
    )

    @Argument(help: ArgumentHelp("Spec files or folders (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Run only tests whose full name contains this text.", valueName: "text"))
    var filter: String?

    @Flag(help: "Accept the current output of every assert.snapshot: overwrite __snapshots__/NAME.txt and delete NAME.txt.new.")
    var updateSnapshots = false

    @OptionGroup(title: "Display")
    var display: DisplayOptions

    @OptionGroup(title: "Limits and sandbox")
    var runtime: RuntimeOptions

    func run() throws {
        let files: [String]
        do {
            files = try SpecRunner.specFiles(in: paths.isEmpty ? ["."] : paths)
        } catch {
            throw ValidationError("\(error)")
        }
        guard !files.isEmpty else {
            Terminal.printError("error: no *_spec.lua files in \(paths.isEmpty ? "." : paths.joined(separator: ", "))")
            throw ExitCode(1)
        }
        let display = self.display
        let runner = SpecRunner(
            configuration: runtime.configuration(scriptFolder: nil), filter: filter,
            snapshotMode: .resolve(updating: updateSnapshots, environment: ProcessInfo.processInfo.environment),
            prepareStage: { display.apply(to: $0) })
        var total = SpecSummary()
        for file in files {
            Terminal.print(file)
            let summary = runner.run(file: file) { result in
                switch result.status {
                case .passed:
                    Terminal.print("  ✓ \(result.name)")
                case .pending:
                    Terminal.print("  - \(result.name) (pending)")
                case .failed:
                    Terminal.print("  ✗ \(result.name)")
                    let message = (result.message ?? "failed").split(separator: "\n", omittingEmptySubsequences: false)
                    for line in message { Terminal.print("      \(line)") }
                }
            }
            total.passed += summary.passed
            total.failed += summary.failed
            total.pending += summary.pending
        }
        Terminal.print(total.line)
        if total.failed > 0 { throw ExitCode(1) }
    }
}
