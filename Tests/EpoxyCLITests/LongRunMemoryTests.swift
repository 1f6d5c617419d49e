import XCTest

/// Runs that go on (a script laying out in a loop, `epoxy test` over many spec files) keep
/// what they no longer use from piling up: the binary's peak resident memory stays within a
/// margin of a one-screen run's, where each layout or spec file once added megabytes.
final class LongRunMemoryTests: XCTestCase {
    /// What a long run may add to a one-screen run's peak.
    private static let margin = 40 << 20

    func testAScriptLayingOutInALoopKeepsItsMemory() throws {
        let scripts = try TemporaryScripts()
        // 100 layouts of 300 rows kept alive came to about 100 MB.
        let path = try scripts.write("loop.lua", """
            local function screen(changed)
              local items = {}
              for i = 1, 300 do
                items[i] = ColorView.groupItem{ dataID = i, style = { size = { width = i == changed and 120 or 100, height = 20 } } }
              end
              items.alignment = "leading"
              return VGroup(items)
            end
            for changed = 1, 100 do layout(screen(changed), { width = 250 }) end
            print(string.format("%g", frame(100).width))
            """)
        let result = try run(["run", path, "--format", "none", "--time-limit", "120s"])
        XCTAssertEqual(result.ending, .exited(0), result.standardError)
        XCTAssertEqual(result.standardOutput, "120\n")
        try assertWithinMargin(result.maxResidentBytes)
    }

    func testEpoxyTestOverManySpecFilesKeepsItsMemory() throws {
        let scripts = try TemporaryScripts()
        // Each file's state, stage and fonts kept alive came to about 3 MB.
        for index in 1...40 {
            try scripts.write("screen_\(index)_spec.lua", """
                it("places the label and follows the state", function()
                  local state = State{ typed = "" }
                  local root = layoutContent(function(content)
                    content:put(Label.groupItem{ dataID = "top", content = "TOP" })
                      :top({ equalTo = 8 }, "parent"):leading({ equalTo = 8 }, "parent")
                      :whenStateChanged(state["$typed"], "text", function(value) return "typed: " .. value end)
                  end)
                  layout(root, { width = 200, height = 100 })
                  state.typed = "\(index)"
                  assert.are.equal('"typed: \(index)"', find("top").summary)
                  assert.frame("top", { x = 8, y = 8, width = find("top").frame.width, height = find("top").frame.height })
                end)
                """)
        }
        let result = try run(["test", scripts.folder.path])
        XCTAssertEqual(result.ending, .exited(0), result.standardOutput + result.standardError)
        XCTAssertTrue(result.standardOutput.hasSuffix("40 passed, 0 failed\n"), result.standardOutput)
        try assertWithinMargin(result.maxResidentBytes)
    }

    private func run(_ arguments: [String]) throws -> FuzzChildProcess.Result {
        try FuzzChildProcess(executable: try EpoxyProcess.executable.path, deadline: 300, memoryCeiling: 1 << 31, environment: ["NO_COLOR": "1"])
            .run(arguments)
    }

    private func assertWithinMargin(_ resident: Int, line: UInt = #line) throws {
        let baseline = try FuzzTests.baselineResident(executable: try EpoxyProcess.executable.path)
        XCTAssertLessThanOrEqual(resident, baseline + Self.margin,
                                 "peak resident \(resident >> 20) MiB against \(baseline >> 20) MiB for one screen", line: line)
    }
}
