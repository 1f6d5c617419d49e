import Foundation
import Synchronization

/// `--jobs N`: runs spec files in up to N child `epoxy test` processes at once, each file in a
/// process of its own writing its results as JSON, and hands the results back in file order as
/// soon as each file and those before it have finished, with what the file wrote to standard
/// error (its `print`s, layout warnings), which a serial run shows as it goes.
struct ParallelSpecRun {
    /// What one file's child process gave back.
    struct FileOutcome: Sendable {
        let results: SpecFileResults
        /// What the child wrote to standard error (empty for none).
        let standardError: String
    }

    /// The `epoxy` binary the children run.
    let executable: String
    /// The arguments every child gets before `--output json -- FILE` (limits, device, filter…).
    let childArguments: [String]
    let jobs: Int

    /// Runs `files`, calling `deliver` on the calling thread with each file's outcome in order.
    func run(_ files: [String], deliver: (FileOutcome) -> Void) {
        let state = SharedState(fileCount: files.count)
        let finished = DispatchSemaphore(value: 0)
        let workers = max(1, min(jobs, files.count))
        for _ in 0..<workers {
            Thread.detachNewThread {
                while true {
                    let next: Int? = state.mutex.withLock { state in
                        guard state.nextFile < files.count else { return nil }
                        defer { state.nextFile += 1 }
                        return state.nextFile
                    }
                    guard let next else { return }
                    let results = runChild(file: files[next])
                    state.mutex.withLock { $0.results[next] = results }
                    finished.signal()
                }
            }
        }
        var delivered = 0
        while delivered < files.count {
            finished.wait()
            while delivered < files.count, let results = state.mutex.withLock({ $0.results[delivered] }) {
                deliver(results)
                delivered += 1
            }
        }
    }

    /// The next file to start and the results so far, shared by the workers and the caller.
    private final class SharedState: Sendable {
        struct Progress {
            var results: [FileOutcome?]
            var nextFile = 0
        }

        let mutex: Mutex<Progress>

        init(fileCount: Int) {
            mutex = Mutex(Progress(results: Array(repeating: nil, count: fileCount)))
        }
    }

    /// One file in a child process. A child that crashes, is killed or writes no report is a
    /// failure of that file, with its exit status and what it wrote to standard error.
    func runChild(file: String) -> FileOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = childArguments + ["--output", "json", "--", file]
        let output = Pipe()
        // Standard error goes to a file, so the one pipe left can be read to its end while the
        // child runs without either filling up and blocking it.
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("epoxy-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).stderr")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil),
              let errors = FileHandle(forWritingAtPath: errorFile.path) else {
            return failure(of: file, "cannot create a temporary file in \(FileManager.default.temporaryDirectory.path)")
        }
        defer {
            try? errors.close()
            try? FileManager.default.removeItem(at: errorFile)
        }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return failure(of: file, "cannot start \(executable): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderrText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        if let report = try? JSONReport.read(data), let results = report.files.first(where: { $0.file == file }) ?? report.files.first {
            return FileOutcome(results: results, standardError: stderrText)
        }
        let how = process.terminationReason == .uncaughtSignal
            ? "was killed by signal \(process.terminationStatus)" : "exited with status \(process.terminationStatus)"
        let tail = stderrText.split(separator: "\n").suffix(20).joined(separator: "\n")
        return failure(of: file, "the test process for \(file) \(how) without a report" + (tail.isEmpty ? "" : ":\n" + tail))
    }

    private func failure(of file: String, _ message: String) -> FileOutcome {
        FileOutcome(results: SpecFileResults(file: file, results: [.init(file: file, name: "(running \(file))", status: .failed, message: message)]),
                    standardError: "")
    }
}
