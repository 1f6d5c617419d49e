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

    /// A --lua-path that is not a folder (misspelt, or a file given for its folder) was searched
    /// in vain without a word.
    func testALuaPathThatIsNotAFolderIsBadUsage() throws {
        let scripts = try TemporaryScripts()
        let script = try scripts.write("screen.lua", "return 1")
        for (command, path) in [("run", "/no/such/folder"), ("test", script), ("repl", "/no/such/folder")] {
            let output = try EpoxyProcess.run([command, command == "test" ? scripts.folder.path : script, "--lua-path", path])
            XCTAssertEqual(output.status, 64, "\(command): \(output.standardError)")
            XCTAssertTrue(output.standardError.contains("--lua-path \(path) is not a folder"), output.standardError)
        }
    }

    func testAnUnknownCommandOrHelpTopicIsBadUsageNamingTheClosest() throws {
        for (arguments, unknown, suggestion) in [(["rnu", "x.lua"], "rnu", "; did you mean 'run'?"), (["help", "tset"], "tset", "; did you mean 'test'?"),
                                                 (["help", "bogus"], "bogus", "")] {
            let output = try EpoxyProcess.run(arguments)
            XCTAssertEqual(output.status, 64, "\(arguments)")
            XCTAssertEqual(output.standardOutput, "", "\(arguments)")
            XCTAssertTrue(output.standardError.hasPrefix(
                "Error: unknown command '\(unknown)'\(suggestion) (commands: run, repl, test, types, serve)\n"), output.standardError)
        }
        let extra = try EpoxyProcess.run(["help", "run", "bogus"])
        XCTAssertEqual(extra.status, 64)
        XCTAssertTrue(extra.standardError.hasPrefix("Error: help takes one command, got 'run bogus'"), extra.standardError)
        let help = try EpoxyProcess.run(["help", "run"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: epoxy run"), help.standardOutput)
    }
}
