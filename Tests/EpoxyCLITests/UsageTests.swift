import XCTest

/// Help and bad usage (exit 64, swift-argument-parser's convention).
final class UsageTests: XCTestCase {
    func testEveryCommandHasHelp() throws {
        for command in [[], ["run"], ["repl"], ["test"]] {
            let output = try EpoxyProcess.run(command + ["--help"])
            XCTAssertEqual(output.status, 0, "\(command)")
            XCTAssertTrue(output.standardOutput.contains("USAGE:"), output.standardOutput)
        }
        let run = try EpoxyProcess.run(["run", "--help"])
        for flag in ["--time-limit", "--memory-limit", "--allow-io", "--lua-path", "-e", "--each", "--watch", "--poll", "Examples:"] {
            XCTAssertTrue(run.standardOutput.contains(flag), "run --help lacks \(flag)")
        }
        let repl = try EpoxyProcess.run(["repl", "--help"])
        for text in ["--no-history", ":format text|ascii|json|svg|none", ":reload", "NO_COLOR", "Examples:"] {
            XCTAssertTrue(repl.standardOutput.contains(text), "repl --help lacks \(text)")
        }
    }

    func testBadUsageExits64() throws {
        XCTAssertEqual(try EpoxyProcess.run(["run"]).status, 64)
        XCTAssertEqual(try EpoxyProcess.run(["run", "/no/such/script.lua"]).status, 64)
        XCTAssertEqual(try EpoxyProcess.run(["frobnicate"]).status, 64)
        XCTAssertEqual(try EpoxyProcess.run(["run", "x.lua", "--memory-limit", "lots"]).status, 64)
        XCTAssertEqual(try EpoxyProcess.run(["run", "x.lua", "--time-limit", "-1"]).status, 64)
    }
}
