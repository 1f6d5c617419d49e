import EpoxyCore
import EpoxyLayout
import XCTest

@testable import EpoxyNavigation

/// View controllers are made once per screen and kept while the screen stays on the stack.
final class ViewControllerLifetimeTests: XCTestCase {
    private let log = EventLog()
    private lazy var screens = Screens(log: log)

    func testControllersAreMadeOnceAcrossUpdates() throws {
        let navigation = makeVisibleNavigationController()
        for _ in 0..<3 {
            try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        }
        try navigation.setStack([screens.root("inbox"), screens.model("thread"), screens.model("photo")], animated: false)
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        XCTAssertEqual(screens.makeCount("inbox"), 1)
        XCTAssertEqual(screens.makeCount("thread"), 1)
        XCTAssertEqual(screens.makeCount("photo"), 1)
        XCTAssertTrue(navigation.viewControllers.elementsEqual(
            [screens.controller("inbox"), screens.controller("thread")].compactMap { $0 }, by: ===))
    }

    func testAScreenThatComesBackGetsANewController() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        let first = screens.controller("thread")
        try navigation.back()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        XCTAssertEqual(screens.makeCount("thread"), 2)
        XCTAssertFalse(navigation.topViewController === first)
        XCTAssertTrue(navigation.topViewController === screens.controller("thread"))
    }

    func testTheNewModelsCallbacksAreUsedForKeptControllers() throws {
        let navigation = makeVisibleNavigationController()
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        _ = log.take()
        let replacement = NavigationModel(dataID: "thread", makeViewController: { nil }, remove: { [log] in log.append("new remove") })
            .didRemove { [log] in log.append("new didRemove") }
        try navigation.setStack([screens.root("inbox"), replacement], animated: false)
        XCTAssertEqual(screens.makeCount("thread"), 1)
        try navigation.back()
        XCTAssertTrue(log.take().contains("new remove"))
    }

    func testChangedParametersReplaceTheController() throws {
        let navigation = makeVisibleNavigationController()
        var madeFor: [Int] = []
        func thread(_ id: Int) -> NavigationModel {
            NavigationModel(
                params: id, dataID: "thread",
                makeViewController: { id in
                    madeFor.append(id)
                    return RecordingController("thread\(id)", log: self.log)
                },
                remove: { [log] in log.append("thread.remove") })
                .didAdd { [log] _ in log.append("thread.didAdd") }
                .didRemove { [log] in log.append("thread.didRemove") }
                .didShow { [log] _ in log.append("thread.didShow") }
        }
        try navigation.setStack([screens.root("inbox"), thread(1)], animated: false)
        try navigation.setStack([screens.root("inbox"), thread(1)], animated: false)
        _ = log.take()
        let update = try navigation.setStack([screens.root("inbox"), thread(2)], animated: false)
        XCTAssertEqual(madeFor, [1, 2])
        XCTAssertEqual(update?.kind, .replaced)
        XCTAssertEqual(log.take(), [
            "thread1.willMove(nil)", "thread2.willMove(parent)",
            "thread2.viewDidLoad", "thread1.viewWillDisappear", "thread2.viewWillAppear",
            "thread1.viewDidDisappear", "thread2.viewDidAppear",
            "thread1.didMove(nil)", "thread2.didMove(parent)",
        ], "as Epoxy's queue: the same screen with new parameters is neither removed nor added (no remove, didRemove, didAdd), and the same dataID on top is no didHide/didShow")
        // New parameters that make no view controller remove the screen (remove and didRemove, as Epoxy's queue does).
        let unmade = NavigationModel(params: 3, dataID: "thread", makeViewController: { _ in nil }, remove: { [log] in log.append("thread.remove") })
            .didRemove { [log] in log.append("thread.didRemove") }
        try navigation.setStack([screens.root("inbox"), unmade], animated: false)
        XCTAssertEqual(log.take().filter { $0.hasPrefix("thread.") }, ["thread.remove", "thread.didRemove"])
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
    }

    func testAModelWhoseControllerIsNotReadyIsAskedAgain() throws {
        let navigation = makeVisibleNavigationController()
        var ready = false
        var asked = 0
        let thread = NavigationModel(
            dataID: "thread",
            makeViewController: {
                asked += 1
                return ready ? ViewController() : nil
            },
            remove: {})
        let first = try navigation.setStack([screens.root("inbox"), thread], animated: false)
        XCTAssertEqual(first?.stackAfter, ["inbox"])
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
        ready = true
        let second = try navigation.setStack([screens.root("inbox"), thread], animated: false)
        XCTAssertEqual(asked, 2)
        XCTAssertEqual(second?.kind, .pushed)
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "thread"])
        try navigation.setStack([screens.root("inbox"), thread], animated: false)
        XCTAssertEqual(asked, 2)
    }

    func testDidShowAndDidAddReceiveTheMadeController() throws {
        let navigation = makeVisibleNavigationController()
        var shown: ViewController?
        var added: ViewController?
        let made = ViewController()
        try navigation.setStack([
            NavigationModel.root(dataID: "inbox", makeViewController: { made })
                .didShow { shown = $0 }
                .didAdd { added = $0 },
        ], animated: false)
        XCTAssertTrue(shown === made)
        XCTAssertTrue(added === made)
        XCTAssertTrue(navigation.viewController(forDataID: "inbox") === made)
        XCTAssertNil(navigation.viewController(forDataID: "thread"))
    }
}
