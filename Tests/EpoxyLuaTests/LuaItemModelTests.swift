import EpoxyCollectionView
import XCTest
@testable import EpoxyLua

/// Item models from Lua: reuse identifiers, content equality, and the per-state cache that
/// hands a re-render the models it made before.
final class LuaItemModelTests: XCTestCase {
    private func model(_ source: String, in host: ScriptHost) throws -> LuaItemModel {
        let value = try XCTUnwrap(try host.run(source: "return " + source, chunkName: "=test").first)
        return try XCTUnwrap(host.lua.object(value, as: LuaItemModelBox.self)).model
    }

    func testTheSameArgumentsGiveTheSameModelAndOtherContentANewOne() throws {
        let host = try ScriptHost()
        let first = try model("Label.itemModel{ dataID = 'a', content = 'x', style = 'body' }", in: host)
        let again = try model("Label.itemModel{ dataID = 'a', content = 'x', style = 'body' }", in: host)
        XCTAssertTrue(first === again)
        let changed = try model("Label.itemModel{ dataID = 'a', content = 'y', style = 'body' }", in: host)
        XCTAssertFalse(changed === first)
        XCTAssertFalse(changed.isContentEqual(to: AnyItemModel(first)))
        let restyled = try model("Label.itemModel{ dataID = 'a', content = 'y', style = 'headline' }", in: host)
        XCTAssertNotEqual(restyled.reuseIdentifier, changed.reuseIdentifier)
        XCTAssertEqual(restyled.reuseIdentifier.viewTypeName, "Label")
    }

    func testBehaviorsAndUnknownFieldsAreNeverServedFromTheCache() throws {
        let host = try ScriptHost()
        let plain = try model("Button.itemModel{ dataID = 'b', content = 'Go' }", in: host)
        let withBehavior = try model("Button.itemModel{ dataID = 'b', content = 'Go', behaviors = { didTap = function() end } }", in: host)
        XCTAssertFalse(plain === withBehavior)
        XCTAssertThrowsError(try host.run(source: "return Button.itemModel{ dataID = 'b', content = 'Go', contnet = 1 }", chunkName: "=test"))
    }

    func testModifiersShareTheCoreAndChangeOnlyTheirSetting() throws {
        let host = try ScriptHost()
        let base = try model("Label.itemModel{ dataID = 'a', content = 'x' }", in: host)
        let movable = try model("Label.itemModel{ dataID = 'a', content = 'x' }:isMovable(true):styleID('plain')", in: host)
        XCTAssertTrue(movable.core === base.core)
        XCTAssertTrue(movable.isMovable)
        XCTAssertFalse(base.isMovable)
        XCTAssertEqual(movable.reuseIdentifier, ReuseIdentifier(viewTypeName: "Label", styleKey: "plain"))
        XCTAssertTrue(movable.isContentEqual(to: AnyItemModel(base)))
    }
}
