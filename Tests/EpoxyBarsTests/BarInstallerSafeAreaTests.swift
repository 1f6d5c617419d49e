import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyBars

final class BarInstallerSafeAreaTests: XCTestCase {
    func testTopStackOf120PointsOverSafeArea20AddsAdditionalInset100() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 100)])
        installer.install()
        screen.layout()

        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 0, width: 375, height: 120))
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(top: 100))
        XCTAssertEqual(screen.view.safeAreaInsets, EdgeInsets(top: 120))
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 120, width: 375, height: 547))
    }

    func testBarGetsOriginalSafeAreaAsLayoutMargin() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 100)])
        installer.install()
        screen.layout()

        let bar = installer.container?.barViews.first as? MarginBar
        XCTAssertEqual(bar?.directionalLayoutMargins, DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        // The bar's background runs under the status bar; its content starts below it.
        XCTAssertEqual(frame(of: bar), Rect(x: 0, y: 0, width: 375, height: 120))
        XCTAssertEqual(frame(of: bar?.row), Rect(x: 0, y: 20, width: 375, height: 100))
    }

    func testInsetMarginsOffKeepsTheBarsOwnMargins() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 100)])
        installer.insetMargins = false
        installer.install()
        screen.layout()

        let bar = installer.container?.barViews.first as? MarginBar
        XCTAssertEqual(bar?.directionalLayoutMargins.top, 0)
        XCTAssertEqual(installer.container?.frame.height, 100)
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(top: 80))
    }

    func testDefaultMarginsCombineWithTheSafeAreaByMaximum() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(
            viewController: screen.controller,
            bars: [FixedBar.barModel(content: .init(title: "a"), style: .init(height: 44)),
                   FixedBar.barModel(dataID: "b", content: .init(title: "b"), style: .init(height: 30))])
        installer.install()
        screen.layout()

        let bars = installer.container?.barViews ?? []
        XCTAssertEqual(bars.map(\.directionalLayoutMargins.top), [20, 8])
        XCTAssertEqual(bars.map(\.directionalLayoutMargins.bottom), [8, 8])
        XCTAssertEqual(bars.map { $0.frameInWindow }, [
            Rect(x: 0, y: 0, width: 375, height: 44),
            Rect(x: 0, y: 44, width: 375, height: 30),
        ])
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(top: 54))
    }

    func testInsetBehaviorNoneLeavesTheSafeAreaAlone() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 100)])
        installer.install()
        screen.layout()
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets.top, 100)

        installer.insetBehavior = .none
        screen.layout()
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets.top, 0)
        XCTAssertEqual(screen.view.safeAreaInsets.top, 20)
        XCTAssertEqual(screen.content.frame.minY, 20)
        // Margins still follow the original safe area.
        XCTAssertEqual(installer.container?.barViews.first?.directionalLayoutMargins.top, 20)

        // After the reset the owner may set the inset freely.
        screen.controller.additionalSafeAreaInsets.top = 7
        screen.layout()
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets.top, 7)
    }

    func testInsetBehaviorNoneBeforeInstall() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 100)])
        installer.insetBehavior = .none
        installer.install()
        screen.layout()
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, .zero)
        XCTAssertEqual(installer.container?.frame.height, 120)
    }

    func testTopAndBottomStacksOnIPhoneSE() {
        let screen = TestScreen.iPhoneSE()
        let top = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 44)])
        let bottom = BottomBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "toolbar", style: 49)])
        top.install()
        bottom.install()
        screen.layout()

        XCTAssertEqual(top.container?.frame, Rect(x: 0, y: 0, width: 375, height: 64))
        XCTAssertEqual(bottom.container?.frame, Rect(x: 0, y: 618, width: 375, height: 49))
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(top: 44, bottom: 49))
        XCTAssertEqual(screen.view.safeAreaInsets, EdgeInsets(top: 64, bottom: 49))
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 64, width: 375, height: 554))
        XCTAssertEqual(bottom.container?.barViews.first?.directionalLayoutMargins.bottom, 0)
    }

    func testTopAndBottomStacksOnIPhone15() {
        let screen = TestScreen.iPhone15()
        let top = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 44)])
        let bottom = BottomBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "toolbar", style: 50)])
        top.install()
        bottom.install()
        screen.layout()

        XCTAssertEqual(top.container?.frame, Rect(x: 0, y: 0, width: 393, height: 103))
        XCTAssertEqual(bottom.container?.frame, Rect(x: 0, y: 768, width: 393, height: 84))
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(top: 44, bottom: 50))
        XCTAssertEqual(screen.view.safeAreaInsets, EdgeInsets(top: 103, bottom: 84))
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 103, width: 393, height: 665))
        let bottomBar = bottom.container?.barViews.first as? MarginBar
        XCTAssertEqual(bottomBar?.directionalLayoutMargins.bottom, 34)
        XCTAssertEqual(frame(of: bottomBar?.row), Rect(x: 0, y: 768, width: 393, height: 50))
    }

    func testSafeAreaChangeOfTheWindowUpdatesMarginsAndInsets() {
        let screen = TestScreen.iPhoneSE()
        let top = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 44)])
        top.install()
        screen.layout()
        XCTAssertEqual(top.container?.frame.height, 64)

        // Rotating to a device with a notch: the window's safe area grows.
        screen.view.windowSafeAreaInsets = EdgeInsets(top: 59, bottom: 34)
        screen.layout()
        XCTAssertEqual(top.container?.frame.height, 103)
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(top: 44))
        XCTAssertEqual(screen.view.safeAreaInsets, EdgeInsets(top: 103, bottom: 34))
    }

    func testEmptyStackAddsNoInset() {
        let screen = TestScreen.iPhone15()
        let top = TopBarInstaller(viewController: screen.controller)
        let bottom = BottomBarInstaller(viewController: screen.controller)
        XCTAssertEqual(top.install(), [])
        XCTAssertEqual(bottom.install(), [])
        screen.layout()

        XCTAssertEqual(top.container?.frame, Rect(x: 0, y: 0, width: 393, height: 0))
        XCTAssertEqual(bottom.container?.frame, Rect(x: 0, y: 852, width: 393, height: 0))
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, .zero)
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 59, width: 393, height: 759))
    }

    func testUninstallHandsTheInsetBack() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [MarginBar.barModel(content: "nav", style: 100)])
        installer.install()
        screen.layout()
        installer.uninstall()
        screen.layout()

        XCTAssertNil(installer.container)
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, .zero)
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 20, width: 375, height: 647))
        XCTAssertEqual(screen.view.subviews.count, 1)

        // Installing again shows the same bars.
        XCTAssertEqual(installer.install().map(\.kind), [.inserted])
        screen.layout()
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets.top, 100)
    }
}
