import Foundation
import XCTest

/// The fuzz test's child runner and classifier see a crash as a signal, a hang as a kill at the
/// deadline and memory past the cap, with the statement that was running.
final class FuzzChildProcessTests: XCTestCase {
    func testASignalIsACrash() throws {
        let child = FuzzChildProcess(executable: "/bin/sh", deadline: 10, memoryCeiling: 1 << 30)
        let result = try child.run(["-c", "echo '#fuzz 2'; kill -SEGV $$"])
        XCTAssertEqual(result.ending, .signaled(SIGSEGV))
        let finding = FuzzFinding.classify(result, case: Self.twoStatements, memoryCap: 1 << 30)
        XCTAssertEqual(finding?.kind, .crash)
        XCTAssertEqual(finding?.signature, "crash SIGSEGV at second")
    }

    func testARunPastTheDeadlineIsKilledAsAHang() throws {
        let child = FuzzChildProcess(executable: "/bin/sh", deadline: 0.3, memoryCeiling: 1 << 30)
        let busy = try child.run(["-c", "echo '#fuzz 1'; while :; do :; done"])
        XCTAssertEqual(busy.ending, .killedAtDeadline)
        XCTAssertLessThan(busy.seconds, 5)
        XCTAssertEqual(FuzzFinding.classify(busy, case: Self.twoStatements, memoryCap: 1 << 30)?.signature, "hang at first")

        let waiting = try child.run(["-c", "echo '#fuzz 2'; sleep 20"])
        XCTAssertEqual(waiting.ending, .killedAtDeadline)
        XCTAssertGreaterThanOrEqual(waiting.seconds, 1.2, "a waiting child gets four times the deadline")
        XCTAssertLessThan(waiting.seconds, 5)
    }

    /// `epoxy run` with a large Lua table: its peak resident memory is measured, and a child
    /// past the ceiling is killed.
    func testResidentMemoryIsMeasuredAndCapped() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("big.lua", "local t = {} for i = 1, 4e6 do t[i] = i * 0.5 end print('#fuzz end')")
        let executable = try EpoxyProcess.executable.path
        let measured = try FuzzChildProcess(executable: executable, deadline: 60, memoryCeiling: 1 << 32)
            .run(["run", path, "--memory-limit", "1G", "--time-limit", "30s"])
        XCTAssertEqual(measured.ending, .exited(0), measured.standardError)
        XCTAssertGreaterThan(measured.maxResidentBytes, 64 << 20)
        XCTAssertEqual(FuzzFinding.classify(measured, case: Self.twoStatements, memoryCap: 32 << 20)?.signature, "memory at after-script")
        XCTAssertNil(FuzzFinding.classify(measured, case: Self.twoStatements, memoryCap: 1 << 32))

        let killed = try FuzzChildProcess(executable: executable, deadline: 60, memoryCeiling: 48 << 20)
            .run(["run", path, "--memory-limit", "1G", "--time-limit", "30s"])
        XCTAssertEqual(killed.ending, .killedOverMemory)
    }

    func testAScriptErrorIsFine() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("error.lua", "error('plain failure')")
        let result = try FuzzChildProcess(executable: try EpoxyProcess.executable.path, deadline: 30, memoryCeiling: 1 << 31).run(["run", path])
        XCTAssertEqual(result.ending, .exited(1))
        XCTAssertNil(FuzzFinding.classify(result, case: Self.twoStatements, memoryCap: 1 << 31))
    }

    func testKnownFindingsMatchByMessageTagAndHazard() {
        var finding = FuzzFinding(kind: .hang, detail: "", message: "", tag: "Label", lua: nil, seed: 1)
        XCTAssertFalse(KnownFinding(name: "loop", fixedBy: "b", kinds: [.hang], hazard: "attack.gcLoop").matches(finding))
        finding.hazards = ["attack.gcLoop"]
        XCTAssertTrue(KnownFinding(name: "loop", fixedBy: "b", kinds: [.hang], hazard: "attack.gcLoop").matches(finding))
        XCTAssertFalse(KnownFinding(name: "loop", fixedBy: "b", kinds: [.crash], hazard: "attack.gcLoop").matches(finding))
        XCTAssertFalse(KnownFinding(name: "big", fixedBy: "b", kinds: [.hang], hugeInputOnly: true).matches(finding))
        finding.kind = .crash
        finding.message = "Fatal error: Double value cannot be converted to Int"
        XCTAssertTrue(KnownFinding(name: "d", fixedBy: "b", kinds: [.crash], message: "cannot be converted").matches(finding))
        XCTAssertFalse(KnownFinding(name: "d", fixedBy: "b", kinds: [.crash], message: "unowned").matches(finding))
    }

    private static let twoStatements = FuzzCase(
        seed: 1, statements: [.init(tag: "first", lua: "x = 1"), .init(tag: "second", lua: "y = 2")],
        flags: [], returned: nil, lastUnprotected: false)
}
