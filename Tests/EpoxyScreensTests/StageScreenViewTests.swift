import EpoxyCore
import EpoxyLayout
import EpoxyNamadaLayout
import XCTest
@testable import EpoxyScreens

/// A screen laid out with NamadaLayout shown on the stage: it fills the window, and its
/// subviews are found by their identifiers.
final class StageScreenViewTests: XCTestCase {
    private func screen() throws -> ScreenView {
        let screen = ScreenView(identifier: "root")
        try screen.layoutContent { content in
            content.putView().accessibilityIdentifier("bar").at(.fullTop, .equal, to: .safeArea).height(.equalTo(44))
            content.putView().accessibilityIdentifier("footer").at(.fullBottom, .equalTo(10), to: .safeArea).height(.equalTo(20))
        }
        return screen
    }

    func testShownScreenFillsTheWindowAndFindsSubviews() throws {
        let stage = Stage(window: Window(device: Device(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))))
        stage.show(.screen(try screen()))
        XCTAssertEqual(stage.frame(of: "root"), Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(stage.frame(of: "bar"), Rect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertEqual(stage.frame(of: "footer"), Rect(x: 10, y: 780, width: 370, height: 20))
        XCTAssertEqual(stage.dataIDs, ["root", "bar", "footer"])
    }

    func testLaidOutScreenIsPinnedToTheContainerMargins() throws {
        let stage = Stage()
        let frame = stage.layout(.screen(try screen()), options: LayoutOptions(width: 300, height: 200, margins: .init(top: 10, leading: 20, bottom: 10, trailing: 20)))
        XCTAssertEqual(frame, Rect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertEqual(stage.frame(of: "root"), Rect(x: 20, y: 10, width: 260, height: 180))
        XCTAssertEqual(stage.frame(of: "footer"), Rect(x: 30, y: 160, width: 240, height: 20))
    }
}
