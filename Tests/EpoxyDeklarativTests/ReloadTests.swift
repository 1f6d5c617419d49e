import EpoxyCollectionView
import EpoxyCore
@testable import EpoxyDeklarativ
import EpoxyLayout
import Foundation
import XCTest

/// Without animations every visible row is filled again; with them only reloaded rows are,
/// and a row keeping its animation value keeps what it shows (DeklarativTVC's documented
/// behaviour for editing a text view while the rest of the table updates).
final class ReloadTests: XCTestCase {
    /// Counts how often it is filled.
    final class CountingCell: View {
        var applied: [String] = []
    }

    struct CountingRow: CellModel {
        let id: String
        let text: String

        func makeCell() -> CountingCell { CountingCell() }
        func apply(to cell: CountingCell, containerView: View) { cell.applied.append(text) }
        func height(containerView: View) -> Double? { 44 }
        func innerHashValue() -> Int { id.hashValue }
        var cellDataID: AnyHashable? { id }
    }

    struct EditorRow: CellModel {
        let text: String

        func makeCell() -> CountingCell { CountingCell() }
        func apply(to cell: CountingCell, containerView: View) { cell.applied.append(text) }
        func height(containerView: View) -> Double? { 44 }
        func hash(into hasher: inout Hasher) { hasher.combine("editor") }
        static func == (lhs: EditorRow, rhs: EditorRow) -> Bool { true }
        var cellDataID: AnyHashable? { "editor" }
    }

    private func cell(_ tvc: DeclarativeTVC, _ dataID: String) -> CountingCell? {
        tvc.view.layoutIfNeeded()
        return tvc.collectionView.visibleElements.first { $0.dataID == AnyHashable(dataID) }?.contentView as? CountingCell
    }

    func testReloadFillsEveryRowAndAnimatedSetsOnlyReloadedOnes() throws {
        let (_, tvc) = makeTable()
        let rows = [CountingRow(id: "a", text: "A"), CountingRow(id: "b", text: "B")]
        tvc.set(rows: rows)
        let a = try XCTUnwrap(cell(tvc, "a"))
        let b = try XCTUnwrap(cell(tvc, "b"))
        tvc.set(rows: rows)
        XCTAssertEqual(a.applied.count, b.applied.count)
        let reloadedCount = a.applied.count
        XCTAssertGreaterThan(reloadedCount, 1, "a set without animations fills the row again")
        let batch = tvc.set(rows: [CountingRow(id: "a", text: "A"), CountingRow(id: "b", text: "B2")], animations: .fade)
        XCTAssertEqual(batch.description, "reloadRows [0.1] fade")
        _ = cell(tvc, "a")
        XCTAssertEqual(a.applied.count, reloadedCount, "an unchanged row is not filled again")
        XCTAssertEqual(b.applied.last, "B2")
    }

    func testARowKeepingItsHashKeepsWhatItShows() throws {
        let (_, tvc) = makeTable()
        tvc.set(rows: [EditorRow(text: "typ")])
        let editor = try XCTUnwrap(cell(tvc, "editor"))
        let batch = tvc.set(rows: [EditorRow(text: "typing")], animations: .fade)
        XCTAssertTrue(batch.isEmpty)
        _ = cell(tvc, "editor")
        XCTAssertEqual(editor.applied.last, "typ")
        tvc.set(rows: [EditorRow(text: "typing")])
        _ = cell(tvc, "editor")
        XCTAssertEqual(editor.applied.last, "typing", "a reload fills it with the new model")
    }

    func testACommandSelectingAnotherRowKeepsBothFailuresApart() throws {
        struct Failure: Error, CustomStringConvertible { var description: String { "inner" } }
        let (_, tvc) = makeTable()
        var innerError: String?
        tvc.set(rows: [
            SimpleCellVM(titleText: "outer", selectCommand: Command(id: "outer") {
                do { try tvc.selectRow(named: "inner") } catch { innerError = "\(error)" }
            }, fixedHeight: 44),
            SimpleCellVM(titleText: "inner", selectCommand: Command(id: "inner") { throw Failure() }, fixedHeight: 44),
        ])
        XCTAssertNoThrow(try tvc.selectRow(named: "outer"))
        XCTAssertEqual(innerError, "the select command 'inner' of row 'inner' failed: inner")
    }
}
