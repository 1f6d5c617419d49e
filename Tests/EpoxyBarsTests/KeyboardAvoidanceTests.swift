import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyBars

final class KeyboardAvoidanceTests: XCTestCase {
    private func installBottomBar(on screen: TestScreen, avoidsKeyboard: Bool) -> BottomBarInstaller {
        let installer = BottomBarInstaller(
            viewController: screen.controller,
            bars: [MarginBar.barModel(content: "compose", style: 50)],
            avoidsKeyboard: avoidsKeyboard)
        installer.install()
        screen.layout()
        return installer
    }

    func testShowingTheKeyboardRaisesTheStackAndGrowsTheSafeArea() {
        let screen = TestScreen.iPhone15()
        let installer = installBottomBar(on: screen, avoidsKeyboard: true)
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 768, width: 393, height: 84))

        installer.setKeyboardHeight(336)

        XCTAssertEqual(installer.keyboardOverlap, 336)
        // Above the keyboard the home indicator no longer covers the bar: no bottom margin.
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 466, width: 393, height: 50))
        XCTAssertEqual(installer.container?.barViews.first?.directionalLayoutMargins.bottom, 0)
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(bottom: 352))
        XCTAssertEqual(screen.view.safeAreaInsets, EdgeInsets(top: 59, bottom: 386))
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 59, width: 393, height: 407))
    }

    func testHidingTheKeyboardRestoresTheStack() {
        let screen = TestScreen.iPhone15()
        let installer = installBottomBar(on: screen, avoidsKeyboard: true)
        installer.setKeyboardHeight(336)
        installer.setKeyboardHeight(0)

        XCTAssertEqual(installer.keyboardOverlap, 0)
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 768, width: 393, height: 84))
        XCTAssertEqual(installer.container?.barViews.first?.directionalLayoutMargins.bottom, 34)
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(bottom: 50))
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 59, width: 393, height: 709))
    }

    func testWithoutAvoidanceTheKeyboardIsIgnored() {
        let screen = TestScreen.iPhone15()
        let installer = installBottomBar(on: screen, avoidsKeyboard: false)
        installer.setKeyboardHeight(336)

        XCTAssertEqual(installer.keyboardOverlap, 0)
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 768, width: 393, height: 84))

        // Turning avoidance on applies the keyboard already shown.
        installer.avoidsKeyboard = true
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 466, width: 393, height: 50))
        installer.avoidsKeyboard = false
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 768, width: 393, height: 84))
    }

    func testTheWindowsKeyboardDrivesTheInstaller() {
        let screen = TestScreen.iPhoneSE()
        let keyboard = Keyboard()
        let installer = installBottomBar(on: screen, avoidsKeyboard: true)
        installer.keyboard = keyboard
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 617, width: 375, height: 50))

        keyboard.setHeight(216)
        XCTAssertTrue(keyboard.isVisible)
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 401, width: 375, height: 50))
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(bottom: 266))

        keyboard.setHeight(0)
        XCTAssertFalse(keyboard.isVisible)
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 617, width: 375, height: 50))
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets, EdgeInsets(bottom: 50))
    }

    func testKeyboardShownBeforeInstallIsAvoidedOnInstall() {
        let screen = TestScreen.iPhoneSE()
        let keyboard = Keyboard(height: 216)
        let installer = BottomBarInstaller(
            viewController: screen.controller, bars: [MarginBar.barModel(content: "compose", style: 50)], avoidsKeyboard: true)
        installer.keyboard = keyboard
        installer.install()
        screen.layout()
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 401, width: 375, height: 50))
    }

    func testKeyboardOverlapIsMeasuredAgainstTheControllersView() {
        // A controller whose view ends 100 pt above the window's bottom (e.g. inside a sheet).
        let window = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let controller = ViewController()
        controller.view.frame = Rect(x: 0, y: 0, width: 375, height: 567)
        window.addSubview(controller.view)
        let installer = BottomBarInstaller(
            viewController: controller, bars: [MarginBar.barModel(content: "compose", style: 50)], avoidsKeyboard: true)
        installer.install()
        window.layoutIfNeeded()

        installer.setKeyboardHeight(60)
        XCTAssertEqual(installer.keyboardOverlap, 0)
        installer.setKeyboardHeight(216)
        XCTAssertEqual(installer.keyboardOverlap, 116)
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 401, width: 375, height: 50))
    }

    func testBadKeyboardHeightsHideTheKeyboard() {
        let screen = TestScreen.iPhone15()
        let installer = installBottomBar(on: screen, avoidsKeyboard: true)
        for height in [-50, .nan, .infinity, -.infinity] as [Double] {
            installer.setKeyboardHeight(300)
            installer.setKeyboardHeight(height)
            XCTAssertEqual(installer.keyboardOverlap, 0)
            XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 768, width: 393, height: 84))
        }
        let keyboard = Keyboard(height: .nan)
        XCTAssertEqual(keyboard.height, 0)
        keyboard.setHeight(-1)
        XCTAssertFalse(keyboard.isVisible)
    }

    func testKeyboardObservationEndsWithItsToken() {
        let keyboard = Keyboard()
        var heights: [Double] = []
        var token: ObservationToken? = keyboard.observe { heights.append($0) }
        keyboard.setHeight(100)
        keyboard.setHeight(100)
        keyboard.setHeight(0)
        XCTAssertNotNil(token)
        token = nil
        keyboard.setHeight(50)
        XCTAssertEqual(heights, [100, 0])
    }
}
