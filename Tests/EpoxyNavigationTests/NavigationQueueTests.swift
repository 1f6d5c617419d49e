import EpoxyCore
import EpoxyLayout
import XCTest

@testable import EpoxyNavigation

/// Animated transitions stay in flight until completed; stacks set meanwhile wait.
final class NavigationQueueTests: XCTestCase {
    private let log = EventLog()
    private lazy var screens = Screens(log: log)

    func testStacksSetDuringATransitionWaitAndTheLatestIsApplied() throws {
        let navigation = makeVisibleNavigationController()
        var updates: [String] = []
        navigation.onUpdate = { updates.append($0.description) }
        try navigation.setStack([screens.root("a")], animated: false)

        let pushB = try navigation.setStack([screens.root("a"), screens.model("b")], animated: true)
        XCTAssertEqual(pushB?.kind, .pushed)
        XCTAssertNil(try navigation.setStack([screens.root("a"), screens.model("b"), screens.model("c")], animated: true))
        XCTAssertNil(try navigation.setStack(
            [screens.root("a"), screens.model("b"), screens.model("c"), screens.model("d")], animated: true))
        XCTAssertEqual(navigation.stackDataIDs, ["a", "b"])
        XCTAssertEqual(screens.makeCount("c"), 0, "waiting stacks make nothing")
        _ = log.take()

        XCTAssertTrue(navigation.completeTransition())
        XCTAssertEqual(log.take(), [
            "a.viewDidDisappear", "b.viewDidAppear", "b.didMove(parent)",
            "b.didAdd", "a.didHide", "b.didShow",
            // The latest waiting stack is applied next, as one animated push.
            "c.make", "d.make", "c.willMove(parent)", "d.willMove(parent)",
            "d.viewDidLoad", "b.viewWillDisappear", "d.viewWillAppear",
        ])
        XCTAssertTrue(navigation.isTransitioning)
        XCTAssertEqual(navigation.stackDataIDs, ["a", "b", "c", "d"])
        navigation.completeTransitions()
        XCTAssertFalse(navigation.isTransitioning)
        XCTAssertEqual(log.take(), [
            "b.viewDidDisappear", "d.viewDidAppear", "c.didMove(parent)", "d.didMove(parent)",
            "c.didAdd", "d.didAdd", "b.didHide", "d.didShow",
        ])
        XCTAssertEqual(updates, [
            "pushed +[a] ( → a)",
            "pushed +[b] (a → a, b) animated",
            "pushed +[c, d] (a, b → a, b, c, d) animated",
        ])
        XCTAssertEqual(screens.makeCount("c"), 1)
    }

