import XCTest

/// `epoxy repl` read from a pipe: plain lines, values printed like `lua -i`, errors survived.
final class ReplCommandTests: XCTestCase {
    func testPrintsExpressionsAndKeepsState() throws {
        let output = try EpoxyProcess.run(["repl"], input: "x = 40\nx + 2\n'text'\n{ b = 1, a = 2 }\n")
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "42\n\"text\"\n{ a = 2, b = 1 }\n")
    }

    /// A line that fails prints its error alone, though it changed the stage first: what it left
    /// may be half done (a layout the time limit cut short printed every frame at zero, and only
    /// when the limit came during the solve, so the REPL's output depended on timing).
    func testALineThatFailsPrintsNoLayout() throws {
        let output = try EpoxyProcess.run(["repl"], input: """
            show(VGroup{ Label.groupItem{ dataID = "a", content = "x" } }) error("boom")
            print("next")
            show(VGroup{ Label.groupItem{ dataID = "b", content = "y" } })

            """)
        XCTAssertTrue(output.standardError.contains("stdin:1: boom"), output.standardError)
        XCTAssertTrue(output.standardOutput.hasPrefix("next\n"), output.standardOutput)
        XCTAssertFalse(output.standardOutput.contains("#a"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("Label #b"), output.standardOutput)
    }

    /// A value nested 20,000 levels deep printed every level, each indenting all the ones inside
    /// it: gigabytes of strings built in C, which the limits stopped only by ending the process.
    func testAValueNestedTwentyThousandLevelsDeepPrintsAndTheReplContinues() throws {
        let output = try EpoxyProcess.run(["repl"], input: "t = {} for i = 1, 20000 do t = { t } end\nt\nprint('still alive')\n")
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(output.standardOutput.contains(String(repeating: "  ", count: 100) + "{…},\n"), output.standardOutput.suffix(300).description)
        XCTAssertTrue(output.standardOutput.hasSuffix("still alive\n"), output.standardOutput.suffix(300).description)
    }

    func testContinuesUnfinishedChunks() throws {
        let output = try EpoxyProcess.run(["repl"], input: "function twice(n)\n  return n * 2\nend\ntwice(21)\n")
        XCTAssertEqual(output.standardOutput, "42\n")
    }

    func testContinuesUnfinishedExpressions() throws {
        let output = try EpoxyProcess.run(["repl"], input: "1 +\n2\n{ 1,\n2 }\nx = 1 +\n2\nx\n1 2\n")
        XCTAssertEqual(output.standardOutput, "3\n{ 1, 2 }\n3\n", output.standardError)
        // A line that is wrong, not unfinished, is still an error at once.
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("stdin:1: unexpected symbol near '1'"), output.standardError)
    }

    func testSurvivesErrorsAndLimitsThenStillAnswers() throws {
        let input = """
            error('first')
            while true do end
            local t = {} while true do t[#t + 1] = ('x'):rep(4096) .. #t end
            1 + 1
            """
        let output = try EpoxyProcess.run(["repl", "--time-limit", "2s", "--memory-limit", "32M"], input: input + "\n")
        XCTAssertEqual(output.standardOutput, "2\n")
        XCTAssertTrue(output.standardError.contains("stdin:1: first"), output.standardError)
        XCTAssertTrue(output.standardError.contains("time limit of 2 s exceeded"), output.standardError)
        XCTAssertTrue(output.standardError.contains("memory limit of 32 MiB exceeded"), output.standardError)
        XCTAssertEqual(output.status, 1, "a failed line makes a scripted session exit 1")
    }

    func testLoadsAScriptFirst() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("setup.lua", "items = { 'a', 'b' }")
        let output = try EpoxyProcess.run(["repl", path], input: "diff(items, { 'b' }).deletes\n")
        XCTAssertEqual(output.standardOutput, "{ 1 }\n")
    }
}

/// REPL meta-commands and the interactive terminal (driven through a pseudo-terminal).
final class ReplTerminalTests: XCTestCase {
    func testMetaCommandsInAScriptedSession() throws {
        let output = try EpoxyProcess.run(["repl"], input: ":help\n1 + 1\n:quit\n2 + 2\n")
        XCTAssertTrue(output.standardOutput.contains("leave the REPL"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.hasSuffix("2\n"), "stops at :quit: \(output.standardOutput)")
        XCTAssertFalse(output.standardOutput.contains("4"))
        let unknown = try EpoxyProcess.run(["repl"], input: ":frobnicate\n")
        XCTAssertTrue(unknown.standardError.contains("unknown command :frobnicate"), unknown.standardError)
        XCTAssertEqual(unknown.status, 1)
    }

    func testInteractiveSessionEditsCompletesAndKeepsHistory() throws {
        let home = try TemporaryScripts()
        let session = try PseudoTerminalSession(arguments: ["repl"], environment: ["HOME": home.folder.path])
        try session.waitFor(":help for commands")
        session.type("inbox = { unread = 3 }\r")
        session.type("inbox.unr\t\r")
        try session.waitFor("\n3\r\n")
        session.type("diffS\t({}, {}).isEmpty\r")
        try session.waitFor("true")
        session.type(":quit\r")
        XCTAssertEqual(try session.waitForExit(), 0)
        let history = try String(contentsOf: home.folder.appendingPathComponent(".epoxy_history"), encoding: .utf8)
        XCTAssertTrue(history.contains("inbox.unread"), history)
        XCTAssertTrue(history.contains("diffSections({},\\040{}).isEmpty"), history)
    }
}
