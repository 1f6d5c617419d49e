import Foundation
import XCTest

/// Runs `epoxy` in the background (for `--watch`, which never ends by itself) and collects what it
/// prints while the test changes files and waits for output.
final class BackgroundProcess {
    private let process = Process()
    private let output = StreamBuffer()
    private let errors = StreamBuffer()

    /// - Parameter descriptorLimit: the soft and hard limits on open files the process starts
    ///   with (through the shell's `ulimit`), nil for this process's.
    init(_ arguments: [String], in directory: URL? = nil, descriptorLimit: Int? = nil) throws {
        if let descriptorLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(descriptorLimit) && ulimit -Hn \(descriptorLimit) && exec \"$0\" \"$@\"",
                                 try EpoxyProcess.executable.path] + arguments
        } else {
            process.executableURL = try EpoxyProcess.executable
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let output = self.output, errors = self.errors
        stdout.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        stderr.fileHandleForReading.readabilityHandler = { errors.append($0.availableData) }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Standard output so far.
    var standardOutput: String { output.text }
    /// Standard error so far.
    var standardError: String { errors.text }

    /// Waits until standard output (or error, with `inErrors`) contains `text` `count` times.
    func waitFor(_ text: String, count: Int = 1, inErrors: Bool = false, timeout: TimeInterval = 4) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let seen = inErrors ? standardError : standardOutput
            if seen.components(separatedBy: text).count - 1 >= count { return }
            usleep(20_000)
        }
        XCTFail("never saw \(text.debugDescription) ×\(count); stdout:\n\(standardOutput)\nstderr:\n\(standardError)")
        throw XCTSkip("timed out")
    }

    /// Waits until the process ends by itself and returns its exit status; nil when it was still
    /// running after `timeout` (it is then stopped).
    func waitForExit(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    /// Sends SIGTERM (what a service manager sends) and returns the exit status.
    func terminate(timeout: TimeInterval = 4) -> Int32? {
        process.terminate()
        return waitForExit(timeout: timeout)
    }

    /// Sends SIGINT (Ctrl-C) and returns the exit status.
    func interrupt(timeout: TimeInterval = 4) -> Int32 {
        process.interrupt()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            return -1
        }
        return process.terminationStatus
    }
}

/// Bytes a pipe's reader appends while the test reads them as text.
private final class StreamBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) {
        lock.withLock { data.append(chunk) }
    }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
