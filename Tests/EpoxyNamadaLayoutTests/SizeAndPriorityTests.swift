import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyNamadaLayout

final class SizeAndPriorityTests: XCTestCase {
    func testWidthToParentWithMultiplierAndConstant() throws {
        let root = makeRoot()
        let box = View(), other = View()
        try root.layoutContent { content in
            content.put(box).at(.topLeft, .equal)
                .width(.equalTo(.parent), multiplyBy: 0.75, constant: 18)
                .height(.equalTo(Anchor(of: .parent).widthAnchor), multiplyBy: 0.5)
            content.put(other).at(.bottomLeft, .equal)
                .size(.lessThanTo(.view(box)), multiplyBy: 0.5, constant: 10)
                .size(.moreThanTo(Size(width: 1000, height: 1000)), priority: .defaultLow)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 318, height: 200))
        // At most half of box plus 10: 169 × 110 (the ≥ 1000 wish at 250 loses).
        XCTAssertEqual(other.frame, Rect(x: 0, y: 690, width: 169, height: 110))
    }

    func testConstantSizesAndRelations() throws {
        let root = makeRoot()
        let box = sizedView(300, 300, id: "box")
        try root.layoutContent { content in
            content.put(box).at(.topLeft, .equal).height(.lessThanTo(90)).width(.moreThanTo(320))
        }
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 320, height: 90))
    }

    func testDefaultPrioritiesDescendFrom999() throws {
        let root = makeRoot()
        let box = View()
        let constraints = try root.layoutContent { content in
            content.put(box).at(.topLeft, .equal).height(.equalTo(100)).height(.equalTo(200)).width(.equalTo(10), priority: .required)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(constraints.map(\.priority.rawValue), [999, 998, 997, 996, 1000])
        // The earlier of two conflicting constraints wins.
        XCTAssertEqual(box.frame.height, 100)
    }

    func testExplicitPriorityOverridesTheOrder() throws {
        let root = makeRoot()
        let box = View()
        try root.layoutContent { content in
            content.put(box).at(.topLeft, .equal).height(.equalTo(100), priority: .defaultLow).height(.equalTo(200)).width(.equalTo(10))
        }
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 10, height: 200))
    }

    func testEachChainStartsAt999() throws {
        let root = makeRoot()
        let constraints = try root.layoutContent { content in
            content.putView().top(.equal, to: .parent)
            content.putView().top(.equal, to: .parent).left(.equal, to: .parent)
        }
        XCTAssertEqual(constraints.map(\.priority.rawValue), [999, 999, 998])
        XCTAssertEqual(constraints.map(\.identifier), ["namada.top", "namada.top", "namada.left"])
    }

    func testPriorityOutsideRangeIsAnError() {
        let root = makeRoot()
        XCTAssertThrowsError(try root.layoutContent { content in
            content.putView().top(.equal, to: .parent, priority: 2000)
        }) { error in
            XCTAssertEqual((error as? NamadaLayoutError)?.message, "priority 2000 of top of <ContainerView> is outside 1…1000")
        }
    }

    func testSettersAndApplyInTheChain() throws {
        let root = makeRoot()
        var applied: View?
        try root.layoutContent { content in
            content.putVStack().spacing(12).alignment(.center).accessibilityIdentifier("stack").apply { applied = $0 }
        }
        let stack = try XCTUnwrap(root.subviews.first as? StackView)
        XCTAssertEqual(stack.spacing, 12)
        XCTAssertEqual(stack.alignment, .center)
        XCTAssertEqual(stack.accessibilityIdentifier, "stack")
        XCTAssertTrue(applied === stack)
    }
}

final class ContainerViewTests: XCTestCase {
    func testBackgroundColorIsSetInTheChain() throws {
        let root = makeRoot()
        var panel: ContainerView?
        try root.layoutContent { content in
            content.putView(assignedTo: &panel).backgroundColor(.systemBlue).edges(.equal, to: .parent)
        }
        XCTAssertEqual(panel?.backgroundColor, .systemBlue)
    }
}
