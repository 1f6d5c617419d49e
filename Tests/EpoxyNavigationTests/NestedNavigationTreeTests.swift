import EpoxyCore
import EpoxyLayout
import XCTest

@testable import EpoxyNavigation

/// Refused updates leave nested flows usable, and transitions are driven across a whole tree.
final class NestedNavigationTreeTests: XCTestCase {
    private let log = EventLog()
    private lazy var screens = Screens(log: log)

    private struct ScriptError: Error, Equatable { let dataID: String }

    func testARefusedUpdateReleasesTheNestedFlowFromItsWrapper() throws {
        let outer = makeVisibleNavigationController(wrapNavigation: NavigationController.wrapInContainer)
        let inner = NavigationController()
        try outer.setStack([screens.root("inbox")], animated: false)
        let flow = NavigationModel(dataID: "flow", makeViewController: { inner }, remove: {})
        XCTAssertThrowsError(try outer.setStack([
            screens.root("inbox"), flow,
            NavigationModel(dataID: "broken", makeViewController: { throw ScriptError(dataID: "broken") }, remove: {}),
        ], animated: false)) { error in
            XCTAssertEqual(error as? ScriptError, ScriptError(dataID: "broken"))
        }
        XCTAssertNil(inner.parent)
        try outer.setStack([screens.root("inbox"), flow], animated: false)
        XCTAssertEqual(outer.stackDataIDs, ["inbox", "flow"])
        XCTAssertTrue(inner.parent?.parent === outer)
    }

    func testAWrapperThatIsInUseIsRefusedAndReleasesTheNestedFlow() throws {
        let container = ViewController()
        let taken = ViewController()
        container.addChild(taken)
        let outer = makeVisibleNavigationController(wrapNavigation: { nested in
            taken.addChild(nested)
            return taken
        })
        let inner = NavigationController()
        XCTAssertThrowsError(try outer.setStack([
            screens.root("inbox"), NavigationModel(dataID: "flow", makeViewController: { inner }, remove: {}),
        ], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .viewControllerInUse(dataID: "flow"))
        }
        XCTAssertNil(inner.parent)
        XCTAssertEqual(outer.stackDataIDs, [])
        XCTAssertTrue(taken.parent === container)
    }

    func testTransitionsAreCompletedAcrossTheTree() throws {
        let outer = makeVisibleNavigationController(wrapNavigation: NavigationController.wrapInContainer)
        let inner = NavigationController()
        try inner.setStack([screens.root("settings")], animated: false)
        try outer.setStack([
            screens.root("inbox"), NavigationModel(dataID: "flow", makeViewController: { inner }, remove: {}),
        ], animated: false)
        try inner.setStack([screens.root("settings"), screens.model("detail")], animated: true)
        XCTAssertTrue(inner.isTransitioning)
        XCTAssertFalse(outer.isTransitioning)
        XCTAssertTrue(NavigationController.hasTransitionsInFlight(in: outer))

        NavigationController.advanceTransitions(by: 0.1, in: outer)
        XCTAssertTrue(inner.isTransitioning)
        NavigationController.completeTransitions(in: outer)
        XCTAssertFalse(NavigationController.hasTransitionsInFlight(in: outer))
        XCTAssertEqual(screens.controller("detail")?.appearance, .appeared)
        XCTAssertEqual(screens.controller("settings")?.appearance, .disappeared)
    }

    func testTheNavigationControllerDisappearingMidTransition() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox")], animated: false)
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: true)
        _ = log.take()
        navigation.beginAppearanceTransition(false, animated: false)
        navigation.endAppearanceTransition()
        navigation.completeTransition()
        XCTAssertEqual(log.take(), [
            "thread.viewWillDisappear", "thread.viewDidDisappear",
            // inbox began disappearing with the push; the transition's end completes that.
            "inbox.viewDidDisappear", "thread.didMove(parent)", "thread.didAdd", "inbox.didHide", "thread.didShow",
        ])
        XCTAssertEqual(screens.controller("thread")?.appearance, .disappeared)
        XCTAssertEqual(screens.controller("inbox")?.appearance, .disappeared)
    }
}
