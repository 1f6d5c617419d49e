import EpoxyCore
import XCTest
@testable import EpoxyLayout
@testable import EpoxyLayoutGroups

/// Items that leave a group leave the tree, which drops the tree's layout engine. The engine is
/// dropped before their constraints are deactivated, so none of them is taken out, one at a
/// time, of a solver that is going; the next layout builds a new engine from what is left.
final class GroupRemovalEngineTests: XCTestCase {
    private var host: LayoutHost!
    private var group: VGroup!

    override func setUp() {
        super.setUp()
        host = LayoutHost(width: 100, height: 300)
        group = VGroup(spacing: 4) {
            testItem("a", 50, 20)
            testItem("b", 50, 30)
            testItem("c", 50, 40)
            HGroupItem(dataID: "row", spacing: 8) {
                testItem("d", 20, 10)
                testItem("e", 30, 12)
            }
        }
        host.show(group, bottomPriority: 1)
    }

    func testDeletedItemsLeaveWithoutTouchingTheOldEngine() throws {
        let engine = try XCTUnwrap(host.layoutEngine)
        let held = engine.userConstraints.count
        group.setItems {
            testItem("a", 50, 20)
            testItem("c", 50, 40)
        }
        XCTAssertNil(host.layoutEngine, "the deleted items' views left the tree")
        XCTAssertEqual(engine.userConstraints.count, held, "no constraint was taken out of the old engine's solver")
        host.layoutIfNeeded()
        assertFrame(view(group, "a"), 0, 0, 100, 20)
        assertFrame(view(group, "c"), 0, 24, 100, 40)
        XCTAssertEqual(host.subviews.count, 2)
        XCTAssertEqual(host.warnings, [])
    }

    func testAnUninstalledGroupLeavesWithoutTouchingTheOldEngine() throws {
        let engine = try XCTUnwrap(host.layoutEngine)
        let held = engine.userConstraints.count
        let sibling = TestView(style: Size(width: 10, height: 10))
        host.addSubview(sibling)
        LayoutConstraint.activate([
            sibling.topAnchor.constraint(equalTo: host.topAnchor, constant: 5),
            sibling.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 7),
        ])
        host.layoutIfNeeded()
        let rebuilt = try XCTUnwrap(host.layoutEngine)
        XCTAssertTrue(rebuilt !== engine, "adding a view rebuilt the engine")
        let rebuiltHeld = rebuilt.userConstraints.count
        XCTAssertGreaterThan(rebuiltHeld, held)

        group.uninstall()
        XCTAssertNil(host.layoutEngine)
        XCTAssertEqual(rebuilt.userConstraints.count, rebuiltHeld, "no constraint was taken out of the old engine's solver")
        XCTAssertEqual(host.subviews.map(ObjectIdentifier.init), [ObjectIdentifier(sibling)])
        XCTAssertEqual(host.layoutGuides.filter { $0.kind == .custom }.count, 0)
        XCTAssertTrue(host.constraints.allSatisfy { $0.firstItem === sibling || $0.secondItem === sibling })
        host.layoutIfNeeded()
        XCTAssertEqual(sibling.frame, Rect(x: 7, y: 5, width: 10, height: 10))
        XCTAssertEqual(host.layoutEngine?.userConstraints.count, 2)
    }
}
