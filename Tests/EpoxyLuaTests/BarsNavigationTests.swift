import EpoxyCore
import EpoxyNavigation
import EpoxyScreens
import LuaRuntime
import XCTest
@testable import EpoxyLua

/// Bars and navigation seen from Swift: lists with holes, the stack a script builds on the
/// host's stage, the reports the REPL prints, and bars on screens.
final class BarsNavigationTests: XCTestCase {
    private let inbox = """
        local state = State{ thread = false }
        function openThread() state.thread = true end
        local function page(id) return VGroup{ Label.groupItem{ dataID = id, content = id } } end
        return NavigationController{ stack = function() return {
          NavigationModel.root{ dataID = "inbox", makeViewController = function() return page("inboxPage") end },
          state.thread and NavigationModel{ dataID = "thread", makeViewController = function() return page("threadPage") end,
            remove = function() state.thread = false end } or nil,
        } end }
        """

    func testListsSkipFalseAndNilUpToTheLargestIndex() {
        let dictionary = LuaValue.dictionary([1: .string("a"), 3: .string("c"), 4: .boolean(false), 6: .string("f")])
        XCTAssertEqual(LuaSequence.elements(of: dictionary).map(\.position), [1, 3, 6])
        XCTAssertEqual(LuaSequence.elements(of: .array([.string("a"), .boolean(false), .string("c")])).map(\.position), [1, 3])
        XCTAssertTrue(LuaSequence.isList(dictionary))
        XCTAssertTrue(LuaSequence.isList(.dictionary([:])))
        XCTAssertFalse(LuaSequence.isList(.dictionary(["stack": .boolean(true)])))
        XCTAssertFalse(LuaSequence.isList(.string("inbox")))
    }

    func testAScriptsStackIsShownAndReportsPushesAndPops() throws {
        let host = try ScriptHost()
        let result = try host.run(source: inbox, chunkName: "=inbox")
        try host.show(try XCTUnwrap(result.first))
        let navigation = try XCTUnwrap(host.stage.root?.viewController as? NavigationController)
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
        XCTAssertEqual(host.stage.frame(of: "inboxPage")?.minY, 59)
        _ = host.takeRenderReport()

        try host.run(source: "openThread()", chunkName: "=line")
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "thread"])
        XCTAssertEqual(host.takeRenderReport()?.reports.last?.changes.last,
                       RenderReport.Change(scope: "stack", inserted: ["thread"]))
        XCTAssertEqual(host.stage.frame(of: "threadPage")?.minY, 59)
        XCTAssertNil(host.stage.constrainable(for: "inboxPage"))

        try host.run(source: "back()", chunkName: "=line")
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
        XCTAssertEqual(host.takeRenderReport()?.reports.last?.changes.last,
                       RenderReport.Change(scope: "stack", deleted: ["thread"]))
        XCTAssertTrue(try host.snapshot(format: .text).contains("stack #inbox (top first)"))
    }

    func testBackOnTheRootIsAnErrorWithTheLineAndTheStackStays() throws {
        let host = try ScriptHost()
        let result = try host.run(source: inbox, chunkName: "=inbox")
        try host.show(try XCTUnwrap(result.first))
        XCTAssertThrowsError(try host.run(source: "back()", chunkName: "=line")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "line:1: back(): the stack shows only its root screen 'inbox'; there is nothing to go back to")
        }
        let navigation = try XCTUnwrap(host.stage.root?.viewController as? NavigationController)
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
    }

    func testScreenBarsReachTheStageAndTheirCoordinatorsTheScrollPercentage() throws {
        let host = try ScriptHost()
        let result = try host.run(source: """
            received = {}
            return ViewController{
              sections = function() return {} end,
              topBars = function()
                return { NavigationBar.barModel{ content = { title = "T" } }:makeCoordinator(function()
                  return { setScrollPercentage = function(self, p) received[#received + 1] = p end }
                end) }
              end,
            }
            """, chunkName: "=screen")
        try host.show(try XCTUnwrap(result.first))
        let screenHost = try XCTUnwrap(host.stage.root?.viewController as? ScriptedScreenHost)
        XCTAssertEqual(host.stage.frame(of: "NavigationBar"), Rect(x: 0, y: 0, width: 393, height: 103))
        screenHost.bars.scrollPercentage = 0.25
        let received = try host.run(source: "return received[1]", chunkName: "=check")
        XCTAssertEqual(received.first?.numberValue, 0.25)
    }
}
