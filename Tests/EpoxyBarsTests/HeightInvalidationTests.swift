import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyBars

final class HeightInvalidationTests: XCTestCase {
    func testExpandingTopBarMovesTheStackAndSafeAreaInOnePass() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [
            ExpandingBar.barModel(content: false, style: 44),
            FixedBar.barModel(content: .init(title: "filters"), style: .init(height: 30)),
        ])
        installer.install()
        screen.layout()
        XCTAssertEqual(installer.container?.frame.height, 74)
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets.top, 54)

        let bar = installer.container?.barViews.first as? ExpandingBar
        XCTAssertNotNil(bar?.heightInvalidationContext)
        bar?.setExpanded(true)

        // No further layout call: invalidateBarHeight() laid everything out.
        XCTAssertEqual(installer.container?.barViews.map(\.frameInWindow), [
            Rect(x: 0, y: 0, width: 375, height: 100),
            Rect(x: 0, y: 100, width: 375, height: 30),
        ])
        XCTAssertEqual(installer.container?.frame.height, 130)
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets.top, 110)
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 130, width: 375, height: 537))

        bar?.setExpanded(false)
        XCTAssertEqual(installer.container?.frame.height, 74)
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 74, width: 375, height: 593))
    }

    func testExpandingBottomBarGrowsUpward() {
        let screen = TestScreen.iPhone15()
        let installer = BottomBarInstaller(viewController: screen.controller, bars: [ExpandingBar.barModel(content: false, style: 50)])
        installer.install()
        screen.layout()
        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 802, width: 393, height: 50))
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets.bottom, 16)

        (installer.container?.barViews.first as? ExpandingBar)?.setExpanded(true)

        XCTAssertEqual(installer.container?.frame, Rect(x: 0, y: 752, width: 393, height: 100))
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets.bottom, 66)
        XCTAssertEqual(screen.content.frame, Rect(x: 0, y: 59, width: 393, height: 693))
    }

    func testContentChangeThatChangesHeightIsLaidOutWithTheNextPass() {
        let screen = TestScreen.iPhoneSE()
        let installer = TopBarInstaller(viewController: screen.controller, bars: [ExpandingBar.barModel(content: false, style: 44)])
        installer.install()
        screen.layout()

        XCTAssertEqual(installer.setBars([ExpandingBar.barModel(content: true, style: 44)], animated: true).map(\.kind), [.contentUpdated])
        screen.layout()
        XCTAssertEqual(installer.container?.frame.height, 100)
        XCTAssertEqual(screen.controller.additionalSafeAreaInsets.top, 80)
    }

    func testBarOutsideAStackInvalidatesSafely() {
        let bar = ExpandingBar(style: 44)
        bar.setExpanded(true)
        XCTAssertNil(bar.heightInvalidationContext)
        XCTAssertTrue(bar.isExpanded)
    }
}
