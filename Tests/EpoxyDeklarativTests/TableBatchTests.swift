import EpoxyComponents
import EpoxyCore
import EpoxyLayout
@testable import EpoxyDeklarativ
import Foundation
import XCTest

/// The document's animation screen: `tableWithSections` and the state after "Apply animations".
final class TableBatchTests: XCTestCase {
    private func controls(animation: String) -> TableSection {
        TableSection(rows: [
            SelectAnimationsCellVM(titleText: "Select animations", animationText: animation),
            SimpleCellVM(titleText: "Apply animations", selectCommand: Command(id: "apply") {}),
        ])
    }

    private func section(_ id: String, _ title: String, _ rows: [String]) -> TableSection {
        TableSection(header: HeaderViewVM(id: id, titleText: title), rows: rows.map { SimpleCellVM(titleText: "Paragraph \($0)") })
    }

    private var tableWithSections: TableModel {
        TableModel(sections: [
            controls(animation: "none"),
            section("h1", "Header 1", ["11", "12", "13"]),
            section("h2", "Header 2", ["21", "22", "23"]),
            section("h3", "Header 3", ["31"]),
        ])
    }

    private var tableWithSections2: TableModel {
        TableModel(sections: [
            controls(animation: "fade"),
            section("h2", "Header 2", ["22", "21", "23", "24"]),
            section("h3", "Header 3 (edited)", ["31", "32"]),
            section("h4", "Header 4", ["41"]),
        ])
    }

    func testAnimationScreenBatchListsEachOperationWithItsAnimation() {
        let batch = TableBatchBuilder.batch(from: tableWithSections, to: tableWithSections2, animations: .fade)
        XCTAssertFalse(batch.isReloadData)
        XCTAssertEqual(batch.deleteSections, [1])
        XCTAssertEqual(batch.insertSections, [3])
        XCTAssertEqual(batch.reloadSections, [3])
        XCTAssertEqual(batch.moveSections, [])
        XCTAssertEqual(batch.deleteRows, [])
        XCTAssertEqual(batch.insertRows, [path(1, 3)])
        XCTAssertEqual(batch.reloadRows, [path(0, 0)])
        XCTAssertEqual(batch.moveRows, [TableBatch.Move(from: path(2, 1), to: path(1, 0)), TableBatch.Move(from: path(2, 0), to: path(1, 1))])
        XCTAssertEqual(batch.warnings, [])
        XCTAssertEqual(batch.description, """
            deleteSections [1] fade
            insertSections [3] fade
            reloadSections [3] fade
            insertRows [1.3] fade
            reloadRows [0.0] fade
            moveRows [2.1→1.0, 2.0→1.1]
            """)
    }

    func testPerOperationAnimationsArePrinted() {
        let animations = TableAnimations(
            deleteSectionsAnimation: .left, insertSectionsAnimation: .right, reloadSectionsAnimation: .middle,
            deleteRowsAnimation: .top, insertRowsAnimation: .bottom, reloadRowsAnimation: .none)
        let old = TableModel(rows: ["a", "b", "c"].map { SimpleCellVM(titleText: $0) })
        let new = TableModel(rows: ["a", "c", "d"].map { SimpleCellVM(titleText: $0) })
        let batch = TableBatchBuilder.batch(from: old, to: new, animations: animations)
        XCTAssertEqual(batch.description, "deleteRows [0.1] top\ninsertRows [0.2] bottom")
    }

    func testChangedContentWithDefaultHashIsDeleteAndInsertNotReload() {
        let old = TableModel(rows: [SimpleCellVM(titleText: "1"), SimpleCellVM(titleText: "2")])
        let new = TableModel(rows: [SimpleCellVM(titleText: "1"), SimpleCellVM(titleText: "2!")])
        let batch = TableBatchBuilder.batch(from: old, to: new, animations: .fade)
        XCTAssertEqual(batch.deleteRows, [path(0, 1)])
        XCTAssertEqual(batch.insertRows, [path(0, 1)])
        XCTAssertEqual(batch.reloadRows, [])
    }

    func testWithoutAnimationsEverythingReloads() {
        let batch = TableBatchBuilder.batch(from: tableWithSections, to: tableWithSections2, animations: nil)
        XCTAssertTrue(batch.isReloadData)
        XCTAssertEqual(batch.description, "reloadData")
        XCTAssertEqual(batch.insertRows, [])
    }

    func testSameModelIsAnEmptyBatch() {
        let batch = TableBatchBuilder.batch(from: tableWithSections, to: tableWithSections, animations: .fade)
        XCTAssertTrue(batch.isEmpty)
        XCTAssertEqual(batch.description, "no changes")
    }

    func testRowsOfAReloadedSectionAreNotListed() {
        let old = TableModel(sections: [section("h", "A", ["1", "2"])])
        let new = TableModel(sections: [section("h", "B", ["2", "3"])])
        let batch = TableBatchBuilder.batch(from: old, to: new, animations: .fade)
        XCTAssertEqual(batch.description, "reloadSections [0] fade")
    }

    func testHashCollisionWarnsAndTheSecondRowIsAnInsert() {
        let old = TableModel(rows: [SelectAnimationsCellVM(titleText: "x", animationText: "a")])
        let new = TableModel(rows: [
            SelectAnimationsCellVM(titleText: "x", animationText: "a"),
            SelectAnimationsCellVM(titleText: "x", animationText: "b"),
        ])
        let batch = TableBatchBuilder.batch(from: old, to: new, animations: .fade)
        XCTAssertEqual(batch.insertRows, [path(0, 1)])
        XCTAssertEqual(batch.warnings.count, 1)
        XCTAssertTrue(batch.warnings[0].hasPrefix("rows 1 and 2 of section 1 are different rows with the same hash"), batch.warnings[0])
        XCTAssertTrue(batch.warnings[0].hasSuffix("an animated update needs unique hashes (DeklarativTVC would crash); row 2 is treated as a new row"))
    }

    func testIdenticalRowsWarnAsIdentical() {
        let warnings = TableBatchBuilder.collisionWarnings(in: TableModel(rows: [SimpleCellVM(titleText: "1"), SimpleCellVM(titleText: "1")]))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("rows 1 and 2 of section 1 are identical"))
    }
}
