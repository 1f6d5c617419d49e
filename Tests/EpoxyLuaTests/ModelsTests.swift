import EpoxyComponents
import EpoxyCore
import EpoxyLayoutGroups
import EpoxyScreens
import LuaRuntime
import XCTest
@testable import EpoxyLua

/// The Lua model API seen from Swift: what `LuaLayoutRoot` gives the CLI, frames on the host's
/// stage, behaviors calling Lua, and failures that leave the state usable.
final class ModelsTests: XCTestCase {
    private func host() throws -> ScriptHost {
        try ScriptHost(configuration: .init())
    }

    func testLayoutRootFromAScriptResultLaysOutOnTheStage() throws {
        let host = try host()
        let result = try host.run(source: """
            return VGroup{ spacing = 5, alignment = "leading",
              ColorView.groupItem{ dataID = "a", style = { size = { width = 30, height = 10 } } },
              ColorView.groupItem{ dataID = "b", style = { size = { width = 20, height = 20 } } },
            }
            """, chunkName: "=screen")
        let root = try LuaLayoutRoot.root(from: try XCTUnwrap(result.first), in: host)
        guard case .group(let group) = root else { return XCTFail("expected a group root") }
        XCTAssertTrue(group is VGroup)
        host.stage.layout(root, options: LayoutOptions(width: 100))
        XCTAssertEqual(host.stage.frame(of: "a"), Rect(x: 0, y: 0, width: 30, height: 10))
        XCTAssertEqual(host.stage.frame(of: "b"), Rect(x: 0, y: 15, width: 20, height: 20))
    }

    func testLayoutRootRejectsValuesThatAreNotModels() throws {
        let host = try host()
        XCTAssertThrowsError(try LuaLayoutRoot.root(from: .integer(3), in: host)) { error in
            XCTAssertEqual((error as? LuaArgumentError)?.message, "a group, group item or component instance expected, got number")
        }
        XCTAssertFalse(LuaLayoutRoot.isModel(.string("x"), in: host.lua))
    }

    func testAComponentItemRootIsWrappedSoItKeepsItsViewAcrossUpdates() throws {
        let host = try host()
        try host.run(source: "layout(Label.groupItem{ dataID = 't', content = 'One' }, { width = 200 })", chunkName: "=a")
        let first = try XCTUnwrap(host.stage.constrainable(for: "t") as? Label)
        try host.run(source: "layout(Label.groupItem{ dataID = 't', content = 'Two' }, { width = 200 })", chunkName: "=b")
        let second = try XCTUnwrap(host.stage.constrainable(for: "t") as? Label)
        XCTAssertTrue(first === second)
        XCTAssertEqual(second.content, .text("Two"))
    }

    func testButtonBehaviorCallsLuaWithTheContext() throws {
        let host = try host()
        try host.run(source: """
            taps = {}
            layout(VGroup{ Button.groupItem{ dataID = "go", content = "Go",
              behaviors = { didTap = function(ctx) taps[#taps + 1] = ctx.dataID end } } }, { width = 200 })
            """, chunkName: "=tap")
        let button = try XCTUnwrap(host.stage.constrainable(for: "go") as? Button)
        XCTAssertTrue(button.simulateTap())
        XCTAssertTrue(button.simulateTap())
        XCTAssertEqual(try host.run(source: "return #taps, taps[1]", chunkName: "=check"), [.integer(2), .string("go")])
    }

    func testAFailingBehaviorFailsItsEventAndTheNextEventWorks() throws {
        let host = try host()
        try host.run(source: """
            count = 0
            layout(VGroup{ Switch.groupItem{ dataID = "s", content = false, behaviors = { didToggle = function(ctx)
              count = count + 1
              if count == 1 then error("first toggle fails") end
              last = ctx.isOn
            end } } }, { width = 200 })
            """, chunkName: "=toggle")
        let toggle = try XCTUnwrap(host.stage.constrainable(for: "s") as? Switch)
        _ = toggle.simulateTap()
        // The host ends every event with flushUpdates, which raises the callback's failure.
        XCTAssertThrowsError(try host.flushUpdates()) { error in
            XCTAssertEqual((error as? LuaError)?.message, "toggle:4: first toggle fails (in didToggle of 's')")
        }
        XCTAssertNoThrow(try host.flushUpdates(), "a failure is raised once")
        _ = toggle.simulateTap()
        XCTAssertNoThrow(try host.flushUpdates())
        XCTAssertEqual(try host.run(source: "return count, last", chunkName: "=check"), [.integer(2), .boolean(false)])
    }

