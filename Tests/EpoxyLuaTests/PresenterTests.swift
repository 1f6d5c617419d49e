import EpoxyScreens
import Foundation
import LuaRuntime
import XCTest
@testable import EpoxyLua

/// The one presenter from Swift: every kind of root plugs in through `Presentation` and is shown
/// by the host with the script's stage globals reassigned; the kinds that render from state
/// re-render through the render loop, the others are shown as they are.
final class PresenterTests: XCTestCase {
    /// Reassigns what a script could use to reach the stage, so only the host's Swift path is left.
    private static let reassign = "show, frame, find, tap, visible, render = nil, function() end, nil, 42, nil, nil\n"

    private var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples")
    }

    /// A host that ran `source` and showed the value it returned through ``ScriptHost/show(_:)``.
    private func shown(_ source: String, folder: String? = nil) throws -> ScriptHost {
        let host = try ScriptHost(configuration: .init(scriptFolder: folder))
        let value = try XCTUnwrap(try host.run(source: Self.reassign + source, chunkName: "=presenter").first)
        try host.show(value)
        return host
    }

    /// The dataIDs the presenter lists as visible.
    private func visible(_ host: ScriptHost) throws -> [String] {
        try host.lua.snapshot(try host.visible()).arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// A provider of `state.rows` labels ("r1", "r2", …).
    private static let rowsProvider = """
        state = State{ rows = 1 }
        return function()
          local items = {}
          for i = 1, state.rows do items[i] = Label.groupItem{ dataID = "r" .. i, content = "Row " .. i } end
          return VGroup(items)
        end
        """

    func testEveryKindOfRootIsRecognisedAndOtherValuesAreNot() throws {
        let host = try ScriptHost()
        let values = try host.run(source: """
            return function() end, VGroup{}, Label.groupItem{ dataID = "l", content = "x" },
              ViewController{ sections = function() return {} end },
              NavigationController{ stack = function() return {} end }, DeclarativeTVC{},
              { a = 1 }, setmetatable({}, {}), 3, "VGroup"
            """, chunkName: "=kinds")
        let kinds = values.map { value in host.presenter.presentation(of: value, in: host.lua).map { String(describing: type(of: $0)) } }
        XCTAssertEqual(kinds, [
            "ProviderPresentation", "GroupPresentation", "GroupPresentation", "ScreenPresentation",
            "NavigationPresentation", "DeclarativeTablePresentation", nil, nil, nil, nil,
        ])
        XCTAssertEqual(values.map(host.isRoot), [false, true, true, true, true, true, false, false, false, false],
                       "a provider function is shown only when passed to show")
    }

    func testAProviderRendersFromStateAndReportsItsRootChanges() throws {
        let host = try shown(Self.rowsProvider)
        XCTAssertEqual(try visible(host), ["r1"])
        _ = host.takeRenderReport()
        try host.run(source: "state.rows = 3", chunkName: "=assign")
        let change = try XCTUnwrap(host.takeRenderReport())
        XCTAssertEqual(change.reports.map(\.cause), ["state.rows"])
        XCTAssertEqual(change.reports.first?.changes, [.init(scope: "root", inserted: ["r2", "r3"])])
        XCTAssertEqual(try visible(host), ["r1", "r2", "r3"])
    }

    /// A host that never prints changesets (a spec file's, a script run's) keeps none, however
    /// many renders a run makes; it still learns that the stage changed.
    func testAHostKeepingNoReportsStillNotesChanges() throws {
        let host = try shown(Self.rowsProvider)
        _ = host.takeRenderReport()
        host.keepsRenderReports = false
        for rows in 2...50 { try host.run(source: "state.rows = \(rows)", chunkName: "=assign") }
        XCTAssertTrue(host.hasPendingRender)
        XCTAssertEqual(try XCTUnwrap(host.takeRenderReport()).reports.count, 0)
        XCTAssertNotNil(host.stage.frame(of: "r50"))
        host.keepsRenderReports = true
        for rows in 51...53 { try host.run(source: "state.rows = \(rows)", chunkName: "=assign") }
        XCTAssertEqual(try XCTUnwrap(host.takeRenderReport()).reports.count, 3)
    }

    func testAGroupIsShownAsItIsAndDoesNotRender() throws {
        let host = try shown("return HGroup{ Label.groupItem{ dataID = 't', content = 'Hi' } }")
        XCTAssertEqual(try visible(host), ["t"])
        XCTAssertFalse(host.presenter.renderLoop.hasRenderer)
        XCTAssertEqual(try host.presenter.frame(of: DataIDPath(["t"]), function: "frame").minY, 59)
    }

    func testThePreviewsPathNamesTheElementClickedNotAnotherWithItsDataID() throws {
        // A root-level "like" beside each row's "like": a click inside row2 must tap row2's,
        // though "like" alone names the root-level one (the element alone at the level searched).
        let host = try shown("""
            local function row(i)
              return HGroupItem{ dataID = "row" .. i, Button.groupItem{ dataID = "like", content = "Like" .. i } }
            end
            return VGroup{ Button.groupItem{ dataID = "like", content = "Top" }, row(1), row(2) }
            """)
        XCTAssertEqual(host.path(naming: .string("like"), inside: [.string("row2")]), .array([.string("row2"), .string("like")]))
        XCTAssertEqual(host.path(naming: .string("like"), inside: []), .string("like"))
        XCTAssertEqual(host.path(naming: .string("row1"), inside: []), .string("row1"))
    }

    func testAScreenWithBarsRendersItsBarsAndSections() throws {
        let host = try shown("""
            state = State{ title = "Inbox" }
            return ViewController{
              sections = function() return { SectionModel{ dataID = "s", items = {
                TextRow.itemModel{ dataID = "row", content = { title = state.title } } } } } end,
              topBars = function() return { NavigationBar.barModel{ dataID = "nav", content = { title = state.title } } } end,
            }
            """)
        XCTAssertEqual(try visible(host), ["nav", "row"])
        _ = host.takeRenderReport()
        try host.run(source: "state.title = 'Archive'", chunkName: "=assign")
        let scopes = try XCTUnwrap(host.takeRenderReport()).reports.flatMap(\.changes).filter { !$0.isEmpty }.map(\.scope)
        XCTAssertEqual(scopes, ["topBars", "items"])
    }

    func testANavigationFlowPushesOnStateAndGoesBack() throws {
        let host = try shown("""
            state = State{ open = false }
            local function screen(id) return ViewController{ sections = function()
              return { SectionModel{ dataID = id, items = { TextRow.itemModel{ dataID = id .. "-row", content = { title = id } } } } }
            end } end
            return NavigationController{ stack = function()
              return { NavigationModel.root{ dataID = "list", makeViewController = function() return screen("list") end },
                       state.open and NavigationModel{ dataID = "detail", makeViewController = function() return screen("detail") end,
                         remove = function() state.open = false end } or nil }
            end }
            """)
        XCTAssertEqual(try visible(host), ["list-row"])
        try host.run(source: "state.open = true", chunkName: "=assign")
        XCTAssertEqual(try visible(host), ["detail-row"])
        _ = host.takeRenderReport()
        try host.back()
        let stack = try XCTUnwrap(host.takeRenderReport()).reports.flatMap(\.changes).first { $0.scope == "stack" }
        XCTAssertEqual(stack?.deleted, ["detail"])
        XCTAssertThrowsError(try host.back()) { error in
            XCTAssertEqual((error as? LuaError)?.message, "back(): the stack shows only its root screen 'list'; there is nothing to go back to")
        }
    }

    func testADeclarativeTableAndANamadaRootAreShownAsTheyAre() throws {
        let table = try ScriptHost(configuration: .init(scriptFolder: examples.appendingPathComponent("deklarativ").path))
        _ = try table.run(source: Self.reassign, chunkName: "=reassign")
        let tvc = try XCTUnwrap(try table.runScript(at: examples.appendingPathComponent("deklarativ/table_with_sections.lua").path).first)
        XCTAssertTrue(table.presenter.presentation(of: tvc, in: table.lua) is DeclarativeTablePresentation)
        try table.show(tvc)
        XCTAssertEqual(table.stage.root?.viewController?.title, "Table with sections")
        XCTAssertFalse(table.presenter.renderLoop.hasRenderer)

        let namada = try ScriptHost(configuration: .init(scriptFolder: examples.appendingPathComponent("namada").path))
        _ = try namada.run(source: Self.reassign, chunkName: "=reassign")
        let root = try XCTUnwrap(try namada.runScript(at: examples.appendingPathComponent("namada/namada_screen.lua").path).first)
        XCTAssertTrue(namada.presenter.presentation(of: root, in: namada.lua) is NamadaPresentation)
        try namada.show(root)
        guard case .screen? = namada.stage.root else { return XCTFail("a NamadaLayout root is a screen: \(String(describing: namada.stage.root))") }
    }

    func testAValueThatIsNoRootIsAnErrorAndTheStageStays() throws {
        let host = try shown("return VGroup{ Label.groupItem{ dataID = 't', content = 'Hi' } }")
        XCTAssertThrowsError(try host.show(.integer(3))) { error in
            XCTAssertEqual((error as? LuaError)?.message, "cannot show number: a group, group item, component instance or screen expected")
        }
        XCTAssertEqual(try visible(host), ["t"])
    }
}
