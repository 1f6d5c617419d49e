import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyBars

final class BarRobustnessTests: XCTestCase {
    func testUninstallBeforeInstallDoesNothing() {
        let screen = TestScreen.iPhoneSE()
        let top = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 44)])
        let bottom = BottomBarInstaller(viewController: screen.controller, avoidsKeyboard: true)
        top.uninstall()
        bottom.uninstall()
        bottom.setKeyboardHeight(300)
        screen.layout()
        XCTAssertFalse(top.isInstalled)
        XCTAssertFalse(bottom.isInstalled)
        XCTAssertEqual(bottom.keyboardOverlap, 0)
        XCTAssertEqual(screen.view.subviews.count, 1)
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, .zero)
    }

    func testDoubleInstallKeepsOneContainer() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 44)])
        XCTAssertEqual(installer.install().map(\.description), ["MarginBar: inserted"])
        let container = installer.container
        XCTAssertEqual(installer.install(), [])
        screen.layout()
        XCTAssertTrue(installer.container === container)
        XCTAssertEqual(screen.view.subviews.filter { $0 is BarContainer }.count, 1)
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets.top, 44)

        installer.uninstall()
        installer.uninstall()
        XCTAssertNil(installer.container)
    }

    func testBarsSetBeforeInstallAreShownOnInstall() {
        let screen = TestScreen.iPhoneSE()
        let recorder = Recorder()
        let installer = BottomBarInstaller(viewController: screen.controller)
        XCTAssertEqual(installer.setBars([recorder.bar("a", title: "A"), recorder.bar("b", title: "B")], animated: true), [])
        XCTAssertEqual(recorder.viewsMade, 0)
        XCTAssertEqual(installer.install().map(\.description), ["a: inserted", "b: inserted"])
        XCTAssertEqual(recorder.viewsMade, 2)
        screen.layout()
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 579, width: 375, height: 88))
        XCTAssertEqual(installer.bars.count, 2)
    }

    func testInstallerOutlivingItsViewControllerDoesNotCrash() {
        let warnings = LoggedWarnings()
        var controller: ViewController? = ViewController()
        let installer = BottomBarInstaller(viewController: controller!, avoidsKeyboard: true)
        controller = nil
        let updates = EpoxyLogger.$current.withValue(warnings.logger) { installer.install() }
        XCTAssertEqual(updates, [])
        XCTAssertNil(installer.container)
        installer.setKeyboardHeight(200)
        XCTAssertEqual(installer.setBars([MarginBar.barModel(content: "x", style: 10)], animated: false), [])
        XCTAssertEqual(warnings.messages, ["A bar installer cannot install its bars: its view controller is gone."])
    }

    func testEmptyStacksAndEmptyUpdates() {
        let stack = BarStackView()
        XCTAssertEqual(stack.setBars([], animated: false), [])
        XCTAssertEqual(stack.setBars([], animated: true), [])
        XCTAssertTrue(stack.barViews.isEmpty)
        XCTAssertTrue(stack.coordinators.isEmpty)
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, Rect(x: 0, y: 0, width: 100, height: 0))
        XCTAssertTrue(root.brokenConstraints.isEmpty)
    }

    func testStacksTallerThanTheScreenDoNotOverlapOrBreakRequiredLayout() {
        let screen = TestScreen.iPhoneSE()
        let top = TopBarInstaller(viewController: screen.controller, bars: [FixedBar.barModel(content: .init(title: "t"), style: .init(height: 500))])
        let bottom = BottomBarInstaller(viewController: screen.controller, bars: [FixedBar.barModel(content: .init(title: "b"), style: .init(height: 500))])
        top.install()
        bottom.install()
        screen.layout()
        let topFrame = top.container?.frame ?? .zero
        let bottomFrame = bottom.container?.frame ?? .zero
        XCTAssertLessThanOrEqual(topFrame.maxY, bottomFrame.minY)
        XCTAssertEqual(topFrame.minY, 0)
        XCTAssertEqual(bottomFrame.maxY, 667)
        XCTAssertEqual(topFrame.height + bottomFrame.height, 667)
    }

    func testTopAndBottomInstallersAreIndependent() {
        let screen = TestScreen.iPhone15()
        let top = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 44)])
        let bottom = BottomBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "toolbar", style: 50)])
        top.install()
        bottom.install()
        screen.layout()
        top.uninstall()
        screen.layout()
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(bottom: 50))
        XCTAssertEqual(bottom.container?.frame, Rect(x: 0, y: 768, width: 393, height: 84))
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 59, width: 393, height: 709))
    }

    func testModelsAreValuesAndModifiersReturnCopies() {
        let base = FixedBar.barModel(content: .init(title: "a"), style: .init(height: 10))
        let changed = base.dataID("other").content(.init(title: "b")).style(.init(height: 20))
        XCTAssertEqual(base.dataID, AnyHashable("FixedBar"))
        XCTAssertEqual(base.content, .init(title: "a"))
        XCTAssertEqual(changed.dataID, AnyHashable("other"))
        XCTAssertEqual(changed.content, .init(title: "b"))
        XCTAssertEqual(changed.styleID, AnyHashable(FixedBar.Style(height: 20)))
        XCTAssertEqual(base.styleID(7).styleID, AnyHashable(7))
        XCTAssertEqual(base.identity, BarIdentity(dataID: "FixedBar", viewKind: ObjectIdentifier(FixedBar.self)))

        let erased = base.eraseToAnyBarModel()
        XCTAssertEqual(erased.diffIdentifier, AnyHashable(base.identity))
        XCTAssertTrue(erased.isDiffableItemEqual(to: base.eraseToAnyBarModel()))
        XCTAssertFalse(erased.isDiffableItemEqual(to: changed.dataID("FixedBar").eraseToAnyBarModel()))
        XCTAssertEqual(erased.dataID("x").dataID, AnyHashable("x"))
        XCTAssertEqual(erased.styleID(nil).styleID, nil)
    }
}
