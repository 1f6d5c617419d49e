@testable import EpoxyCollectionView
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens
import LuaRuntime
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
        XCTAssertThrowsError(try host.run(source: "return Button.itemModel{ dataID = 'b', content = 'Go', contnet = 1 }", chunkName: "=test")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "test:1: bad argument #1 to 'itemModel' (unknown field 'contnet'; did you mean 'content'? (Button.itemModel has: dataID, content, style, behaviors))")
        }
    }

    /// The core keeps its item only while a box holder (a cell) does, and either may go first.
    func testTheItemBoxLivesWhileACellHoldsItAndOutlivesItsCore() throws {
        var made = 0
        func model() -> LuaItemModel {
            LuaItemModel(dataID: "a", componentName: "Label", constructor: "itemModel", style: .nil, content: .string("x"), location: nil) {
                made += 1
                return AnyGroupItem(dataID: "cell-content", make: { View() })
            }
        }
        var core: LuaItemModel.Core? = model().core
        var box: LuaItemModel.ItemBox? = core?.itemBox
        XCTAssertEqual(made, 1)
        XCTAssertTrue(core?.itemBox === box)
        XCTAssertEqual(made, 1)
        // No holder left: the core reads nil and makes the item again.
        box = nil
        box = core?.itemBox
        XCTAssertEqual(made, 2)
        // The core goes first: the box held by a cell stays usable and goes later on its own.
        weak var released = box
        core = nil
        XCTAssertNotNil(box?.item)
        box = nil
        XCTAssertNil(released)
    }

    /// A cell's view names the script line that made its model, not the line running when the
    /// collection rebuilt the item for the cell (diagnostics print it).
    func testACellsViewNamesTheLineThatMadeItsModel() throws {
        let host = try ScriptHost()
        try host.run(source: """
            local function rows()
              return { SectionModel{ dataID = "s", items = { Label.itemModel{ dataID = "a", content = "A" } } } }
            end
            local screen = ViewController{ sections = rows }

            show(screen)
            """, chunkName: "=screen.lua")
        let collection = try XCTUnwrap(host.environment.presenter.stage.collectionView)
        let views = collection.cells.values.compactMap { ($0.contentView as? GroupItemCellView)?.hostedConstrainable as? View }
        XCTAssertEqual(views.map(\.modelOrigin), ["#a, screen.lua:2"])
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
    func testRowsShareAnEqualStyleAndKeepTheirOwnWhenItDiffers() throws {
        let host = try ScriptHost()
        let body1 = try model("Label.itemModel{ dataID = 1, content = 'x', style = 'body' }", in: host)
        let body2 = try model("Label.itemModel{ dataID = 2, content = 'y', style = 'body' }", in: host)
        let wrapped = try model("Label.itemModel{ dataID = 3, content = 'x', style = { numberOfLines = 2 } }", in: host)
        let body4 = try model("Label.itemModel{ dataID = 4, content = 'x', style = 'body' }", in: host)
        XCTAssertEqual(body1.reuseIdentifier, body2.reuseIdentifier)
        XCTAssertEqual(body1.reuseIdentifier, body4.reuseIdentifier)
        XCTAssertNotEqual(wrapped.reuseIdentifier, body1.reuseIdentifier)
        XCTAssertEqual(body1.style, body4.style)
        XCTAssertNotEqual(wrapped.style, body2.style)
        XCTAssertTrue(body4.isContentEqual(to: AnyItemModel(body1)))
        XCTAssertFalse(wrapped.isContentEqual(to: AnyItemModel(body1)))
    }

    func testCopiesAreEquivalentOnlyWithTheSameStyleIDAndAspectRatio() throws {
        let host = try ScriptHost()
        let base = try model("Label.itemModel{ dataID = 'e', content = 'x' }", in: host)
        let movable = try model("Label.itemModel{ dataID = 'e', content = 'x' }:isMovable(true)", in: host)
        let styled = try model("Label.itemModel{ dataID = 'e', content = 'x' }:styleID('plain')", in: host)
        let styledAgain = try model("Label.itemModel{ dataID = 'e', content = 'x' }:styleID('plain')", in: host)
        let ratio = try model("Label.itemModel{ dataID = 'e', content = 'x' }:aspectRatio(2)", in: host)
        XCTAssertTrue(movable.isEquivalent(to: AnyItemModel(base)))
        XCTAssertTrue(styled.isEquivalent(to: AnyItemModel(styledAgain)))
        XCTAssertFalse(styled.isEquivalent(to: AnyItemModel(base)))
        XCTAssertFalse(ratio.isEquivalent(to: AnyItemModel(base)))
        XCTAssertFalse(base.isMovable)
        XCTAssertTrue(movable.isMovable)
    }

    func testIntegralNumberDataIDsHitTheCacheAsIntegersAndTablesAreComparedDeeply() throws {
        let host = try ScriptHost()
        let integer = try model("Label.itemModel{ dataID = 7, content = 'x' }", in: host)
        let float = try model("Label.itemModel{ dataID = 7.0, content = 'x' }", in: host)
        XCTAssertTrue(integer === float)
        XCTAssertEqual(integer.dataID, AnyHashable(Int64(7)))
        let fractional = try model("Label.itemModel{ dataID = 7.5, content = 'x' }", in: host)
        XCTAssertFalse(fractional === integer)
        XCTAssertEqual(fractional.dataID, AnyHashable(7.5))
        let table = try model("Label.itemModel{ dataID = 7, content = 'x', style = { numberOfLines = 2 } }", in: host)
        let tableAgain = try model("Label.itemModel{ dataID = 7, content = 'x', style = { numberOfLines = 2 } }", in: host)
        XCTAssertFalse(table === integer)
        XCTAssertTrue(table === tableAgain)
        let otherTable = try model("Label.itemModel{ dataID = 7, content = 'x', style = { numberOfLines = 3 } }", in: host)
        XCTAssertFalse(otherTable === table)
        let boolean = try model("Label.itemModel{ dataID = true, content = 'x' }", in: host)
        XCTAssertTrue(boolean === (try model("Label.itemModel{ dataID = true, content = 'x' }", in: host)))
    }

    func testAModelIsEquivalentToItselfAndItsModifiedCopiesOnlyWithTheSameStyleID() throws {
        let host = try ScriptHost()
        let base = try model("Label.itemModel{ dataID = 'a', content = 'x' }", in: host)
        let movable = try model("Label.itemModel{ dataID = 'a', content = 'x' }:isMovable(true)", in: host)
        let restyled = try model("Label.itemModel{ dataID = 'a', content = 'x' }:styleID('plain')", in: host)
        let changed = try model("Label.itemModel{ dataID = 'a', content = 'y' }", in: host)
        XCTAssertTrue(base.isEquivalent(to: AnyItemModel(base)))
        XCTAssertTrue(base.isEquivalent(to: AnyItemModel(movable)))
        XCTAssertFalse(base.isEquivalent(to: AnyItemModel(restyled)))
        XCTAssertFalse(base.isEquivalent(to: AnyItemModel(changed)))
        XCTAssertTrue(changed.isEquivalent(to: AnyItemModel(try model("Label.itemModel{ dataID = 'b', content = 'y' }", in: host))))
    }

    func testSectionsReadTheirItemListsAndStillReportBadElements() throws {
        let host = try ScriptHost()
        let value = try XCTUnwrap(try host.run(source: """
            local items = {}
            for i = 1, 3 do items[i] = Label.itemModel{ dataID = i, content = "Row " .. i } end
            return SectionModel{ dataID = "rows", items = items }
            """, chunkName: "=test").first)
        let section = try XCTUnwrap(host.lua.object(value, as: LuaSectionModelBox.self)).section
        XCTAssertEqual(section.dataID, AnyHashable("rows"))
        XCTAssertEqual(section.items.map(\.dataID), [AnyHashable(Int64(1)), AnyHashable(Int64(2)), AnyHashable(Int64(3))])
        let empty = try XCTUnwrap(try host.run(source: "return SectionModel{ dataID = 2.0, items = {} }", chunkName: "=test").first)
        let emptySection = try XCTUnwrap(host.lua.object(empty, as: LuaSectionModelBox.self)).section
        XCTAssertEqual(emptySection.dataID, AnyHashable(Int64(2)))
        XCTAssertEqual(emptySection.items.count, 0)
        XCTAssertThrowsError(try host.run(source: "return SectionModel{ dataID = 'x', items = { Label.itemModel{ dataID = 1, content = 'a' }, 5 } }", chunkName: "=test")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "test:1: bad argument #1 to 'SectionModel' (field 'items[2]': item model expected (X.itemModel{…}), got number)")
        }
        XCTAssertThrowsError(try host.run(source: "return SectionModel{ dataID = 'x', items = { Label.itemModel{ dataID = 1, content = 'a' }, [4] = Label.itemModel{ dataID = 2, content = 'b' } } }", chunkName: "=test")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "test:1: bad argument #1 to 'SectionModel' (field 'items': a list { model, model, … } expected, got a table with other keys (are there nil holes?))")
        }
        XCTAssertThrowsError(try host.run(source: "return SectionModel{ dataID = 'x', items = { Label.supplementaryItemModel{ dataID = 1, content = 'a' } } }", chunkName: "=test")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "test:1: bad argument #1 to 'SectionModel' (field 'items[1]': Label.supplementaryItemModel#1 is a supplementary model; use X.itemModel{…} here)")
        }
        XCTAssertThrowsError(try host.run(source: "return SectionModel{ dataID = 'x', item = {} }", chunkName: "=test")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "test:1: bad argument #1 to 'SectionModel' (unknown field 'item'; did you mean 'items'? (SectionModel has: dataID, items))")
        }
        XCTAssertThrowsError(try host.run(source: "return SectionModel{ items = {} }", chunkName: "=test")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "test:1: bad argument #1 to 'SectionModel' (field 'dataID': string, number or boolean expected, got nil)")
        }
    }
}
