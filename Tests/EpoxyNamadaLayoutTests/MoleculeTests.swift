import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyNamadaLayout

private final class BadgeMolecule: View, MoleculeView {
    var events: [String] = []
    let dot = View()

    func layoutContent(_ layout: LayoutContainer) {
        events.append("layoutContent")
        layout.put(dot).center(.equal, to: .parent).size(.equalTo(Size(width: 8, height: 8)))
    }

    func moleculeWillLayout() { events.append("will") }
    func moleculeDidLayout() { events.append("did:\(dot.constraints.count + constraints.count)") }
}

private final class CountingCell: MoleculeCell {
    var behaviour: CellLayoutBehaviour = .layoutOnce
    var fixedSize: Size?
    let title = sizedView(50, 24, id: "title")

    override var layoutBehaviour: CellLayoutBehaviour { behaviour }

    override func layoutContent(_ layout: LayoutContainer) {
        layout.put(title).edges(.equalTo(12), to: .parent)
    }

    override func calculatedCellSize(for collectionContentWidth: Double) -> Size? { fixedSize }
}

final class MoleculeTests: XCTestCase {
    func testMoleculeLaysOutItsContentWhenPut() throws {
        let root = makeRoot()
        let badge = BadgeMolecule()
        try root.layoutContent { content in
            content.put(badge).at(.topLeft, .equal).size(.equalTo(Size(width: 40, height: 40)))
        }
        root.layoutIfNeeded()
        // did runs after the pass activated the constraints: the dot's size on the dot (2); its
        // centre and the badge's own size on the badge (4).
        XCTAssertEqual(badge.events, ["will", "layoutContent", "did:6"])
        XCTAssertEqual(badge.dot.frame, Rect(x: 16, y: 16, width: 8, height: 8))
    }

    func testMoleculeLaidOutByHand() throws {
        let badge = BadgeMolecule()
        badge.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        try badge.layoutMolecule()
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.events, ["will", "layoutContent", "did:4"])
        XCTAssertEqual(badge.dot.frame, Rect(x: 6, y: 6, width: 8, height: 8))
    }

    func testLayoutOnceRunsOnlyTheFirstTime() throws {
        let cell = CountingCell()
        XCTAssertTrue(try cell.layoutCell(on: .firstLoad))
        XCTAssertFalse(try cell.layoutCell(on: .setNeedsLayout))
        XCTAssertFalse(try cell.prepareForReuse())
        XCTAssertEqual(cell.layoutCount, 1)
    }

    func testLayoutOnAPhase() throws {
        let cell = CountingCell()
        cell.behaviour = .layoutOn(.reused)
        XCTAssertTrue(try cell.layoutCell(on: .setNeedsLayout), "the first layout always runs")
        XCTAssertFalse(try cell.layoutCell(on: .setNeedsLayout))
        XCTAssertTrue(try cell.prepareForReuse())
        XCTAssertEqual(cell.layoutCount, 2)
        // Re-layout on reuse removes the old constraints (the default option) instead of doubling them.
        XCTAssertEqual(cell.constraints.filter(NamadaConstraints.isNamada).count, 4)
    }

    func testLayoutOnEachAndAlways() throws {
        let each = CountingCell()
        each.behaviour = .layoutOnEach([.reused, .setNeedsLayout])
        XCTAssertEqual(try [CellLayoutingPhase.firstLoad, .reused, .setNeedsLayout, .firstLoad].map { try each.layoutCell(on: $0) },
                       [true, true, true, false])
        let always = CountingCell()
        always.behaviour = .alwaysLayout
        XCTAssertEqual(try CellLayoutingPhase.allCases.map { try always.layoutCell(on: $0) }, [true, true, true])
    }

    func testCalculatedAndAutomaticCellSizes() throws {
        let cell = CountingCell()
        // Automatic: the title's 24 plus 12 above and below.
        XCTAssertEqual(try cell.cellSize(for: 300), Size(width: 300, height: 48))
        XCTAssertEqual(try cell.cellHeight(for: 300), 48)
        cell.fixedSize = Size(width: 100, height: 100)
        XCTAssertEqual(try cell.cellSize(for: 300), Size(width: 100, height: 100))
    }
}
