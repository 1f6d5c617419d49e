import EpoxyCore
import EpoxyLayout
import XCTest

@testable import EpoxyNavigation

/// Nested flows: a model that makes a navigation controller, wrapped by `wrapNavigation`.
final class NestedNavigationTests: XCTestCase {
    private let log = EventLog()
    private lazy var screens = Screens(log: log)

    private func flowModel(_ inner: NavigationController, shown: @escaping (ViewController) -> Void = { _ in }) -> NavigationModel {
        NavigationModel(
            dataID: "flow",
            makeViewController: { [log] in
                log.append("flow.make")
                return inner
            },
            remove: { [log] in log.append("flow.remove") })
            .didShow(shown)
    }

    func testAWrappedNestedFlowIsPushedInsideItsWrapper() throws {
        let outer = makeVisibleNavigationController(wrapNavigation: NavigationController.wrapInContainer)
        let inner = NavigationController()
        try inner.setStack([screens.root("settings")], animated: false)
        try outer.setStack([screens.root("inbox")], animated: false)
        _ = log.take()

        var shown: ViewController?
        try outer.setStack([screens.root("inbox"), flowModel(inner) { shown = $0 }], animated: false)
        XCTAssertEqual(log.take(), [
            "flow.make", "inbox.didHide",
            "settings.viewDidLoad", "inbox.viewWillDisappear", "settings.viewWillAppear",
            "inbox.viewDidDisappear", "settings.viewDidAppear",
        ])
        let wrapper = try XCTUnwrap(outer.topViewController as? NavigationWrapperViewController)
        XCTAssertTrue(wrapper.nested === inner)
        XCTAssertTrue(inner.parent === wrapper)
        XCTAssertTrue(wrapper.parent === outer)
        XCTAssertTrue(shown === inner, "callbacks receive the nested navigation controller, not its wrapper")
        XCTAssertTrue(outer.viewController(forDataID: "flow") === inner)
        XCTAssertTrue(outer.innermostNavigationController === inner)
        XCTAssertTrue(outer.backTarget === outer, "the nested flow shows only its root: going back pops the flow")
        XCTAssertEqual(inner.appearance, .appeared)

        // The nested flow pushes on its own; its screens appear because the outer one shows it.
        try inner.setStack([screens.root("settings"), screens.model("detail")], animated: false)
        XCTAssertEqual(log.take(), [
            "detail.make", "detail.willMove(parent)",
            "detail.didAdd", "settings.didHide", "detail.didShow",
            "detail.viewDidLoad", "settings.viewWillDisappear", "detail.viewWillAppear",
            "settings.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(parent)",
        ])
        outer.view.layoutIfNeeded()
        let full = Rect(x: 0, y: 0, width: 393, height: 852)
        XCTAssertEqual(wrapper.view.frame, full)
        XCTAssertEqual(inner.view.frame, full)
        XCTAssertEqual(screens.controller("detail")?.view.frame, full)
        XCTAssertEqual(outer.stackDataIDs, ["inbox", "flow"])
        XCTAssertEqual(inner.stackDataIDs, ["settings", "detail"])
        XCTAssertTrue(outer.backTarget === inner, "the nested flow goes back within itself first")

        // Going back from the outer flow takes the whole nested flow away.
        try outer.back()
        XCTAssertEqual(log.take(), [
            "flow.remove", "inbox.didShow",
            "detail.viewWillDisappear", "inbox.viewWillAppear", "detail.viewDidDisappear", "inbox.viewDidAppear",
        ])
        XCTAssertNil(wrapper.parent)
        XCTAssertTrue(inner.parent === wrapper, "the wrapper keeps its nested flow")
        XCTAssertNil(wrapper.view.superview)
        XCTAssertTrue(outer.innermostNavigationController === outer)
        XCTAssertNil(outer.backTarget)
    }

    func testWithoutWrapNavigationTheNestedControllerIsPushedItself() throws {
        let outer = makeVisibleNavigationController()
        let inner = NavigationController()
        try inner.setStack([screens.root("settings")], animated: false)
        try outer.setStack([screens.root("inbox"), flowModel(inner)], animated: false)
        XCTAssertTrue(outer.topViewController === inner)
        XCTAssertTrue(inner.parent === outer)
        outer.view.layoutIfNeeded()
        XCTAssertEqual(screens.controller("settings")?.view.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(screens.controller("settings")?.appearance, .appeared)
    }

    func testAWrapperThatDoesNotHoldTheNestedControllerIsReported() throws {
        let messages = LoggedMessages()
        let outer = makeVisibleNavigationController(wrapNavigation: { _ in ViewController() })
        let inner = NavigationController()
        try messages.capture {
            try outer.setStack([screens.root("inbox"), flowModel(inner)], animated: false)
        }
        XCTAssertEqual(messages.messages, [
            "wrapNavigation returned a view controller that does not hold the nested navigation controller of flow as a child.",
        ])
        XCTAssertEqual(outer.stackDataIDs, ["inbox", "flow"])
    }
}
