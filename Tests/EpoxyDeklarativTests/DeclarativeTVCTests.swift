import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
@testable import EpoxyDeklarativ
import Foundation
import XCTest

final class DeclarativeTVCTests: XCTestCase {
    /// A headline title row: 16 pt margins around a 20.67 pt line (17 pt text).
    private let autoHeight = 52.66666666666667
    /// A title header: 6 pt margins around a 15.67 pt footnote line.
    private let titleHeight = 27.666666666666664

    func testFixedAndAutomaticRowHeights() {
        let (_, tvc) = makeTable()
        tvc.set(rows: [
            SimpleCellVM(titleText: "1", selectCommand: Command(id: "one") {}, fixedHeight: 44),
            SimpleCellVM(titleText: "2", selectCommand: Command(id: "two") {}),
            SimpleCellVM(titleText: "3", selectCommand: Command(id: "three") {}, fixedHeight: 200),
        ])
        tvc.view.layoutIfNeeded()
        let collection = tvc.collectionView
        XCTAssertEqual(tvc.rowNames, [["one", "two", "three"]])
        XCTAssertEqual(collection.frame(ofItem: "one"), Rect(x: 0, y: 0, width: 375, height: 44))
        XCTAssertEqual(collection.frame(ofItem: "two"), Rect(x: 0, y: 44, width: 375, height: autoHeight))
        XCTAssertEqual(collection.frame(ofItem: "three"), Rect(x: 0, y: 44 + autoHeight, width: 375, height: 200))
        XCTAssertEqual(collection.contentSize, Size(width: 375, height: 44 + autoHeight + 200))
    }

    func testSectionsWithTitleHeadersAndFooters() {
        let (_, tvc) = makeTable()
        tvc.set(model: TableModel(sections: [
            TableSection(
                header: TitleWithoutViewTableHeaderModel(title: "Header 1"),
                rows: [SimpleCellVM(titleText: "Paragraph 11", fixedHeight: 50)],
                footer: TitleWithoutViewTableFooterModel(title: "Footer 1")),
            TableSection(rows: [SimpleCellVM(titleText: "Paragraph 21", fixedHeight: 50)]),
        ]))
        tvc.view.layoutIfNeeded()
        let result = tvc.collectionView.layoutResult
        XCTAssertEqual(result?.sections[0].supplementaryFrames[.sectionHeader], [Rect(x: 0, y: 0, width: 375, height: titleHeight)])
        XCTAssertEqual(result?.sections[0].itemFrames, [Rect(x: 0, y: titleHeight, width: 375, height: 50)])
        XCTAssertEqual(result?.sections[0].supplementaryFrames[.sectionFooter], [Rect(x: 0, y: titleHeight + 50, width: 375, height: titleHeight)])
        XCTAssertEqual(result?.sections[1].itemFrames, [Rect(x: 0, y: titleHeight + 50 + titleHeight, width: 375, height: 50)])
    }

    func testSelectingARowRunsItsCommand() throws {
        var log: [Int] = []
        let (_, tvc) = makeTable()
        tvc.set(rows: [
            SimpleCellVM(titleText: "1", selectCommand: Command { log.append(1) }),
            SimpleCellVM(titleText: "2", selectCommand: Command { log.append(2) }),
        ])
        try tvc.selectRow(at: path(0, 1))
        try tvc.selectRow(at: path(0, 0))
        XCTAssertEqual(log, [2, 1])
        XCTAssertThrowsError(try tvc.selectRow(at: path(0, 2))) { error in
            XCTAssertEqual(error as? DeklarativError, .noRow(section: 0, row: 2, sectionCount: 1, rowCount: 2))
            XCTAssertEqual("\(error)", "no row 2 in section 0 (it has 2 rows)")
        }
        XCTAssertThrowsError(try tvc.selectRow(named: "nope")) { error in
            guard case let .unknownRow(name, known)? = error as? DeklarativError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(name, "nope")
            XCTAssertEqual(known.count, 2, "\(known)")
            XCTAssertTrue("\(error)".hasPrefix("no row named 'nope' (rows: row-"), "\(error)")
        }
    }

    func testFailingCommandIsAnErrorAndTheTableKeepsWorking() throws {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        var ran = false
        let (_, tvc) = makeTable()
        tvc.set(rows: [
            SimpleCellVM(titleText: "1", selectCommand: Command(id: "bad") { throw Boom() }),
            SimpleCellVM(titleText: "2", selectCommand: Command(id: "good") { ran = true }),
        ])
        XCTAssertThrowsError(try tvc.selectRow(named: "bad")) { error in
            XCTAssertEqual(error as? DeklarativError, .commandFailed(command: "bad", row: "bad", message: "boom"))
            XCTAssertEqual("\(error)", "the select command 'bad' of row 'bad' failed: boom")
        }
        try tvc.selectRow(named: "good")
        XCTAssertTrue(ran)
        let warnings = DeklarativWarnings()
        try warnings.record { try tvc.collectionView.tap("bad") }
        XCTAssertEqual(warnings.warnings, ["the select command 'bad' of row 'bad' failed: boom"])
    }

    func testWithoutAnimationsEveryVisibleRowIsFilledAgain() {
        let (_, tvc) = makeTable()
        let rows = [SimpleCellVM(titleText: "1", fixedHeight: 44)]
        tvc.set(rows: rows)
        tvc.view.layoutIfNeeded()
        let cell = tvc.collectionView.visibleElements.first?.contentView as? TextRow
        XCTAssertEqual(tvc.set(rows: rows).description, "reloadData")
        XCTAssertEqual(tvc.set(rows: rows, animations: .fade).description, "no changes")
        XCTAssertTrue(tvc.collectionView.visibleElements.first?.contentView === cell)
    }

    func testCollisionWarningsGoToTheLoggerWithAnimationsOnly() {
        let warnings = DeklarativWarnings()
        let (_, tvc) = makeTable()
        let rows = [SimpleCellVM(titleText: "1"), SimpleCellVM(titleText: "1")]
        warnings.record { _ = tvc.set(rows: rows) }
        XCTAssertEqual(warnings.warnings.count, 0)
        let batch = warnings.record { tvc.set(rows: rows, animations: .fade) }
        XCTAssertEqual(warnings.warnings.count, 1)
        XCTAssertEqual(batch.warnings, warnings.warnings)
        let names = tvc.rowNames[0]
        XCTAssertEqual(names[1], names[0] + "~2")
    }

    func testDeclarativeCollectionUsesFixedSizesInAFlowLayout() {
        struct Tile: CellModel {
            let name: String
            func makeCell() -> View { View() }
            func apply(to cell: View, containerView: View) {}
            func size(containerView: View) -> Size? { Size(width: 100, height: 80) }
            var cellDataID: AnyHashable? { name }
        }
        let (_, collection) = makeTable(DeclarativeCollection(layout: FlowLayout(minimumInteritemSpacing: 10)))
        collection.set(rows: [Tile(name: "a"), Tile(name: "b"), Tile(name: "c")])
        collection.view.layoutIfNeeded()
        XCTAssertEqual(collection.collectionView.frame(ofItem: "a")?.size, Size(width: 100, height: 80))
        XCTAssertEqual(collection.collectionView.frame(ofItem: "a")?.origin.y, 0)
        XCTAssertEqual(collection.collectionView.frame(ofItem: "c")?.origin.y, 0)
    }
}