    func testARunawayBodyTimesOutAndTheStateStaysUsable() throws {
        // Room for the first run (fonts load on first use) on a loaded machine.
        let host = try ScriptHost(configuration: .init(timeLimit: .seconds(1)))
        try host.run(source: "layout(VGroup{ alignment = 'leading', ColorView.groupItem{ dataID = 'kept', style = { size = { width = 4, height = 4 } } } }, { width = 10 })", chunkName: "=first")
        XCTAssertThrowsError(try host.run(source: """
            local Loop = Component{ name = "Loop", body = function() while true do end end }
            layout(VGroup{ Loop.groupItem{ dataID = "l" } }, { width = 10 })
            """, chunkName: "=loop")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .timeout)
            XCTAssertEqual((error as? LuaError)?.message, "loop:1: time limit of 1 s exceeded")
        }
        XCTAssertEqual(host.stage.frame(of: "kept"), Rect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(try host.run(source: "return frame('kept').width", chunkName: "=after"), [.number(4)])
    }

    func testModelsAreImmutableAndModifiersReturnNewOnes() throws {
        let host = try host()
        let values = try host.run(source: """
            local a = ColorView.groupItem{ dataID = "c", style = { size = { width = 1, height = 1 } } }
            local b = a:padding(4)
            return rawequal(a, b), tostring(a), tostring(b:cornerRadius(2)), a.dataID, a.type
            """, chunkName: "=m")
        XCTAssertEqual(values, [.boolean(false), .string("ColorView.groupItem#c"), .string("ColorView.groupItem#c"), .string("c"), .string("ColorView.groupItem")])
    }

    func testGroupsPrintTheirItemCount() throws {
        let host = try host()
        let values = try host.run(source: "return tostring(HGroup{}), tostring(VGroupItem{ dataID = 1, SpacerItem{ dataID = 's' } })", chunkName: "=p")
        XCTAssertEqual(values, [.string("HGroup(0 items)"), .string("VGroupItem#1(1 item)")])
    }

    func testNumericDataIDsMatchWhetherWrittenAsIntegersOrFloats() throws {
        let host = try host()
        let values = try host.run(source: """
            layout(VGroup{ alignment = "leading", ColorView.groupItem{ dataID = 2, style = { size = { width = 7, height = 3 } } } }, { width = 10 })
            return frame(2.0).width, find(2).dataID
            """, chunkName: "=n")
        XCTAssertEqual(values, [.number(7), .integer(2)])
    }

    func testCompletionStillListsNamespaceFieldsThatGuardUnknownKeys() throws {
        let host = try host()
        XCTAssertEqual(host.completions(for: "Label.gr").candidates, ["groupItem"])
    }

    /// `model.name` finds a modifier exactly when `names(for:)` lists it (what completion offers
    /// and errors list), for every kind of model: the lookup asks without building that list.
    func testModelsFindExactlyTheModifiersTheyList() throws {
        let host = try host()
        let sources = ["HGroup{}", "HGroupItem{ dataID = 'h' }", "VGroupItem{ dataID = 'v' }", "ZGroupItem{ dataID = 'z' }",
                       "SpacerItem{ dataID = 's' }"]
            + BuiltinComponent.catalog.map { "\($0.name).groupItem{ dataID = 'c', content = \($0.name == "ImageView" ? "'star'" : "nil") }" }
        XCTAssertEqual(sources.count, 5 + BuiltinComponent.catalog.count)
        for source in sources {
            let value = try XCTUnwrap(try host.run(source: "model = \(source); return model", chunkName: "=model").first, source)
            let node = try XCTUnwrap(host.lua.object(value, as: LuaModel.self), source).node
            let listed = Set(ModelModifiers.names(for: node))
            XCTAssertFalse(listed.isEmpty, source)
            for name in ModelModifiers.allNames {
                XCTAssertEqual(ModelModifiers.has(name, on: node), listed.contains(name), "\(source): \(name)")
                let found = try host.run(source: "return (pcall(function() return model.\(name) end))", chunkName: "=lookup")
                XCTAssertEqual(found, [.boolean(listed.contains(name))], "\(source): \(name)")
            }
        }
    }
}
