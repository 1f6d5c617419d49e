import EpoxyCore
import EpoxyLayout
import XCTest

@testable import EpoxyNavigation

/// The top screen's view fills the navigation controller's view; the others are out of the tree.
final class NavigationLayoutTests: XCTestCase {
    private let log = EventLog()
    private lazy var screens = Screens(log: log)

    /// A screen whose content is pinned to its safe area.
    private final class ContentController: ViewController {
        let content = View()

        override func viewDidLoad() {
            view.addSubview(content)
            let safe = view.safeAreaLayoutGuide
            LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: safe.topAnchor),
                content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ])
        }
    }

    func testTheTopViewFillsTheNavigationControllersView() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        navigation.view.layoutIfNeeded()
        let thread = try XCTUnwrap(screens.controller("thread"))
        XCTAssertEqual(thread.view.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertTrue(navigation.view.subviews.elementsEqual([thread.view], by: ===))
        XCTAssertFalse(screens.controller("inbox")?.isViewLoaded ?? true)

        navigation.view.frame = Rect(x: 0, y: 0, width: 852, height: 393)
        navigation.view.layoutIfNeeded()
        XCTAssertEqual(thread.view.frame, Rect(x: 0, y: 0, width: 852, height: 393))

        try navigation.back()
        navigation.view.layoutIfNeeded()
        let inbox = try XCTUnwrap(screens.controller("inbox"))
        XCTAssertEqual(inbox.view.frame, Rect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertTrue(navigation.view.subviews.elementsEqual([inbox.view], by: ===))
        XCTAssertNil(thread.view.superview)
    }

    func testBothViewsAreInTheTreeDuringAnAnimatedTransition() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox")], animated: false)
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: true)
        let inbox = try XCTUnwrap(screens.controller("inbox"))
        let thread = try XCTUnwrap(screens.controller("thread"))
        XCTAssertTrue(navigation.view.subviews.elementsEqual([inbox.view, thread.view], by: ===))
        navigation.completeTransition()
        XCTAssertTrue(navigation.view.subviews.elementsEqual([thread.view], by: ===))

        try navigation.back(animated: true)
        XCTAssertTrue(
            navigation.view.subviews.elementsEqual([inbox.view, thread.view], by: ===),
            "going back reveals the screen underneath")
        navigation.completeTransition()
        XCTAssertTrue(navigation.view.subviews.elementsEqual([inbox.view], by: ===))
    }

    func testScreensInsideAWindowGetItsSafeArea() throws {
        let window = View(frame: Rect(x: 0, y: 0, width: 393, height: 852))
        window.windowSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController()
        navigation.view.frame = window.bounds
        window.addSubview(navigation.view)
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()

        let screen = ContentController()
        try navigation.setStack([
            NavigationModel.root(dataID: "inbox", makeViewController: { ViewController() }),
            NavigationModel(dataID: "thread", makeViewController: { screen }, remove: {}),
        ], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(screen.view.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 59, width: 393, height: 759))

        navigation.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 103, width: 393, height: 715))
    }

    func testTheTopViewIsPlacedWhenTheViewLoadsAfterTheStackWasSet() throws {
        let navigation = NavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        XCTAssertFalse(navigation.isViewLoaded)
        navigation.view.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        navigation.view.layoutIfNeeded()
        let thread = try XCTUnwrap(screens.controller("thread"))
        XCTAssertTrue(navigation.view.subviews.elementsEqual([thread.view], by: ===))
        XCTAssertEqual(thread.view.frame, Rect(x: 0, y: 0, width: 375, height: 667))
    }
}
