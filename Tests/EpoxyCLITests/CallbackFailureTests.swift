import XCTest

/// A Lua callback that fails during an event fails that event at every boundary: `epoxy run`
/// prints the callback's `file:line` and exits 1, a REPL line reports it (and the session goes
/// on), a spec's `it` fails with it. Never only a warning.
final class CallbackFailureTests: XCTestCase {
    private static let screen = """
        state = State{ taps = 0 }
        return ViewController{ layout = "list", sections = function() return {
          SectionModel{ dataID = "s", items = {
            TextRow.itemModel{ dataID = "bad", content = { title = "Bad" } }:didSelect(function()
              error("boom in didSelect")
            end),
            TextRow.itemModel{ dataID = "slow", content = { title = "Slow" } }:didSelect(function()
              while true do end
            end),
            TextRow.itemModel{ dataID = "good", content = { title = "Taps " .. state.taps } }:didSelect(function()
              state.taps = state.taps + 1
            end),
          } } } end }
        """

    func testRunPrintsTheCallbacksLocationAndExitsOne() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.screen)
        let output = try EpoxyProcess.run(["run", path, "--format", "none", "-e", "tap('bad')", "-e", "print('not reached')"])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertTrue(output.standardError.contains("screen.lua:5: boom in didSelect (in didSelect of 'bad')"), output.standardError)
        XCTAssertFalse(output.standardOutput.contains("not reached"), output.standardOutput)
        XCTAssertFalse(output.standardError.contains("warning"), output.standardError)
    }

    func testACallbackTimeOutFailsTheRun() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.screen)
        let output = try EpoxyProcess.run(["run", path, "--format", "none", "--time-limit", "2", "-e", "tap('slow')"])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertTrue(output.standardError.contains("time limit"), output.standardError)
        XCTAssertTrue(output.standardError.contains("(in didSelect of 'slow')"), output.standardError)
    }

    func testAReplLineReportsTheFailureAndTheSessionGoesOn() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.screen)
        let output = try EpoxyProcess.run(["repl", path, "--format", "none"], input: "tap('bad')\ntap('good')\nstate.taps\n")
        XCTAssertEqual(output.status, 1, "a piped session exits 1 when a line failed")
        XCTAssertTrue(output.standardError.contains("screen.lua:5: boom in didSelect (in didSelect of 'bad')"), output.standardError)
        XCTAssertTrue(output.standardOutput.hasSuffix("1\n"), output.standardOutput)
    }

    func testASpecWhoseCallbackRunsOutOfTimeFailsWithTheCallbacksLine() throws {
        let scripts = try TemporaryScripts()
        _ = try scripts.write("screen.lua", Self.screen)
        let spec = try scripts.write("slow_spec.lua", """
            describe("screen", function()
              it("taps the slow row", function()
                show(require("screen"))
                tap("slow")
              end)
            end)
            """)
        let output = try EpoxyProcess.run(["test", spec, "--time-limit", "1"])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("test stopped: "), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("screen.lua:8: time limit of 1 s exceeded (in didSelect of 'slow')"), output.standardOutput)
    }

    func testASpecWhoseEventRunsAFailingCallbackFails() throws {
        let scripts = try TemporaryScripts()
        _ = try scripts.write("screen.lua", Self.screen)
        let spec = try scripts.write("screen_spec.lua", """
            describe("screen", function()
              before_each(function() show(require("screen")) end)
              it("taps the bad row", function()
                tap("bad")
              end)
              it("taps the good row", function()
                tap("good")
                assert.are.equal(1, state.taps)
              end)
            end)
            """)
        let output = try EpoxyProcess.run(["test", spec])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("✗ screen taps the bad row"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("screen.lua:5: boom in didSelect (in didSelect of 'bad')"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("✓ screen taps the good row"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("1 passed, 1 failed"), output.standardOutput)
    }

    func testACallbackThatTriggersItselfIsNamedOnce() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("runaway.lua", """
            S = State{ n = 0 }
            local observation = S["$n"]:observe():didSet(function(change) S.n = change.new + 1 end)
            S.n = 1
            """)
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 1, output.standardError)
        let firstLine = output.standardError.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(firstLine.hasSuffix("runaway.lua:2: C stack overflow (in didSet of state field 'n')"), firstLine)
    }
}
