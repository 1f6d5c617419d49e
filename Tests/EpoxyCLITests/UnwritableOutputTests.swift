import Foundation
import XCTest

/// Output that cannot be written (a full disk: `/dev/full`) fails the run with a message on
/// standard error, exit 1: it once trapped (exit 132) or was lost with exit 0.
final class UnwritableOutputTests: XCTestCase {
    /// Runs `epoxy arguments…` with standard output or standard error going to `/dev/full`.
    private func run(_ arguments: [String], input: String = "", fullStream: Int32) throws -> EpoxyProcess.Output {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        let process = Process()
        process.executableURL = try EpoxyProcess.executable
        process.arguments = arguments
        let stdin = Pipe(), captured = Pipe()
        process.standardInput = stdin
        if fullStream == STDOUT_FILENO {
            process.standardOutput = full
            process.standardError = captured
        } else {
            process.standardOutput = captured
            process.standardError = full
        }
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let text = String(decoding: captured.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return fullStream == STDOUT_FILENO
            ? EpoxyProcess.Output(status: process.terminationStatus, standardOutput: "", standardError: text)
            : EpoxyProcess.Output(status: process.terminationStatus, standardOutput: text, standardError: "")
    }

    func testAFullStandardOutputFailsEveryKindOfOutput() throws {
        let scripts = try TemporaryScripts()
        let screen = try scripts.write("screen.lua", #"return VGroup{ Label.groupItem{ dataID = "a", content = "hi" } }"#)
        for arguments in [["run", screen], ["run", screen, "--format", "png"], ["types"], ["repl"]] {
            let output = try run(arguments, input: "1 + 1\n", fullStream: STDOUT_FILENO)
            XCTAssertEqual(output.status, 1, "\(arguments): \(output.standardError)")
            XCTAssertTrue(output.standardError.contains("epoxy: cannot write standard output: No space left on device"),
                          "\(arguments): \(output.standardError)")
        }
    }

    func testAFullStandardErrorKeepsTheRunsOwnStatus() throws {
        let scripts = try TemporaryScripts()
        let failing = try scripts.write("failing.lua", "error(nil)")
        let failed = try run(["run", failing], fullStream: STDERR_FILENO)
        XCTAssertEqual(failed.status, 1)
        let screen = try scripts.write("screen.lua", #"return VGroup{ Label.groupItem{ dataID = "a", content = "hi" } }"#)
        let passed = try run(["run", screen], fullStream: STDERR_FILENO)
        XCTAssertEqual(passed.status, 0)
        XCTAssertTrue(passed.standardOutput.contains("Label #a"), passed.standardOutput)
    }
}
