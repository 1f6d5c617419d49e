import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyNamadaLayout

final class PositionConstraintTests: XCTestCase {
    func testEdgesToParentMeasureDistancesInward() throws {
        let root = makeRoot()
        let box = View()
        try root.layoutContent { content in
            content.put(box)
                .top(.equalTo(10), to: .parent)
                .left(.equalTo(20), to: .parent)
                .right(.equalTo(30), to: .parent)
                .bottom(.equalTo(40), to: .parent)
        }
        root.layoutIfNeeded()
        // AutoLayout: top = 10, left = 20, right = 400 − 30, bottom = 800 − 40.
        XCTAssertEqual(box.frame, Rect(x: 20, y: 10, width: 350, height: 750))
    }

    func testLeadingTrailingAndCentersToAnAnchor() throws {
        let root = makeRoot()
        let anchor = View(), box = View()
        try root.layoutContent { content in
            content.put(anchor).at(.topLeft, .equalTo(50)).size(.equalTo(Size(width: 100, height: 100)))
            content.put(box)
                .centerX(.moreThanTo(9), to: anchor.centerXAnchor)
                .centerY(.lessThanTo(4.5), to: anchor.centerYAnchor)
                .leading(.equal, to: .parent, priority: .defaultLow)
                .top(.equalTo(0), to: .parent, priority: .defaultLow)
                .size(.equalTo(Size(width: 20, height: 20)))
        }
        root.layoutIfNeeded()
        XCTAssertEqual(anchor.frame, Rect(x: 50, y: 50, width: 100, height: 100))
        // centerX ≥ 100 + 9 and centerY ≤ 100 + 4.5 hold; the low-priority pulls toward x 0 / y 0
        // leave centerX at its minimum 109 and centerY at 10 (top 0).
        XCTAssertEqual(box.frame, Rect(x: 99, y: 0, width: 20, height: 20))
    }

