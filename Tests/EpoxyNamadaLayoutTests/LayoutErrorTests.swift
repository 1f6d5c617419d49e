import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyNamadaLayout

final class LayoutErrorTests: XCTestCase {
    func testPreviousWithoutPreviousViewIsReportedAndThrown() {
        let root = makeRoot()
        let delegate = RecordingDelegate()
        let first = View()
        first.accessibilityIdentifier = "first"
        XCTAssertThrowsError(try root.layoutContent(withDelegate: delegate) { content in
            content.context.sourceLocation = "screen.lua:7"
            content.put(first).top(.equal, to: .previous).left(.equal, to: .parent)
        }) { error in
            XCTAssertEqual(error as? NamadaLayoutError, NamadaLayoutError(
                message: "cannot relate top of <View:first> to previous: no view was put before <View:first> in its container",
                location: "screen.lua:7"))
            XCTAssertEqual(String(describing: error), "screen.lua:7: cannot relate top of <View:first> to previous: no view was put before <View:first> in its container")
        }
        XCTAssertEqual(delegate.errors.count, 1)
        // The constraints that could be made are active.
        XCTAssertEqual(root.constraints.count, 1)
    }

    func testTargetOutsideTheHierarchy() {
        let root = makeRoot()
        let stranger = View()
        stranger.accessibilityIdentifier = "stranger"
        XCTAssertThrowsError(try root.layoutContent { content in
            content.putView().top(.equal, to: stranger.bottomAnchor)
        }) { error in
            XCTAssertEqual((error as? NamadaLayoutError)?.message, "cannot relate top of <ContainerView> to <View:stranger>.bottom: <View:stranger> is not in the view hierarchy of <ContainerView>")
        }
    }

    func testMismatchedAxes() {
        let root = makeRoot()
        XCTAssertThrowsError(try root.layoutContent { content in
            content.putView().top(.equal, to: Anchor(of: .parent).leftAnchor)
        }) { error in
            XCTAssertEqual((error as? NamadaLayoutError)?.message, "cannot relate top of <ContainerView> to parent.left: it relates attributes on different axes")
        }
    }

    func testLayoutWithoutSuperviewAsksTheDelegate() throws {
        let orphan = View()
        XCTAssertThrowsError(try orphan.layout { $0.edges(.equal, to: .parent) }) { error in
            XCTAssertEqual((error as? NamadaLayoutError)?.message, "cannot relate top of <View> to parent: <View> has no superview")
        }
        let root = makeRoot()
        let delegate = RecordingDelegate()
        delegate.superviewToProvide = root
        let adopted = View()
        try adopted.layout(withDelegate: delegate) { $0.edges(.equalTo(10), to: .parent) }
        root.layoutIfNeeded()
        XCTAssertTrue(adopted.superview === root)
        XCTAssertEqual(adopted.frame, Rect(x: 10, y: 10, width: 380, height: 780))
        XCTAssertEqual(delegate.errors, [])
    }

    func testEmbeddingAViewControllerNeedsAParent() throws {
        let root = makeRoot()
        let child = ViewController()
        XCTAssertThrowsError(try root.layoutContent { content in content.put(child) }) { error in
            XCTAssertEqual((error as? NamadaLayoutError)?.message, "cannot embed ViewController: the layout has no view controller to be its parent (lay out from a view controller or give a delegate that provides one)")
        }
        let parent = ViewController()
        let delegate = RecordingDelegate()
        delegate.controllerToProvide = parent
        try root.layoutContent(withDelegate: delegate) { content in content.put(child).edges(.equal, to: .parent) }
        XCTAssertTrue(child.parent === parent)
        root.layoutIfNeeded()
        XCTAssertEqual(child.view.frame, Rect(x: 0, y: 0, width: 400, height: 800))
    }

    func testViewControllerLayoutEmbedsChildren() throws {
        final class Recording: ViewController {
            var events: [String] = []
            override func willMove(toParent parent: ViewController?) { events.append("willMove") }
            override func didMove(toParent parent: ViewController?) { events.append("didMove") }
        }
        let screen = ViewController()
        screen.view.frame = Rect(x: 0, y: 0, width: 300, height: 600)
        let child = Recording()
        try screen.layoutContent { content in
            content.put(child).at(.fullTop, .equal).height(.equalTo(100))
        }
        screen.view.layoutIfNeeded()
        XCTAssertEqual(screen.children.count, 1)
        XCTAssertEqual(child.events, ["willMove", "didMove"])
        XCTAssertEqual(child.view.frame, Rect(x: 0, y: 0, width: 300, height: 100))
    }

    func testSizeWithoutValueIsAnError() {
        let root = makeRoot()
        XCTAssertThrowsError(try root.layoutContent { content in content.putView().height(.equal as LayoutRelation<Double>) }) { error in
            XCTAssertEqual((error as? NamadaLayoutError)?.message, "height of <ContainerView> needs a value: use equalTo, moreThanTo or lessThanTo")
        }
    }
}
