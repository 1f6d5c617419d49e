import XCTest

/// The model API under the CLI's limits: a Component body that loops is stopped by
/// `--time-limit` with its location, and duplicate dataIDs are a warning, not a failure.
final class ModelLimitsCommandTests: XCTestCase {
    func testALoopingComponentBodyIsStoppedByTheTimeLimit() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("loop.lua", """
            local Loop = Component{ name = "Loop", body = function(content)
              while true do end
            end }
            layout(VGroup{ Loop.groupItem{ dataID = "l", content = {} } }, { width = 100 })
            """)
        let output = try EpoxyProcess.run(["run", path, "--time-limit", "300ms"])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertTrue(output.standardError.contains("time limit of"), output.standardError)
        XCTAssertTrue(output.standardError.contains("loop.lua:2:"), output.standardError)
    }

    func testDuplicateDataIDsWarnAndLayoutGoesOn() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("dupes.lua", """
            local function box(id) return ColorView.groupItem{ dataID = id, style = { size = { width = 10, height = 10 } } } end
            layout(VGroup{ alignment = "leading", box("a"), box("a"), box("b") }, { width = 100 })
            return frame("b").y
            """)
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(output.standardError.contains("warning:"), output.standardError)
        XCTAssertTrue(output.standardError.contains("a"), output.standardError)
        XCTAssertEqual(output.standardOutput, "20.0\n")
    }

    func testABadModelFailsWithTheScriptLine() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("bad.lua", "local x = 1\nreturn VGroup{ Label.groupItem{ dataID = 't', style = 'headlin' } }\n")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("bad.lua:2: bad argument #1 to 'groupItem' (field 'style.font': unknown text style 'headlin'; did you mean 'headline'?"),
                      output.standardError)
    }
}
