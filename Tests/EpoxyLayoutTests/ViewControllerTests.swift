import EpoxyCore
import XCTest

@testable import EpoxyLayout

final class ViewControllerTests: XCTestCase {
    private final class RecordingController: ViewController {
        var events: [String] = []
        override func viewDidLoad() { events.append("load") }
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
        override func didMove(toParent parent: ViewController?) { events.append(parent == nil ? "removed" : "moved") }
    }

    func testViewLoadsOnceOnFirstAccess() {
        let controller = RecordingController()
        XCTAssertFalse(controller.isViewLoaded)
        let view = controller.view
        XCTAssertTrue(controller.view === view)
        XCTAssertEqual(controller.events, ["load"])
    }

    func testAppearanceCallbacksAreNotRepeated() {
        let controller = RecordingController()
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        XCTAssertEqual(controller.events, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(controller.appearance, .disappeared)
    }

    func testChildrenAndParent() {
        let parent = ViewController(), child = RecordingController()
        parent.addChild(child)
        parent.addChild(child)
        XCTAssertEqual(parent.children.count, 1)
        XCTAssertTrue(child.parent === parent)
        child.removeFromParent()
        XCTAssertTrue(parent.children.isEmpty)
        XCTAssertNil(child.parent)
        XCTAssertEqual(child.events, ["removed"])
    }

    func testAdditionalSafeAreaInsetsInsetTheRootViewsSafeArea() {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let controller = ViewController()
        controller.view.frame = root.bounds
        root.addSubview(controller.view)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 100, left: 0, bottom: 50, right: 0)
        let content = View()
        controller.view.addSubview(content)
        let safe = controller.view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(controller.view.safeAreaInsets, EdgeInsets(top: 120, left: 0, bottom: 50, right: 0))
        XCTAssertEqual(content.frame, Rect(x: 0, y: 120, width: 375, height: 497))
    }
}
