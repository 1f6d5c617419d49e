import EpoxyCore
import EpoxyLayout
import XCTest

@testable import EpoxyNavigation

/// The update values reported per change, and the convenience ways to set a stack.
final class NavigationStackUpdateTests: XCTestCase {
    private let log = EventLog()
    private lazy var screens = Screens(log: log)

    func testUpdatesDescribeEachChange() throws {
        let navigation = makeVisibleNavigationController()
        var reported: [NavigationStackUpdate] = []
        navigation.onUpdate = { reported.append($0) }

        try navigation.setStack([screens.root("inbox")], animated: false)
        try navigation.setStack([screens.root("inbox"), screens.model("thread"), screens.model("photo")], animated: false)
        try navigation.setStack([screens.root("inbox"), screens.model("thread"), screens.model("photo")], animated: false)
        try navigation.setStack([screens.root("inbox"), screens.model("settings")], animated: true)
        navigation.completeTransitions()
        try navigation.back(animated: false)

        XCTAssertEqual(reported.map(\.description), [
            "pushed +[inbox] ( → inbox)",
            "pushed +[thread, photo] (inbox → inbox, thread, photo)",
            "unchanged (inbox, thread, photo → inbox, thread, photo)",
            "replaced +[settings] -[photo, thread] (inbox, thread, photo → inbox, settings) animated",
            "popped -[settings] (inbox, settings → inbox)",
        ])
        XCTAssertEqual(reported[3], NavigationStackUpdate(
            kind: .replaced, cause: .setStack, stackBefore: ["inbox", "thread", "photo"],
            stackAfter: ["inbox", "settings"], added: ["settings"], removed: ["photo", "thread"],
            isAnimated: true, startedTransition: true))
        XCTAssertEqual(reported[3].visibleBefore, "photo")
        XCTAssertEqual(reported[3].visibleAfter, "settings")
        XCTAssertEqual(reported[4].cause, .back)
        XCTAssertNil(reported[0].visibleBefore)
    }

    func testTheResultBuilderSkipsAbsentScreens() throws {
        let navigation = makeVisibleNavigationController()
        let showThread = true
        let showPhoto = false
        let absent: NavigationModel? = nil
        try navigation.setStack(animated: false) {
            screens.root("inbox")
            if showThread {
                screens.model("thread")
            }
            if showPhoto {
                screens.model("photo")
            } else {
                screens.model("settings")
            }
            absent
            for index in 1...2 {
                screens.model("page\(index)")
            }
        }
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "thread", "settings", "page1", "page2"])
    }

    func testAStackProviderSetsItsStack() throws {
        struct Flow: StackProviding {
            let screens: Screens
            var showThread: Bool
            var stack: [NavigationModel?] {
                [screens.root("inbox"), showThread ? screens.model("thread") : nil]
            }
        }
        let navigation = makeVisibleNavigationController()
        var flow = Flow(screens: screens, showThread: true)
        try navigation.setStack(from: flow, animated: false)
        XCTAssertEqual(navigation.stackDataIDs, ["inbox", "thread"])
        flow.showThread = false
        let update = try navigation.setStack(from: flow, animated: false)
        XCTAssertEqual(update?.kind, .popped)
        XCTAssertEqual(navigation.stackDataIDs, ["inbox"])
    }

    func testDidSetViewControllersIsCalledAfterEveryChange() throws {
        final class Observing: NavigationController {
            var counts: [Int] = []
            override func didSetViewControllers(_ viewControllers: [ViewController], animated: Bool) {
                counts.append(viewControllers.count)
            }
        }
        let navigation = Observing()
        try navigation.setStack([screens.root("inbox")], animated: false)
        try navigation.setStack([screens.root("inbox"), screens.model("thread")], animated: false)
        try navigation.back()
        XCTAssertEqual(navigation.counts, [1, 2, 1])
    }
}
