import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyBars

/// Shows the divider of its `FixedBar` once the content is scrolled; can override the title.
final class DividerCoordinator: BarCoordinating, BarScrollPercentageCoordinating {
    typealias Model = BarModel<FixedBar>

    let update: (Bool) -> Void
    var titleOverride: String?
    private(set) var modelsQueried = 0
    private weak var view: FixedBar?

    init(update: @escaping (Bool) -> Void) {
        self.update = update
    }

    var scrollPercentage: Double = 0 {
        didSet { updateDivider() }
    }

    func barModel(for model: BarModel<FixedBar>) -> BarModeling {
        modelsQueried += 1
        let model = titleOverride.map { model.content(.init(title: $0)) } ?? model
        return model.willDisplay { [weak self] context in
            self?.view = context.view
            self?.updateDivider()
        }
    }

    private func updateDivider() {
        view?.showsDivider = scrollPercentage > 0
    }
}

/// A coordinator of another kind, to check that a new kind replaces the old one.
final class OtherCoordinator: BarCoordinating {
    typealias Model = BarModel<FixedBar>
    func barModel(for model: BarModel<FixedBar>) -> BarModeling { model }
}

/// A property only some coordinators have.
protocol BadgeCoordinating: AnyObject {
    var badge: Int { get set }
}

extension BarCoordinatorProperty where Property == Int {
    static var badge: BarCoordinatorProperty<Int> {
        BarCoordinatorProperty(keyPath: \BadgeCoordinating.badge, default: -1)
    }
}

final class CoordinatorRecorder {
    var made: [DividerCoordinator] = []
}

final class BarCoordinatorTests: XCTestCase {
    private func navigationBar(_ title: String, recorder: CoordinatorRecorder) -> BarModel<FixedBar> {
        FixedBar.barModel(content: .init(title: title), style: .init(height: 44))
            .makeCoordinator { update in
                let coordinator = DividerCoordinator(update: update)
                recorder.made.append(coordinator)
                return coordinator
            }
    }

    func testScrollPercentageReachesTheCoordinatorAndItsView() {
        let screen = TestScreen.iPhoneSE()
        let recorder = CoordinatorRecorder()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [navigationBar("Inbox", recorder: recorder)])
        installer.install()
        let bar = installer.container?.barViews.first as? FixedBar

        XCTAssertEqual(recorder.made.count, 1)
        XCTAssertEqual(installer.coordinators.count, 1)
        XCTAssertTrue(installer.coordinators.first === recorder.made.first)
        XCTAssertEqual(installer.scrollPercentage, 0)
        XCTAssertEqual(bar?.showsDivider, false)

        installer.scrollPercentage = ScrollPercentage.of(contentOffsetY: -100, adjustedContentInsetTop: 120, over: 40)
        XCTAssertEqual(installer.scrollPercentage, 0.5)
        XCTAssertEqual(recorder.made.first?.scrollPercentage, 0.5)
        XCTAssertEqual(bar?.showsDivider, true)

