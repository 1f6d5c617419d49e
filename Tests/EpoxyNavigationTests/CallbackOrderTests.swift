import EpoxyCore
import EpoxyLayout
import XCTest

@testable import EpoxyNavigation

/// The order of model callbacks, appearance and containment callbacks across stack changes.
final class CallbackOrderTests: XCTestCase {
    private let log = EventLog()
    private lazy var screens = Screens(log: log)

    func testRootOnAVisibleNavigationController() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox")], animated: false)
        XCTAssertEqual(log.take(), [
            "inbox.make", "inbox.willMove(parent)",
            "inbox.didAdd", "inbox.didShow",
            "inbox.viewDidLoad", "inbox.viewWillAppear", "inbox.viewDidAppear",
            "inbox.didMove(parent)",
        ])
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
        XCTAssertTrue(navigation.topViewController === screens.controller("inbox"))
        XCTAssertTrue(navigation.children.first === screens.controller("inbox"))
        XCTAssertEqual(screens.controller("inbox")?.appearance, .appeared)
    }

    func testStackSetBeforeTheNavigationControllerAppears() throws {
        let navigation = NavigationController()
        try navigation.setStack([screens.root("inbox")], animated: true)
        XCTAssertEqual(log.take(), [
            "inbox.make", "inbox.willMove(parent)", "inbox.didAdd", "inbox.didShow", "inbox.didMove(parent)",
        ])
        XCTAssertFalse(navigation.isTransitioning, "nothing animates off screen")
        navigation.view.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
        XCTAssertEqual(log.take(), ["inbox.viewDidLoad", "inbox.viewWillAppear", "inbox.viewDidAppear"])
        navigation.beginAppearanceTransition(false, animated: false)
        navigation.endAppearanceTransition()
        XCTAssertEqual(log.take(), ["inbox.viewWillDisappear", "inbox.viewDidDisappear"])
    }

    func testPushWithoutAnimation() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox")], animated: false)
        _ = log.take()

        let update = try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        XCTAssertEqual(log.take(), [
            "thread.make", "thread.willMove(parent)",
            "thread.didAdd", "inbox.didHide", "thread.didShow",
            "thread.viewDidLoad", "inbox.viewWillDisappear", "thread.viewWillAppear",
            "inbox.viewDidDisappear", "thread.viewDidAppear",
            "thread.didMove(parent)",
        ])
        XCTAssertEqual(update?.kind, .pushed)
        XCTAssertEqual(update?.added, ["thread"])
        XCTAssertEqual(update?.visibleBefore, "inbox")
        XCTAssertEqual(update?.visibleAfter, "thread")
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "thread"])
    }

    func testAnimatedPushSendsModelCallbacksWhenTheTransitionCompletes() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox")], animated: false)
        _ = log.take()

        let update = try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: true)
        XCTAssertEqual(update?.startedTransition, true)
        XCTAssertTrue(navigation.isTransitioning)
        XCTAssertEqual(log.take(), [
            "thread.make", "thread.willMove(parent)",
            "thread.viewDidLoad", "inbox.viewWillDisappear", "thread.viewWillAppear",
        ])
        XCTAssertTrue(navigation.completeTransition())
        XCTAssertEqual(log.take(), [
            "inbox.viewDidDisappear", "thread.viewDidAppear", "thread.didMove(parent)",
            "thread.didAdd", "inbox.didHide", "thread.didShow",
        ])
        XCTAssertFalse(navigation.isTransitioning)
        XCTAssertFalse(navigation.completeTransition())
    }

    func testPopBySettingAShorterStack() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        _ = log.take()

        let update = try navigation.setStack([screens.root("inbox"), nil], animated: false)
        XCTAssertEqual(log.take(), [
            "thread.willMove(nil)",
            "thread.remove", "thread.didRemove", "thread.didHide", "inbox.didShow",
            "inbox.viewDidLoad", "thread.viewWillDisappear", "inbox.viewWillAppear",
            "thread.viewDidDisappear", "inbox.viewDidAppear",
            "thread.didMove(nil)",
        ])
        XCTAssertEqual(update?.kind, .popped)
        XCTAssertEqual(update?.removed, ["thread"])
        XCTAssertEqual(update?.stackAfter, ["inbox"])
        XCTAssertNil(screens.controller("thread")?.parent)
        XCTAssertEqual(navigation.children.count, 1)
    }

    func testBackPopsTheTopAndCallsRemove() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        _ = log.take()

        let update = try navigation.back()
        XCTAssertEqual(log.take(), [
            "thread.willMove(nil)",
            "thread.remove", "thread.didRemove", "thread.didHide", "inbox.didShow",
            "inbox.viewDidLoad", "thread.viewWillDisappear", "inbox.viewWillAppear",
            "thread.viewDidDisappear", "inbox.viewDidAppear",
            "thread.didMove(nil)",
        ])
        XCTAssertEqual(update.kind, .popped)
        XCTAssertEqual(update.cause, .back)
        XCTAssertEqual(update.removed, ["thread"])
        XCTAssertEqual(screens.removed, ["thread"])
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
    }

    func testAnimatedBack() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        navigation.topViewController?.view.accessibilityIdentifier = "thread"
        _ = log.take()

        try navigation.back(animated: true)
        XCTAssertEqual(log.take(), [
            "thread.willMove(nil)", "inbox.viewDidLoad", "thread.viewWillDisappear", "inbox.viewWillAppear",
        ])
        XCTAssertEqual(screens.removed, [])
        navigation.completeTransitions()
        XCTAssertEqual(log.take(), [
            "thread.viewDidDisappear", "inbox.viewDidAppear", "thread.didMove(nil)",
            "thread.remove", "thread.didRemove", "thread.didHide", "inbox.didShow",
        ])
        XCTAssertEqual(screens.removed, ["thread"])
    }

    func testReplacingTheStack() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        _ = log.take()

        let update = try navigation.setStack([screens.root("inbox"), screens.model("settings")], animated: false)
        XCTAssertEqual(log.take(), [
            "settings.make", "thread.willMove(nil)", "settings.willMove(parent)",
            "thread.remove", "thread.didRemove", "settings.didAdd", "thread.didHide", "settings.didShow",
            "settings.viewDidLoad", "thread.viewWillDisappear", "settings.viewWillAppear",
            "thread.viewDidDisappear", "settings.viewDidAppear",
            "thread.didMove(nil)", "settings.didMove(parent)",
        ])
        XCTAssertEqual(update?.kind, .replaced)
        XCTAssertEqual(update?.added, ["settings"])
        XCTAssertEqual(update?.removed, ["thread"])
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "settings"])
    }

    func testReorderingReplacesTheStackWithoutMakingControllersAgain() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("a"), screens.model("b")], animated: false)
        _ = log.take()

        let update = try navigation.setStack([screens.root("inbox"), screens.model("b"), screens.model("a")], animated: false)
        XCTAssertEqual(update?.kind, .replaced)
        XCTAssertEqual(update?.added, [])
        XCTAssertEqual(update?.removed, [])
        XCTAssertEqual(log.take(), [
            "b.didHide", "a.didShow",
            "a.viewDidLoad", "b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear",
        ])
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "b", "a"])
        XCTAssertEqual(screens.makeCount("a"), 1)
        XCTAssertEqual(screens.makeCount("b"), 1)
    }

    func testTheSameStackIsANoOp() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        _ = log.take()

        let update = try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: true)
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(update?.kind, .unchanged)
        XCTAssertEqual(update?.startedTransition, false)
        XCTAssertFalse(navigation.isTransitioning)
    }

    func testRemovingAScreenBelowTheTopChangesNoAppearance() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread"), screens.model("photo")], animated: false)
        _ = log.take()

        let update = try navigation.setStack([screens.root("inbox"), nil, screens.model("photo")], animated: true)
        XCTAssertEqual(log.take(), ["thread.willMove(nil)", "thread.remove", "thread.didRemove", "thread.didMove(nil)"])
        XCTAssertEqual(update?.kind, .replaced)
        XCTAssertEqual(update?.startedTransition, false)
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "photo"])
    }

    func testPushingSeveralScreensAtOnceOnlyShowsTheTop() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox")], animated: false)
        _ = log.take()

        let update = try navigation.setStack(
            [screens.root("inbox"), screens.model("thread"), screens.model("photo")], animated: false)
        XCTAssertEqual(log.take(), [
            "thread.make", "photo.make", "thread.willMove(parent)", "photo.willMove(parent)",
            "thread.didAdd", "photo.didAdd", "inbox.didHide", "photo.didShow",
            "photo.viewDidLoad", "inbox.viewWillDisappear", "photo.viewWillAppear",
            "inbox.viewDidDisappear", "photo.viewDidAppear",
            "thread.didMove(parent)", "photo.didMove(parent)",
        ])
        XCTAssertEqual(update?.kind, .pushed)
        XCTAssertEqual(update?.added, ["thread", "photo"])
        XCTAssertFalse(screens.controller("thread")?.isViewLoaded ?? true, "a screen below the top never loads its view")
    }

    func testASubclassSetsItsStackWhenItsViewLoads() throws {
        final class InboxFlow: NavigationController {
            let screens: Screens
            init(screens: Screens) {
                self.screens = screens
                super.init()
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                _ = try? setStack([screens.root("inbox")], animated: false)
            }
        }
        let flow = InboxFlow(screens: screens)
        flow.view.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        flow.beginAppearanceTransition(true, animated: false)
        flow.endAppearanceTransition()
        flow.view.layoutIfNeeded()
        XCTAssertEqual(log.take(), [
            "inbox.make", "inbox.willMove(parent)", "inbox.didAdd", "inbox.didShow",
            "inbox.viewDidLoad", "inbox.didMove(parent)",
            "inbox.viewWillAppear", "inbox.viewDidAppear",
        ])
        XCTAssertEqual(screens.controller("inbox")?.view.frame, Rect(x: 0, y: 0, width: 320, height: 480))
    }

    func testModifiersChainInOrder() throws {
        let navigation = makeVisibleNavigationController()
        let model = NavigationModel.root(dataID: "inbox", makeViewController: { ViewController() })
            .didShow { [log] _ in log.append("first") }
            .didShow { [log] _ in log.append("second") }
        try navigation.setStack([model], animated: false)
        XCTAssertEqual(log.take(), ["first", "second"])
    }
}
