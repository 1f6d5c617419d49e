import LuaRuntime
import XCTest
@testable import EpoxyLua

/// The time limit holds for the solver's work on a script's behalf: a layout whose
/// optimization would run for many seconds stops at the limit with the limit's error at the
/// script's line, well within the watchdog's grace, and the host stays usable.
final class LayoutTimeLimitTests: XCTestCase {
    /// A group too wide for its width: quick to build, but the optimization grows with the
    /// square of the items (3,000 labels pivot for about 20 s in a debug build).
    static let wideGroup = """
        local t = {}
        for i = 1, 3000 do t[i] = Label.groupItem{ dataID = i, content = "x" } end
        layout(HGroup(t), { width = 300 })
        """

    func testSolvingAWideGroupStopsAtTheLimitWithTheScriptsLine() throws {
        let limit = Duration.milliseconds(300)
        let host = try ScriptHost(configuration: .init(timeLimit: limit))
        let start = ContinuousClock.now
        XCTAssertThrowsError(try host.run(source: Self.wideGroup, chunkName: "=wide")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .timeout)
            XCTAssertEqual((error as? LuaError)?.message, "wide:3: time limit of 0.3 s exceeded")
        }
        let elapsed = ContinuousClock.now - start
        // The CLI's last resort would end the process 1 s past the limit: the budget stops it
        // well before, leaving room for a loaded machine.
        XCTAssertLessThan(elapsed, limit + .milliseconds(700), "stopped by the budget, within the grace")
        let values = try host.run(source: """
            local root = layout(VGroup{ ColorView.groupItem{ dataID = "c", style = { size = { width = 4, height = 4 } } } }, { width = 10 })
            return frame("c").width
            """, chunkName: "=after")
        XCTAssertEqual(values, [.number(4)])
    }
}
