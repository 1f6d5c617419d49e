import Foundation
import XCTest

/// Runs the built `epoxy` binary as a user would and captures what it prints.
struct EpoxyProcess {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `epoxy` executable built beside the test bundle.
    static var executable: URL {
        get throws {
            let candidates = [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                Bundle.main.bundleURL,
                Bundle.main.bundleURL.deletingLastPathComponent(),
            ].map { $0.appendingPathComponent("epoxy") }
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw XCTSkip("epoxy binary not found next to the tests (looked in \(candidates.map(\.path)))")
            }
            return found
        }
    }

    /// Runs `epoxy arguments…` in `directory`, feeding `input` to standard input; `environment`
    /// sets (or, with nil, removes) variables of the inherited environment.
    static func run(
        _ arguments: [String], input: String = "", in directory: URL? = nil, environment overrides: [String: String?] = [:]
    ) throws -> Output {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        for (name, value) in overrides { environment[name] = value }
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both pipes concurrently so a chatty process cannot block on a full pipe.
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.value, as: UTF8.self))
    }

    /// The repository root (for running the examples and specs as the README does).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }
}

/// Data handed from the reader thread to the test.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var done = false

    func set(_ newValue: Data) {
        lock.withLock { data = newValue; done = true }
    }

    var isSet: Bool { lock.withLock { done } }
    var value: Data { lock.withLock { data } }
}