    func testAWaitingStackUsesItsOwnAnimationFlag() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("a")], animated: false)
        try navigation.setStack([screens.root("a"), screens.model("b")], animated: true)
        try navigation.setStack([screens.root("a")], animated: false)
        navigation.completeTransition()
        XCTAssertFalse(navigation.isTransitioning)
        XCTAssertEqual(navigation.stackDataIDs, ["a"])
    }

    func testBackDuringATransitionIsRefused() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("a"), screens.model("b")], animated: false)
        try navigation.setStack([screens.root("a"), screens.model("b"), screens.model("c")], animated: true)
        XCTAssertThrowsError(try navigation.back()) { error in
            XCTAssertEqual(error as? NavigationError, .transitionInProgress)
        }
        navigation.completeTransitions()
        try navigation.back()
        XCTAssertEqual(navigation.stackDataIDs, ["a", "b"])
    }

    func testAStackSetBeforeAnAnimatedBackDoesNotPushThePoppedScreenAgain() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("a"), screens.model("b")], animated: false)
        try navigation.back(animated: true)
        // The caller's state still holds b until `remove` runs at the end of the transition.
        XCTAssertNil(try navigation.setStack([screens.root("a"), screens.model("b")], animated: false))
        navigation.completeTransitions()
        XCTAssertEqual(navigation.stackDataIDs, ["a"])
        XCTAssertEqual(screens.makeCount("b"), 1)
        XCTAssertEqual(screens.removed, ["b"])
    }

    func testStacksSetFromCallbacksAreAppliedAfterTheUpdate() throws {
        let flow = FormFlow(log: log)
        let navigation = flow.navigation
        flow.showStep2 = true
        XCTAssertEqual(navigation.stackDataIDs, ["step1", "step2"])
        flow.showStep3 = true
        XCTAssertEqual(navigation.stackDataIDs, ["step1", "step2", "step3"])
        _ = log.take()

        // The user goes back: `remove` updates the state, whose observer sets the stack again
        // from inside the pop; that stack waits for the pop and then changes nothing.
        var updates: [NavigationStackUpdate.Kind] = []
        navigation.onUpdate = { updates.append($0.kind) }
        try navigation.back()
        XCTAssertFalse(flow.showStep3)
        XCTAssertEqual(navigation.stackDataIDs, ["step1", "step2"])
        XCTAssertEqual(updates, [.popped, .unchanged])
        XCTAssertEqual(flow.makeCount, ["step1": 1, "step2": 1, "step3": 1])
    }

    func testTheClockEndsTransitions() throws {
        let navigation = makeVisibleNavigationController()
        navigation.transitionDuration = 0.35
        try navigation.setStack([screens.root("a")], animated: false)
        try navigation.setStack([screens.root("a"), screens.model("b")], animated: true)
        try navigation.setStack([screens.root("a"), screens.model("b"), screens.model("c")], animated: true)
        navigation.advanceTransitions(by: 0.2)
        XCTAssertTrue(navigation.isTransitioning)
        XCTAssertEqual(screens.makeCount("c"), 0)
        navigation.advanceTransitions(by: 0.15)
        XCTAssertTrue(navigation.isTransitioning, "the waiting push started when the first ended")
        XCTAssertEqual(screens.makeCount("c"), 1)
        navigation.advanceTransitions(by: 0.35)
        XCTAssertFalse(navigation.isTransitioning)

        try navigation.setStack([screens.root("a"), screens.model("b"), screens.model("c"), screens.model("d")], animated: true)
        try navigation.setStack(
            [screens.root("a"), screens.model("b"), screens.model("c"), screens.model("d"), screens.model("e")], animated: true)
        navigation.advanceTransitions(by: 0.7)
        XCTAssertFalse(navigation.isTransitioning, "time left over runs the next transition")
        XCTAssertEqual(navigation.stackDataIDs, ["a", "b", "c", "d", "e"])
    }

    func testCallbacksThatAlwaysSetANewStackAreCutOff() throws {
        let navigation = makeVisibleNavigationController()
        let messages = LoggedMessages()
        var counter = 0
        func stack() -> [NavigationModel?] {
            counter += 1
            let id = counter
            return [
                NavigationModel.root(dataID: "root", makeViewController: { ViewController() }),
                NavigationModel(dataID: "screen\(id)", makeViewController: { ViewController() }, remove: {})
                    .didShow { _ in _ = try? navigation.setStack(stack(), animated: false) },
            ]
        }
        try messages.capture {
            try navigation.setStack(stack(), animated: false)
        }
        XCTAssertEqual(counter, 66)
        XCTAssertEqual(navigation.stackDataIDs, ["root", "screen65"])
        XCTAssertEqual(messages.messages, [
            "Navigation stacks kept changing after 64 updates in a row; dropped the latest (do callbacks keep setting new stacks?).",
        ])
    }
}

/// The three-step form of Epoxy's documentation: state drives the stack, `remove` updates it.
private final class FormFlow {
    let navigation = makeVisibleNavigationController()
    private(set) var makeCount: [String: Int] = [:]
    let log: EventLog

    var showStep2 = false { didSet { update() } }
    var showStep3 = false { didSet { update() } }

    init(log: EventLog) {
        self.log = log
        update()
    }

    private func update() {
        _ = try? navigation.setStack(stack, animated: false)
    }

    private var stack: [NavigationModel?] {
        [
            .root(dataID: "step1", makeViewController: { [unowned self] in make("step1") }),
            showStep2
                ? NavigationModel(
                    dataID: "step2", makeViewController: { [unowned self] in make("step2") },
                    remove: { [unowned self] in showStep2 = false })
                : nil,
            showStep3
                ? NavigationModel(
                    dataID: "step3", makeViewController: { [unowned self] in make("step3") },
                    remove: { [unowned self] in showStep3 = false })
                : nil,
        ]
    }

    private func make(_ name: String) -> ViewController {
        makeCount[name, default: 0] += 1
        return RecordingController(name, log: log)
    }
}
