import EpoxyLua
import EpoxyScreens
import EpoxyTestSupport
import LuaRuntime
import XCTest

/// A host, its state and its stage are freed when the host is dropped, whatever its script
/// registered: `epoxy test` makes one host per spec file, and the preview and `--watch` one per
/// reload, so anything a host's own objects hold back to it is kept for the whole process.
final class ScriptHostLifetimeTests: XCTestCase {
    func testAHostThatRanAScreenIsFreed() throws {
        try assertFreed(afterRunning: """
            layout(VGroup{ ColorView.groupItem{ dataID = 1, style = { size = { width = 10, height = 10 } } } }, { width = 100 })
            """)
    }

    /// `whenStateChanged`'s observation belongs to the state field, which the state owns.
    func testAHostWithAStateBoundToAViewIsFreed() throws {
        try assertFreed(afterRunning: """
            local state = State{ typed = "" }
            local root = layoutContent(function(content)
              content:put(Label.groupItem{ dataID = "top", content = "TOP" })
                :top({ equalTo = 8 }, "parent"):centerX("equal", "parent")
                :whenStateChanged(state["$typed"], "text", function(value) return "typed: " .. value end)
            end)
            layout(root, { width = 200, height = 100 })
            state.typed = "ab"
            assert(find("top").summary == '"typed: ab"', find("top").summary)
            """)
    }

    /// `assert.frame` and `assert.snapshot` live in the spec file's state.
    func testASpecFilesHostIsFreedAfterItsTestsRan() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("frames_spec.lua", """
            it("places the box", function()
              layout(VGroup{ ColorView.groupItem{ dataID = "box", style = { size = { width = 10, height = 20 } } } }, { width = 100 })
              assert.frame("box", { x = 0, y = 0, width = 10, height = 20 })
            end)
            """)
        weak var weakStage: Stage?
        let runner = SpecRunner(prepareStage: { weakStage = $0 })
        var results: [String] = []
        let summary = runner.run(file: file) { results.append("\($0.status) \($0.message ?? "")") }
        XCTAssertEqual(results, ["passed "])
        XCTAssertEqual(summary.failed, 0)
        XCTAssertNil(weakStage, "the spec file's host (and its stage) outlived the run")
    }

    /// Runs `source` in a new host, drops the host, and checks the host and its state are gone.
    private func assertFreed(afterRunning source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        weak var weakHost: ScriptHost?
        weak var weakState: LuaState?
        do {
            let host = try ScriptHost()
            weakHost = host
            weakState = host.lua
            try host.run(source: source, chunkName: "=t")
        }
        XCTAssertNil(weakHost, "the host outlived its last reference", file: file, line: line)
        XCTAssertNil(weakState, "the host's Lua state outlived the host", file: file, line: line)
    }
}
