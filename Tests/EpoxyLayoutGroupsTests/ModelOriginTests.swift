import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

/// A host names the models it made a group, nested group or spacer from (`modelOrigin`), and
/// conflict warnings name their guides by it, as views are named by theirs.
final class ModelOriginTests: XCTestCase {
    /// A 500-point spacer in a 300-point host: its required width conflicts with the host's.
    private func conflictingGroup(rowOrigin: String?) -> VGroup {
        let group = VGroup {
            HGroupItem(dataID: "row") {
                SpacerItem(dataID: "gap", fixedWidth: 500, fixedHeight: 10).eraseToAnyGroupItem().modelOrigin("#gap, screen.lua:4")
            }
            .eraseToAnyGroupItem()
            .modelOrigin(rowOrigin)
        }
        group.modelOrigin = "screen.lua:1"
        return group
    }

    func testAConflictNamesGroupAndSpacerGuidesByTheirModels() {
        let host = LayoutHost(width: 300, height: 200)
        host.show(conflictingGroup(rowOrigin: "#row, screen.lua:3"), bottomPriority: 1)

        XCTAssertEqual(host.warnings.count, 1, "\(host.warnings)")
        let warning = host.warnings.first ?? ""
        XCTAssertTrue(warning.contains("\"<Spacer #gap, screen.lua:4>.width == 500\""), warning)
        XCTAssertTrue(warning.contains("<Spacer #gap, screen.lua:4>.leading == <HGroup #row, screen.lua:3>.leading"), warning)
        XCTAssertTrue(warning.contains("<HGroup #row, screen.lua:3>.leading == <VGroup screen.lua:1>.leading"), warning)
        XCTAssertTrue(warning.contains("<VGroup screen.lua:1>.leading == <LayoutHost>.leading"), warning)
    }

    func testGuidesWithoutAnOriginKeepTheirOwnersName() {
        let group = VGroup { HGroupItem(dataID: "row") { SpacerItem(dataID: "gap", fixedWidth: 10) } }
        let host = LayoutHost(width: 300, height: 200)
        host.show(group, bottomPriority: 1)
        XCTAssertEqual(group.constrainable(with: "row")?.anchorItem.layoutItemDescription, "<LayoutHost>.HGroup(row)")
        XCTAssertEqual(group.anchorItem.layoutItemDescription, "<LayoutHost>.VGroup")
    }

    func testAnUpdateNamesTheGuideByTheNewModel() {
        let host = LayoutHost(width: 600, height: 200)
        let group = conflictingGroup(rowOrigin: "#row, screen.lua:3")
        host.show(group, bottomPriority: 1)
        let row = group.constrainable(with: "row")
        XCTAssertEqual(row?.anchorItem.layoutItemDescription, "<HGroup #row, screen.lua:3>")

        group.setItems(conflictingGroup(rowOrigin: "#row, screen.lua:9").items, animated: false)

        XCTAssertTrue(group.constrainable(with: "row") === row, "the nested group is kept")
        XCTAssertEqual(row?.anchorItem.layoutItemDescription, "<HGroup #row, screen.lua:9>")
    }
}
