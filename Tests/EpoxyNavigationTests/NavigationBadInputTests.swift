import EpoxyCore
import EpoxyLayout
import XCTest

@testable import EpoxyNavigation

/// Bad stacks are refused with clear errors or warnings; nothing crashes and the shown stack
/// stays consistent.
final class NavigationBadInputTests: XCTestCase {
    private let log = EventLog()
    private lazy var screens = Screens(log: log)
    private let messages = LoggedMessages()

    private struct ScriptError: Error, Equatable {}

    func testAnEmptyStackIsRefused() throws {
        let navigation = makeVisibleNavigationController()
        XCTAssertThrowsError(try navigation.setStack([], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .emptyStack)
        }
        try navigation.setStack([screens.root("inbox")], animated: false)
        XCTAssertThrowsError(try navigation.setStack([nil, nil], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .emptyStack)
            XCTAssertEqual("\(error)", "The navigation stack is empty: it needs at least its root model.")
        }
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
    }

    func testARootThatIsNotFirstIsRefused() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox")], animated: false)
        _ = log.take()
        XCTAssertThrowsError(
            try navigation.setStack([nil, screens.root("inbox"), nil, screens.root("settings")], animated: false)
        ) { error in
            XCTAssertEqual(error as? NavigationError, .rootNotFirst(dataID: "settings", index: 3))
            XCTAssertEqual(
                "\(error)",
                "The root model settings is at index 3 of the navigation stack; a root model must be its first model.")
        }
        XCTAssertEqual(log.take(), [], "nothing was made or called")
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
    }

    func testAFirstModelThatIsNotARootIsAcceptedWithOneWarning() throws {
        let navigation = makeVisibleNavigationController()
        try messages.capture {
            try navigation.setStack([screens.model("inbox")], animated: false)
            try navigation.setStack([screens.model("inbox")], animated: false)
        }
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
        XCTAssertEqual(messages.messages, [
            "The first model of the navigation stack, inbox, is not a root model (NavigationModel.root): "
                + "it can never be popped, so its remove is never called.",
        ])
    }

    func testDuplicateDataIDsWarnAndKeepGoing() throws {
        let navigation = makeVisibleNavigationController()
        try messages.capture {
            try navigation.setStack([screens.root("inbox"), screens.model("thread"), screens.model("thread")], animated: false)
        }
        XCTAssertEqual(messages.messages, [
            "Warning! Duplicate data IDs detected. Navigation models should have unique data IDs within a navigation "
                + "stack. Duplicate data IDs can cause undefined behavior. Digest:\n"
                + "- Navigation model with ID thread duplicated at positions 2, 3",
        ])
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "thread", "thread"])
        XCTAssertEqual(navigation.children.count, 3)
        try messages.capture {
            try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        }
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "thread"])
        XCTAssertEqual(navigation.children.count, 2)
    }

    func testAControllerOnAnotherStackIsRefused() throws {
        let other = makeVisibleNavigationController()
        try other.setStack([screens.root("elsewhere")], animated: false)
        let taken = try XCTUnwrap(screens.controller("elsewhere"))
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox")], animated: false)
        _ = log.take()

        XCTAssertThrowsError(try navigation.setStack([
            screens.root("inbox"),
            screens.model("photo"),
            NavigationModel(dataID: "thread", makeViewController: { taken }, remove: {}),
        ], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .viewControllerInUse(dataID: "thread"))
        }
        XCTAssertEqual(log.take(), ["photo.make"], "photo was made, then discarded with the refused update")
        XCTAssertNil(screens.controller("photo")?.parent)
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
        XCTAssertEqual(navigation.children.count, 1)
        XCTAssertTrue(taken.parent === other)
        XCTAssertEqual(other.stackDataIDs, ["elsewhere"])
    }

    func testOneControllerForTwoModelsIsRefused() throws {
        let navigation = makeVisibleNavigationController()
        let shared = ViewController()
        XCTAssertThrowsError(try navigation.setStack([
            NavigationModel.root(dataID: "inbox", makeViewController: { shared }),
            NavigationModel(dataID: "thread", makeViewController: { shared }, remove: {}),
        ], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .viewControllerInUse(dataID: "thread"))
        }
        XCTAssertEqual(navigation.stackDataIDs, [])
        XCTAssertNil(shared.parent)
    }

    func testAControllerShowingItsViewElsewhereIsRefused() throws {
        let navigation = makeVisibleNavigationController()
        let onScreen = ViewController()
        let window = View()
        window.addSubview(onScreen.view)
        XCTAssertThrowsError(try navigation.setStack([
            NavigationModel.root(dataID: "inbox", makeViewController: { onScreen }),
        ], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .viewControllerInUse(dataID: "inbox"))
        }
        XCTAssertTrue(onScreen.view.superview === window)
    }

    func testTheNavigationControllerOrAContainerOfItIsRefused() throws {
        let navigation = NavigationController()
        XCTAssertThrowsError(try navigation.setStack([
            NavigationModel.root(dataID: "inbox", makeViewController: { navigation }),
        ], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .viewControllerContainsNavigationController(dataID: "inbox"))
        }

        let outer = makeVisibleNavigationController(wrapNavigation: NavigationController.wrapInContainer)
        try outer.setStack([
            NavigationModel.root(dataID: "inbox", makeViewController: { ViewController() }),
            NavigationModel(dataID: "flow", makeViewController: { navigation }, remove: {}),
        ], animated: false)
        XCTAssertThrowsError(try navigation.setStack([
            NavigationModel.root(dataID: "loop", makeViewController: { outer }),
        ], animated: false)) { error in
            XCTAssertEqual(error as? NavigationError, .viewControllerContainsNavigationController(dataID: "loop"))
            XCTAssertEqual(
                "\(error)",
                "makeViewController of loop returned the navigation controller itself or a controller that contains it.")
        }
        XCTAssertEqual(navigation.stackDataIDs, [])
    }

    func testErrorsThrownByMakeViewControllerAbortTheUpdate() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox")], animated: false)
        XCTAssertThrowsError(try navigation.setStack([
            screens.root("inbox"),
            NavigationModel(dataID: "thread", makeViewController: { throw ScriptError() }, remove: {}),
        ], animated: false)) { error in
            XCTAssertEqual(error as? ScriptError, ScriptError())
        }
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
        XCTAssertFalse(navigation.isTransitioning)
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "thread"])
    }

    func testAQueuedStackThatFailsIsReportedAndTheNextOneStillWorks() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox")], animated: false)
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: true)
        try navigation.setStack([
            screens.root("inbox"),
            NavigationModel(dataID: "broken", makeViewController: { throw ScriptError() }, remove: {}),
        ], animated: false)
        messages.capture { navigation.completeTransitions() }
        XCTAssertEqual(messages.messages, ["A queued navigation stack was refused: ScriptError()"])
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "thread"])
        try navigation.setStack([screens.root("inbox")], animated: false)
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
    }

    func testGoingBackFromTheRootIsRefused() throws {
        let navigation = makeVisibleNavigationController()
        XCTAssertThrowsError(try navigation.back()) { error in
            XCTAssertEqual(error as? NavigationError, .cannotGoBackFromRoot)
        }
        try navigation.setStack([screens.root("inbox")], animated: false)
        _ = log.take()
        XCTAssertThrowsError(try navigation.back(animated: true)) { error in
            XCTAssertEqual(error as? NavigationError, .cannotGoBackFromRoot)
            XCTAssertEqual("\(error)", "Cannot go back: the navigation stack shows only its root screen.")
        }
        let popped = messages.capture { navigation.popViewController(animated: false) }
        XCTAssertNil(popped)
        XCTAssertEqual(messages.messages, ["Cannot go back: the navigation stack shows only its root screen."])
        XCTAssertEqual(log.take(), [])
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
    }

    func testPopViewControllerReturnsThePoppedController() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        let popped = navigation.popViewController(animated: false)
        XCTAssertTrue(popped === screens.controller("thread"))
        XCTAssertEqual(screens.removed, ["thread"])
    }
}
