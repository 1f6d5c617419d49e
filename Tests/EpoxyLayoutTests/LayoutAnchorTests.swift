import EpoxyCore
import EpoxyTestSupport
import XCTest
@testable import EpoxyLayout
import EpoxySolver

/// Anchors are values that make constraints: each factory makes the constraint it names, on the
/// item and attribute the anchor was taken from, and an anchor copied away from its item makes
/// the same constraints as a fresh one.
final class LayoutAnchorTests: XCTestCase {
    func testAnchorsAreValuesNotObjects() {
        // Groups take several anchors for each constraint they make: as objects they were a
        // sixth of the allocations of laying out a list of rows.
        XCTAssertFalse((LayoutXAxisAnchor.self as Any.Type) is AnyObject.Type)
        XCTAssertFalse((LayoutYAxisAnchor.self as Any.Type) is AnyObject.Type)
        XCTAssertFalse((LayoutDimension.self as Any.Type) is AnyObject.Type)
    }

    func testEachFactoryMakesTheConstraintItNames() {
        let root = makeRoot()
        let box = IntrinsicView(10, 10, identifier: "box")
        let guide = LayoutGuide(identifier: "column")
        root.addSubview(box)
        root.addLayoutGuide(guide)

        func check(
            _ constraint: LayoutConstraint, _ first: LayoutAttribute, _ relation: Relation,
            _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double,
            line: UInt = #line
        ) {
            XCTAssertTrue(constraint.firstItem === box, line: line)
            XCTAssertEqual(constraint.firstAttribute, first, line: line)
            XCTAssertEqual(constraint.relation, relation, line: line)
            XCTAssertTrue(constraint.secondItem === second, line: line)
            XCTAssertEqual(constraint.secondAttribute, secondAttribute, line: line)
            XCTAssertEqual(constraint.multiplier, multiplier, line: line)
            XCTAssertEqual(constraint.constant, constant, line: line)
            XCTAssertEqual(constraint.priority, .required, line: line)
            XCTAssertFalse(constraint.isActive, line: line)
        }

        check(box.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 3), .leading, .equal, guide, .leading, constant: 3)
        check(box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor), .trailing, .lessThanOrEqual, root, .trailing, constant: 0)
        check(box.leftAnchor.constraint(greaterThanOrEqualTo: root.centerXAnchor, constant: -2), .left, .greaterThanOrEqual, root, .centerX, constant: -2)
        check(box.rightAnchor.constraint(equalTo: guide.rightAnchor), .right, .equal, guide, .right, constant: 0)
        check(box.centerXAnchor.constraint(equalTo: guide.centerXAnchor, constant: 1), .centerX, .equal, guide, .centerX, constant: 1)
        check(box.topAnchor.constraint(equalTo: root.topAnchor, constant: 8), .top, .equal, root, .top, constant: 8)
        check(box.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor, constant: -4), .bottom, .lessThanOrEqual, guide, .bottom, constant: -4)
        check(box.centerYAnchor.constraint(greaterThanOrEqualTo: root.centerYAnchor), .centerY, .greaterThanOrEqual, root, .centerY, constant: 0)
        check(box.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 20), .firstBaseline, .equal, root, .top, constant: 20)
        check(box.lastBaselineAnchor.constraint(equalTo: root.bottomAnchor), .lastBaseline, .equal, root, .bottom, constant: 0)
        check(box.widthAnchor.constraint(equalToConstant: 40), .width, .equal, nil, .notAnAttribute, constant: 40)
        check(box.heightAnchor.constraint(greaterThanOrEqualToConstant: 5), .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: 5)
        check(box.heightAnchor.constraint(lessThanOrEqualToConstant: 50), .height, .lessThanOrEqual, nil, .notAnAttribute, constant: 50)
        check(box.widthAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.5, constant: 2), .width, .equal, guide, .height, multiplier: 0.5, constant: 2)
        check(box.heightAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.25), .height, .greaterThanOrEqual, root, .width, multiplier: 0.25, constant: 0)
        check(box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 2, constant: -1), .width, .lessThanOrEqual, root, .width, multiplier: 2, constant: -1)

        XCTAssertEqual(box.topAnchor.description, "<IntrinsicView:box>.top")
        XCTAssertTrue(guide.widthAnchor.item === guide)
    }

    func testStoredAnchorsLayOutAsFreshOnes() {
        let root = makeRoot(width: 320, height: 480)
        let box = IntrinsicView(30, 20, identifier: "box")
        root.addSubview(box)
        // Kept in variables and used twice: a value anchor holds its item's lifetime, not a copy
        // of the item's frame.
        let leading = box.leadingAnchor, top = box.topAnchor, width = box.widthAnchor
        LayoutConstraint.activate([
            leading.constraint(equalTo: root.leadingAnchor, constant: 12),
            top.constraint(equalTo: root.centerYAnchor),
            width.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -10),
            box.heightAnchor.constraint(equalTo: width, multiplier: 0.25),
        ])
        root.layoutIfNeeded()
        assertFrame(box, 12, 240, 150, 37.5)
        XCTAssertTrue(leading.item === box)
    }
}
