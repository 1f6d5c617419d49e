import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyNamadaLayout

final class SublayoutingOptionTests: XCTestCase {
    private func layOut(_ root: View, _ box: View, top: Double, option: SublayoutingOption) throws {
        try root.layoutContent(option) { content in
            content.put(box).top(.equalTo(top), to: .parent).left(.equal, to: .parent).size(.equalTo(Size(width: 10, height: 10)))
        }
        root.layoutIfNeeded()
    }

    private func namadaConstraints(_ root: View) -> [LayoutConstraint] {
        root.viewsInSubtree.flatMap(\.constraints).filter(NamadaConstraints.isNamada)
    }

    func testAddNewKeepsTheOldConstraints() throws {
        let root = makeRoot(), box = View()
        try layOut(root, box, top: 10, option: .addNew)
        try layOut(root, box, top: 50, option: .addNew)
        XCTAssertEqual(namadaConstraints(root).count, 8)
        // Both tops are at 999: the solver cannot satisfy both and keeps the first.
        XCTAssertEqual(box.frame.minY, 10)
    }

    func testEditExistingUpdatesConstants() throws {
        let root = makeRoot(), box = View()
        try layOut(root, box, top: 10, option: .addNew)
        let before = namadaConstraints(root)
        try layOut(root, box, top: 50, option: .editExisting)
        let after = namadaConstraints(root)
        XCTAssertEqual(after.count, 4)
        XCTAssertTrue(zip(before, after).allSatisfy { $0 === $1 })
        XCTAssertEqual(box.frame, Rect(x: 0, y: 50, width: 10, height: 10))
    }

    func testEditExistingAddsWhatHasNoMatch() throws {
        let root = makeRoot(), box = View()
        try layOut(root, box, top: 10, option: .addNew)
        try root.layoutContent(.editExisting) { content in
            content.put(box).top(.equalTo(20), to: .parent).centerX(.equal, to: .parent)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(namadaConstraints(root).count, 5)
        // The old left (998) beats the new centerX (998 as well, added later): both are at 998,
        // so the centre wins only if nothing opposes it; left = 0 and centerX = 200 conflict.
        XCTAssertEqual(box.frame.minY, 20)
    }

    func testRemoveOldAndAddNewReplacesTheConstraints() throws {
        let root = makeRoot(), box = View()
        try layOut(root, box, top: 10, option: .addNew)
        try root.layoutContent(.removeOldAndAddNew) { content in
            content.put(box).center(.equal, to: .parent).size(.equalTo(Size(width: 10, height: 10)))
        }
        root.layoutIfNeeded()
        XCTAssertEqual(namadaConstraints(root).count, 4)
        XCTAssertEqual(box.frame, Rect(x: 195, y: 395, width: 10, height: 10))
    }

    func testCleanLayoutRemovesSubviewsToo() throws {
        let root = makeRoot(), box = View(), other = View()
        try root.layoutContent { content in
            content.put(box).at(.topLeft, .equal).size(.equalTo(Size(width: 10, height: 10)))
            content.put(other).at(.topRight, .equal).size(.equalTo(Size(width: 10, height: 10)))
        }
        try root.layoutContent(.cleanLayoutAndAddNew) { content in
            content.put(other).at(.bottomLeft, .equal).size(.equalTo(Size(width: 20, height: 20)))
        }
        root.layoutIfNeeded()
        XCTAssertNil(box.superview)
        XCTAssertEqual(root.subviews.count, 1)
        XCTAssertEqual(namadaConstraints(root).count, 4)
        XCTAssertEqual(other.frame, Rect(x: 0, y: 780, width: 20, height: 20))
    }

    func testRemoveOldLeavesTheRootsOwnConstraintsForLayoutContent() throws {
        let container = makeRoot(), root = View()
        try container.layoutContent { content in content.put(root).edges(.equal, to: .parent) }
        let box = View()
        try layOut(root, box, top: 10, option: .addNew)
        try root.layoutContent(.removeOldAndAddNew) { content in
            content.put(box).at(.bottomRight, .equal).size(.equalTo(Size(width: 10, height: 10)))
        }
        container.layoutIfNeeded()
        XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertEqual(box.frame, Rect(x: 390, y: 790, width: 10, height: 10))
    }
}
