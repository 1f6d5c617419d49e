import XCTest

/// `epoxy test`: discovery, busted-shaped results, the closing line and exit statuses.
final class TestCommandTests: XCTestCase {
    func testReportsEachTestAndTheClosingLine() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("nested/rows_spec.lua", """
            describe("rows", function()
              local rows
              before_each(function() rows = { "a" } end)
              after_each(function() rows = nil end)
              it("starts with one row", function() assert.are.equal(1, #rows) end)
              it("compares deeply", function() assert.are.same({ "a" }, rows) end)
              it("fails with the spec line", function()
                assert.are.equal(2, #rows)
              end)
              pending("reorders rows")
            end)
            """)
        try scripts.write("helper.lua", "error('not a spec: never loaded')")
        let output = try EpoxyProcess.run(["test", scripts.folder.path])
        XCTAssertEqual(output.status, 1)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("  ✓ rows starts with one row"), output.standardOutput)
        XCTAssertTrue(lines.contains("  ✓ rows compares deeply"), output.standardOutput)
        XCTAssertTrue(lines.contains("  ✗ rows fails with the spec line"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("rows_spec.lua:8: expected objects to be equal."), output.standardOutput)
        XCTAssertTrue(lines.contains("  - rows reorders rows (pending)"), output.standardOutput)
        XCTAssertEqual(lines.last, "2 passed, 1 failed, 1 skipped")
    }

    func testPassingRunExitsZero() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("ok_spec.lua", "it('works', function() assert.is_true(diff({}, {}).isEmpty) end)")
        let output = try EpoxyProcess.run(["test", scripts.folder.path])
        XCTAssertEqual(output.status, 0, output.standardOutput + output.standardError)
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "1 passed, 0 failed")
    }

    func testALoopingTestFailsAndTheNextOneRuns() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("loop_spec.lua", """
            it("loops", function() while true do end end)
            it("runs after", function() assert.are.equal(2, 1 + 1) end)
            """)
        let output = try EpoxyProcess.run(["test", scripts.folder.path, "--time-limit", "300ms"])
        XCTAssertTrue(output.standardOutput.contains("test stopped: "), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("loop_spec.lua:1: time limit of 0.3 s exceeded"), output.standardOutput)
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "1 passed, 1 failed")
    }

    func testASpecThatDoesNotLoadIsAFailure() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("broken_spec.lua", "describe('x', function()\n  it('y', function() end)\nend")
        let output = try EpoxyProcess.run(["test", scripts.folder.path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardOutput.contains("broken_spec.lua:3:"), output.standardOutput)
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "0 passed, 1 failed")
    }

    func testFilterRunsMatchingTestsOnly() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("f_spec.lua", "it('alpha', function() end)\nit('beta', function() error('x') end)")
        let output = try EpoxyProcess.run(["test", scripts.folder.path, "--filter", "alp"])
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "1 passed, 0 failed")
    }

    /// A describe block that failed while defining its tests is reported whatever the filter:
    /// the tests it never defined cannot be filtered in, and `--filter title` passed the file.
    func testAFilterStillReportsADescribeBlockThatFailed() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("d_spec.lua", """
            describe("screen", function()
              it("lays out the title", function() end)
              local broken = nil
              broken.field = 1
              it("lays out the button", function() end)
            end)
            """)
        for jobs in ["1", "2"] {
            let output = try EpoxyProcess.run(["test", scripts.folder.path, "--filter", "title", "--jobs", jobs])
            XCTAssertEqual(output.status, 1, output.standardOutput)
            XCTAssertTrue(output.standardOutput.contains("✗ screen (describe)"), output.standardOutput)
            XCTAssertTrue(output.standardOutput.contains("d_spec.lua:4: attempt to index a nil value"), output.standardOutput)
            XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "1 passed, 1 failed")
        }
    }

    /// The render a test's last assignment scheduled runs before its after_each hooks: one that
    /// resets the stage (`show(VGroup{})`) dropped it, and the test passed over a render that failed.
    func testARenderTheTestScheduledFailsItBeforeAnAfterEachResetsTheStage() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("reset_spec.lua", """
            after_each(function() show(VGroup{}) end)
            it("renders after the last assignment", function()
              local state = State{ n = 0 }
              show(function()
                if state.n == 1 then error("the render after the assignment failed") end
                return VGroup{}
              end)
              state.n = 1
            end)
            """)
        let output = try EpoxyProcess.run(["test", scripts.folder.path])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("reset_spec.lua:5: the render after the assignment failed"), output.standardOutput)
    }

    func testNoSpecsIsAFailureAndAMissingPathIsBadUsage() throws {
        let scripts = try TemporaryScripts()
        XCTAssertEqual(try EpoxyProcess.run(["test", scripts.folder.path]).status, 1)
        let missing = try EpoxyProcess.run(["test", scripts.folder.appendingPathComponent("nope").path])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.standardError.contains("no such file or folder: "), missing.standardError)
        XCTAssertTrue(missing.standardError.contains("Usage: epoxy test "), missing.standardError)
    }

    func testASpecsPrintGoesToStandardErrorSoReportsStayWhole() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("print_spec.lua", "it('prints and passes', function() print('hello from spec') end)")
        let json = try EpoxyProcess.run(["test", scripts.folder.path, "--output", "json"])
        XCTAssertEqual(json.status, 0, json.standardError)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)), json.standardOutput)
        XCTAssertTrue(json.standardError.contains("hello from spec"), json.standardError)
        let parallel = try EpoxyProcess.run(["test", scripts.folder.path, "--jobs", "2"])
        XCTAssertEqual(parallel.status, 0, parallel.standardOutput)
        XCTAssertTrue(parallel.standardOutput.contains("✓ prints and passes"), parallel.standardOutput)
    }

    func testAFilterThatMatchesNothingFailsAndOneStartingWithADashReachesTheChildren() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("a_spec.lua", "it('has -x in its name', function() end)\nit('other', function() end)")
        for jobs in ["1", "2"] {
            let dashed = try EpoxyProcess.run(["test", scripts.folder.path, "--filter=-x", "--jobs", jobs])
            XCTAssertEqual(dashed.status, 0, "jobs \(jobs): \(dashed.standardOutput) \(dashed.standardError)")
            XCTAssertEqual(dashed.standardOutput.split(separator: "\n").last, "1 passed, 0 failed", "jobs \(jobs)")
            let none = try EpoxyProcess.run(["test", scripts.folder.path, "--filter", "nothing like it", "--jobs", jobs])
            XCTAssertEqual(none.status, 1, "jobs \(jobs)")
            XCTAssertTrue(none.standardError.contains("no test's name contains 'nothing like it' (--filter)"), none.standardError)
        }
    }

    func testOsExitInASpecFailsItsTestInsteadOfEndingTheRun() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("a_spec.lua", "it('fails', function() assert.is_true(false) end)")
        try scripts.write("b_spec.lua", "it('exits', function() os.exit(0) end)")
        let output = try EpoxyProcess.run(["test", scripts.folder.path, "--allow-io"])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("b_spec.lua:1: os.exit cannot end epoxy test"), output.standardOutput)
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "0 passed, 2 failed")
    }

    func testTwoReportsOnStandardOutputAreBadUsageHoweverWritten() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("a_spec.lua", "it('a', function() end)")
        let output = try EpoxyProcess.run(["test", scripts.folder.path, "--output", "junit", "--output", "json:-"])
        XCTAssertEqual(output.status, 64)
        XCTAssertTrue(output.standardError.contains("only one --output can go to standard output"), output.standardError)
    }

    func testAFileReachedTwiceRunsOnce() throws {
        let scripts = try TemporaryScripts()
        let spec = try scripts.write("nested/a_spec.lua", "it('a', function() end)")
        let output = try EpoxyProcess.run(["test", spec, scripts.folder.path, scripts.folder.path + "/./nested/a_spec.lua"])
        XCTAssertEqual(output.status, 0, output.standardOutput)
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "1 passed, 0 failed")
    }
}