    func testPreviousAnchorAndSafeArea() throws {
        let root = makeRoot(safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let bar = View(), label = View()
        try root.layoutContent { content in
            content.put(bar).at(.fullTop, .equal, to: .safeArea).height(.equalTo(44))
            content.put(label)
                .top(.equalTo(18), to: Anchor(of: .previous).bottomAnchor)
                .horizontal(.equalTo(16), to: .previous)
                .height(.equalTo(20))
        }
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 59, width: 400, height: 44))
        XCTAssertEqual(label.frame, Rect(x: 16, y: 121, width: 368, height: 20))
    }

    func testPreviousSafeAreaMySafeAreaAndMyself() throws {
        let root = makeRoot(safeArea: EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
        let first = View(), second = View()
        try root.layoutContent { content in
            content.put(first).edges(.equal, to: .parent)
            content.put(second)
                .top(.equal, to: .previousSafeArea)
                .left(.equal, to: .parent)
                .width(.equalTo(100))
                .height(.equalTo(Anchor(of: .myself).widthAnchor), multiplyBy: 0.5)
        }
        root.layoutIfNeeded()
        // `first` fills the root, so its safe area starts 40 down.
        XCTAssertEqual(second.frame, Rect(x: 0, y: 40, width: 100, height: 50))
        XCTAssertEqual(first.safeAreaInsets.top, 40)
    }

    func testFullBottomWithDistanceToSafeArea() throws {
        let root = makeRoot(safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let button = View()
        try root.layoutContent { content in
            content.put(button).at(.fullBottom, .equalTo(18), to: .safeArea).height(.equalTo(36))
        }
        root.layoutIfNeeded()
        // bottom = 800 − 34 − 18 = 748; left 18; right 400 − 18.
        XCTAssertEqual(button.frame, Rect(x: 18, y: 712, width: 364, height: 36))
    }

    func testCornerAndSidePositions() throws {
        let root = makeRoot()
        let views = (0..<6).map { _ in View() }
        let positions: [ViewPosition] = [.topRight, .bottomLeft, .bottomRight, .fullLeft, .fullRight, .topLeft]
        try root.layoutContent { content in
            for (view, position) in zip(views, positions) {
                content.put(view).at(position, .equalTo(10)).size(.equalTo(Size(width: 30, height: 40)), priority: .defaultHigh)
            }
        }
        root.layoutIfNeeded()
        XCTAssertEqual(views[0].frame, Rect(x: 360, y: 10, width: 30, height: 40))
        XCTAssertEqual(views[1].frame, Rect(x: 10, y: 750, width: 30, height: 40))
        XCTAssertEqual(views[2].frame, Rect(x: 360, y: 750, width: 30, height: 40))
        // fullLeft pins top and bottom at 999/998, beating the height at 750.
        XCTAssertEqual(views[3].frame, Rect(x: 10, y: 10, width: 30, height: 780))
        XCTAssertEqual(views[4].frame, Rect(x: 360, y: 10, width: 30, height: 780))
        XCTAssertEqual(views[5].frame, Rect(x: 10, y: 10, width: 30, height: 40))
    }

    func testNextToAnotherView() throws {
        let root = makeRoot()
        let logo = View(), above = View(), below = View(), left = View(), right = View()
        try root.layoutContent { content in
            content.put(logo).center(.equal, to: .parent).size(.equalTo(Size(width: 100, height: 100)))
            content.put(above).at(.topOf(logo), .equalTo(8)).size(.equalTo(Size(width: 20, height: 10)))
            content.put(below).at(.bottomOf(logo), .equalTo(8)).size(.equalTo(Size(width: 20, height: 10)))
            content.put(left).at(.leftOf(logo), .equalTo(8)).size(.equalTo(Size(width: 20, height: 10)))
            content.put(right).at(.rightOf(logo), .equalTo(8)).size(.equalTo(Size(width: 20, height: 10)))
        }
        root.layoutIfNeeded()
        XCTAssertEqual(logo.frame, Rect(x: 150, y: 350, width: 100, height: 100))
        XCTAssertEqual(above.frame, Rect(x: 190, y: 332, width: 20, height: 10))
        XCTAssertEqual(below.frame, Rect(x: 190, y: 458, width: 20, height: 10))
        XCTAssertEqual(left.frame, Rect(x: 122, y: 395, width: 20, height: 10))
        XCTAssertEqual(right.frame, Rect(x: 258, y: 395, width: 20, height: 10))
    }

    func testHorizontalMoreThanKeepsInsetsOnBothSides() throws {
        let root = makeRoot()
        let wide = View(), narrow = View()
        try root.layoutContent { content in
            content.put(wide).top(.equal, to: .parent).centerX(.equal, to: .parent)
                .horizontal(.moreThanTo(18), to: .parent).width(.equalTo(1000), priority: .defaultLow).height(.equalTo(10))
            content.put(narrow).top(.equal, to: .parent).centerX(.equal, to: .parent)
                .horizontal(.moreThanTo(18), to: .parent).width(.equalTo(100), priority: .defaultLow).height(.equalTo(10))
        }
        root.layoutIfNeeded()
        XCTAssertEqual(wide.frame, Rect(x: 18, y: 0, width: 364, height: 10))
        XCTAssertEqual(narrow.frame, Rect(x: 150, y: 0, width: 100, height: 10))
    }

    func testEdgesMoreThanAndLessThanReadAsInsets() throws {
        let root = makeRoot()
        let big = View(), small = View()
        try root.layoutContent { content in
            content.put(big).edges(.moreThanTo(20), to: .parent).size(.equalTo(Size(width: 1000, height: 1000)), priority: .defaultLow)
            content.put(small).edges(.lessThanTo(20), to: .parent).size(.equalTo(Size(width: 10, height: 10)), priority: .defaultLow)
        }
        root.layoutIfNeeded()
        // Insets of at least 20 stop the big view; insets of at most 20 stretch the small one.
        XCTAssertEqual(big.frame, Rect(x: 20, y: 20, width: 360, height: 760))
        XCTAssertEqual(small.frame, Rect(x: 20, y: 20, width: 360, height: 760))

        let other = makeRoot()
        let strip = View()
        try other.layoutContent { content in
            content.put(strip).vertical(.equalTo(100), to: .parent).left(.equal, to: .parent).width(.equalTo(10))
        }
        other.layoutIfNeeded()
        XCTAssertEqual(strip.frame, Rect(x: 0, y: 100, width: 10, height: 600))
    }

    func testInBetweenVerticallyAndHorizontally() throws {
        let root = makeRoot()
        let top = View(), bottom = View(), middle = View(), left = View(), right = View(), between = View()
        try root.layoutContent { content in
            content.put(top).at(.fullTop, .equal).height(.equalTo(100))
            content.put(middle).inBetween(of: top, and: bottom, .vertically(.equalTo(10))).left(.equal, to: .parent).width(.equalTo(50))
            content.put(bottom).at(.fullBottom, .equal).height(.equalTo(100))
            content.put(left).at(.topLeft, .equal).size(.equalTo(Size(width: 100, height: 10)))
            content.put(right).at(.topRight, .equal).size(.equalTo(Size(width: 100, height: 10)))
            content.put(between).inBetween(of: left, and: right, .horizontally(.moreThanTo(5))).top(.equal, to: .parent)
                .height(.equalTo(10)).width(.equalTo(1000), priority: .defaultLow)
        }
        root.layoutIfNeeded()
        // `bottom` is put after `middle`: targets resolve when the pass completes.
        XCTAssertEqual(middle.frame, Rect(x: 0, y: 110, width: 50, height: 580))
        XCTAssertEqual(between.frame, Rect(x: 105, y: 0, width: 190, height: 10))
    }
}

final class InsetsShortcutTests: XCTestCase {
    func testShortcutsWithADistancePerEdge() throws {
        let root = makeRoot()
        let boxed = View(), banded = View(), columned = View()
        try root.layoutContent { content in
            content.put(boxed).edges(.equalTo(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)), to: .parent)
            content.put(banded).horizontal(.equalTo(EdgeInsets(left: 9, right: 18)), to: .parent).top(.equal, to: .parent).height(.equalTo(5))
            content.put(columned).vertical(.moreThanTo(EdgeInsets(top: 100, bottom: 200)), to: .parent).left(.equal, to: .parent)
                .width(.equalTo(5)).height(.equalTo(1000), priority: .defaultLow)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(boxed.frame, Rect(x: 20, y: 10, width: 340, height: 760))
        XCTAssertEqual(banded.frame, Rect(x: 9, y: 0, width: 373, height: 5))
        XCTAssertEqual(columned.frame, Rect(x: 0, y: 100, width: 5, height: 500))
    }

    func testAssignedToStoresThePutView() throws {
        let root = makeRoot()
        var label: Label?
        var plain: ContainerView?
        try root.layoutContent { content in
            content.putLabel(text: "Hi", assignedTo: &label).at(.topLeft, .equal)
            content.putView(assignedTo: &plain).top(.equal, to: .previous)
        }
        XCTAssertEqual(label?.content.string, "Hi")
        XCTAssertTrue(plain?.superview === root)
    }

    func testIdentifiedTargetsResolveWhenThePassCompletes() throws {
        let root = makeRoot()
        let follower = View()
        try root.layoutContent { content in
            content.put(follower).top(.equalTo(4), to: Anchor(of: .identified("leader")).bottomAnchor).left(.equal, to: .parent).size(.equalTo(Size(width: 10, height: 10)))
            content.putView().accessibilityIdentifier("leader").at(.fullTop, .equal).height(.equalTo(30))
        }
        root.layoutIfNeeded()
        XCTAssertEqual(follower.frame, Rect(x: 0, y: 34, width: 10, height: 10))
    }
}