        installer.scrollPercentage = 0
        XCTAssertEqual(bar?.showsDivider, false)
    }

    func testCoordinatorLivesAsLongAsTheBar() {
        let recorder = CoordinatorRecorder()
        let stack = BarStackView()
        stack.setBars([navigationBar("Inbox", recorder: recorder)], animated: false)
        XCTAssertEqual(stack.setBars([navigationBar("Sent", recorder: recorder)], animated: false).map(\.kind), [.contentUpdated])
        XCTAssertEqual(stack.setBars([navigationBar("Sent", recorder: recorder)], animated: false).map(\.kind), [.unchanged])
        XCTAssertEqual(recorder.made.count, 1)
        XCTAssertEqual(recorder.made.first?.modelsQueried, 3)

        // Another kind of coordinator replaces it; a model without one drops it.
        stack.setBars([FixedBar.barModel(content: .init(title: "Sent"), style: .init(height: 44)).makeCoordinator { _ in OtherCoordinator() }], animated: false)
        XCTAssertTrue(stack.coordinators.first is OtherCoordinator)
        stack.setBars([FixedBar.barModel(content: .init(title: "Sent"), style: .init(height: 44))], animated: false)
        XCTAssertTrue(stack.coordinators.isEmpty)
    }

    func testClientCallbacksRunOnceBesideTheCoordinators() {
        let recorder = CoordinatorRecorder()
        var willDisplay = 0, didDisplay = 0
        let model = FixedBar.barModel(content: .init(title: "Inbox"), style: .init(height: 44))
            .willDisplay { _ in willDisplay += 1 }
            .didDisplay { _ in didDisplay += 1 }
            .makeCoordinator { update in
                let coordinator = DividerCoordinator(update: update)
                recorder.made.append(coordinator)
                return coordinator
            }
        let stack = BarStackView()
        stack.setBars([model], animated: false)
        stack.setBars([model], animated: false)
        XCTAssertEqual(willDisplay, 1)
        XCTAssertEqual(didDisplay, 1)
        // The coordinator's own willDisplay ran too: it holds the view.
        recorder.made.first?.scrollPercentage = 1
        XCTAssertEqual((stack.barViews.first as? FixedBar)?.showsDivider, true)
    }

    func testPropertiesSetBeforeInstallReachCoordinatorsMadeLater() {
        let screen = TestScreen.iPhoneSE()
        let recorder = CoordinatorRecorder()
        let installer = TopBarInstaller(viewController: screen.controller)
        installer.scrollPercentage = 1
        installer.install()
        installer.setBars([navigationBar("Inbox", recorder: recorder)], animated: false)

        XCTAssertEqual(recorder.made.first?.scrollPercentage, 1)
        XCTAssertEqual((installer.container?.barViews.first as? FixedBar)?.showsDivider, true)
    }

    func testCoordinatorCanUpdateItsBarOutOfBand() {
        let recorder = CoordinatorRecorder()
        let stack = BarStackView()
        stack.setBars([navigationBar("Inbox", recorder: recorder)], animated: false)
        let bar = stack.barViews.first as? FixedBar

        recorder.made.first?.titleOverride = "Inbox (3)"
        recorder.made.first?.update(true)

        XCTAssertTrue(stack.barViews.first === bar)
        XCTAssertEqual(bar?.setContentCalls.map(\.title), ["Inbox", "Inbox (3)"])
        XCTAssertEqual(bar?.setContentCalls.last?.animated, true)
    }

    func testPropertiesSkipCoordinatorsWithoutThem() {
        let recorder = CoordinatorRecorder()
        let screen = TestScreen.iPhoneSE()
        let installer = BottomBarInstaller(viewController: screen.controller, bars: [navigationBar("Inbox", recorder: recorder)])
        installer.install()
        XCTAssertEqual(installer[.badge], -1)
        installer[.badge] = 3
        XCTAssertEqual(installer[.badge], 3)
        XCTAssertEqual(recorder.made.first?.scrollPercentage, 0)
        installer.scrollPercentage = 0.25
        XCTAssertEqual(recorder.made.first?.scrollPercentage, 0.25)
    }

    func testObserversSeeTheCurrentValueAndChangesWhileRetained() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller)
        var seen: [Double] = []
        var token: AnyObject? = installer.observe(.scrollPercentage) { seen.append($0) }
        installer.scrollPercentage = 0.5
        installer.scrollPercentage = 1
        XCTAssertNotNil(token)
        token = nil
        installer.scrollPercentage = 0
        XCTAssertEqual(seen, [0, 0.5, 1])
    }

    func testErasedModelsCanBeCoordinated() {
        final class LuaCoordinator: AnyBarCoordinating, BarScrollPercentageCoordinating {
            var scrollPercentage: Double = 0
        }
        let recorder = Recorder()
        var made = 0
        let model = recorder.bar("nav", title: "Inbox").makeCoordinator(kind: "luaNav", { _ in
            made += 1
            return LuaCoordinator()
        }, barModel: { coordinator, model in
            let percentage = (coordinator as? LuaCoordinator)?.scrollPercentage ?? -1
            return model.styleID("scrolled-\(percentage > 0)")
        })
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [model])
        installer.install()
        XCTAssertEqual(made, 1)

        installer.scrollPercentage = 0.5
        XCTAssertEqual((installer.coordinators.first as? LuaCoordinator)?.scrollPercentage, 0.5)
        // The next update queries the coordinator: its style ID now differs.
        XCTAssertEqual(installer.setBars([model], animated: false).map(\.kind), [.replaced])
        XCTAssertEqual(made, 1)
    }

    func testScrollPercentageFromOffsets() {
        XCTAssertEqual(ScrollPercentage.of(contentOffsetY: -120, adjustedContentInsetTop: 120, over: 40), 0)
        XCTAssertEqual(ScrollPercentage.of(contentOffsetY: -130, adjustedContentInsetTop: 120, over: 40), 0)
        XCTAssertEqual(ScrollPercentage.of(contentOffsetY: -110, adjustedContentInsetTop: 120, over: 40), 0.25)
        XCTAssertEqual(ScrollPercentage.of(contentOffsetY: 500, adjustedContentInsetTop: 120, over: 40), 1)
        XCTAssertEqual(ScrollPercentage.of(contentOffsetY: 1, adjustedContentInsetTop: 0, over: 0), 1)
        XCTAssertEqual(ScrollPercentage.of(contentOffsetY: 0, adjustedContentInsetTop: 0, over: -5), 0)
        XCTAssertEqual(ScrollPercentage.of(contentOffsetY: .nan, adjustedContentInsetTop: 0, over: 10), 0)
        XCTAssertEqual(ScrollPercentage.of(contentOffsetY: 5, adjustedContentInsetTop: 0, over: .infinity), 1)
    }
}
