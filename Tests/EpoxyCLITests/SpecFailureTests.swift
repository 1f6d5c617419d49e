import XCTest

/// `epoxy test`: whatever a test raises fails it, with the spec's line, as `epoxy run` words the
/// same error; a test or hook defined while a test runs fails that test instead of vanishing.
final class SpecFailureTests: XCTestCase {
    func testEveryErrorValueFailsTheTestWithTheSpecsLine() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("errors_spec.lua", """
            it("table", function() error({ code = 1 }) end)
            it("nil", function() error(nil) end)
            it("nothing", function() error() end)
            it("level 0", function() error("no position", 0) end)
            it("yield", function() coroutine.yield() end)
            it("tostring", function() error(setmetatable({}, { __tostring = function() return "custom" end })) end)
            it("passes", function() end)
            """)
        let output = try EpoxyProcess.run(["test", scripts.folder.path])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        for expected in [
            "errors_spec.lua:1: (error object is a table value)",
            "errors_spec.lua:2: (error object is a nil value)",
            "errors_spec.lua:3: (error object is a nil value)",
            "errors_spec.lua:4: no position",
            "errors_spec.lua:5: attempt to yield from outside a coroutine",
            "errors_spec.lua:6: custom",
        ] {
            XCTAssertTrue(output.standardOutput.contains(expected), "\(expected) in\n\(output.standardOutput)")
        }
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "1 passed, 6 failed")
    }

    /// An error in a `__gc` finalizer fails the test whose collection ran it (Lua makes it a
    /// warning, which the state dropped: the test passed), and `epoxy run` with it.
    func testAFinalizerThatFailsFailsTheTestAndTheRun() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("gc_spec.lua", """
            it("collects", function()
              setmetatable({}, { __gc = function() error("finalizer failed") end })
              collectgarbage()
            end)
            it("passes", function() end)
            """)
        let output = try EpoxyProcess.run(["test", scripts.folder.path])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("gc_spec.lua:2: finalizer failed (in a __gc finalizer)"), output.standardOutput)
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "1 passed, 1 failed")
        let script = try scripts.write("gc.lua", "setmetatable({}, { __gc = function() error('finalizer failed') end })\ncollectgarbage()\nreturn 1")
        let run = try EpoxyProcess.run(["run", script])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("gc.lua:1: finalizer failed (in a __gc finalizer)"), run.standardError)
    }

    func testHooksAndDescribeBlocksThatRaiseNilFailTheirTests() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("before_spec.lua", "before_each(function() error(nil) end)\nit('runs', function() end)")
        try scripts.write("after_spec.lua", "after_each(function() error(nil) end)\nit('runs', function() end)")
        try scripts.write("describe_spec.lua", "describe('block', function()\n  error({})\nend)")
        let output = try EpoxyProcess.run(["test", scripts.folder.path])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("before_spec.lua:1: (error object is a nil value)"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("after_spec.lua:1: (error object is a nil value)"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("describe_spec.lua:2: (error object is a table value)"), output.standardOutput)
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "0 passed, 3 failed")
    }

    func testTestsAndHooksDefinedInsideARunningTestFailIt() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("nested_spec.lua", """
            describe("screen", function()
              it("outer", function()
                it("inner", function() assert.is_true(false) end)
              end)
              it("adds a hook", function()
                before_each(function() end)
              end)
              it("opens a block", function()
                describe("late", function() end)
              end)
              it("runs", function() end)
            end)
            """)
        let output = try EpoxyProcess.run(["test", scripts.folder.path])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains(
            "nested_spec.lua:3: it cannot be called inside a running test ('screen outer')"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains(
            "nested_spec.lua:6: before_each cannot be called inside a running test ('screen adds a hook')"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains(
            "nested_spec.lua:9: describe cannot be called inside a running test ('screen opens a block')"), output.standardOutput)
        // The hook the second test tried to add did not leak into the tests after it.
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "1 passed, 3 failed")
    }

    func testTheMemoryLimitNamesTheLineInSpecsAndRunsAtEveryCap() throws {
        let scripts = try TemporaryScripts()
        let body = "local t = {}\nwhile true do t[#t + 1] = string.rep('x', 1000) end\n"
        let script = try scripts.write("grow.lua", body)
        try scripts.write("grow_spec.lua", "it('grows', function()\n\(body)end)")
        for cap in ["32M", "64M", "128M"] {
            let run = try EpoxyProcess.run(["run", script, "--memory-limit", cap])
            XCTAssertEqual(run.status, 1, run.standardError)
            XCTAssertTrue(run.standardError.contains("grow.lua:2: memory limit of \(cap.dropLast()) MiB exceeded"), "\(cap): \(run.standardError)")
            let test = try EpoxyProcess.run(["test", scripts.folder.appendingPathComponent("grow_spec.lua").path, "--memory-limit", cap])
            XCTAssertEqual(test.status, 1, test.standardOutput)
            XCTAssertTrue(test.standardOutput.contains("grow_spec.lua:3: memory limit of \(cap.dropLast()) MiB exceeded"), "\(cap): \(test.standardOutput)")
        }
    }
}
