import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyBars

/// A controller whose view provides traits, as a window's root does, so labels measure text.
final class TraitScreenController: ViewController {
    let size: Size
    let safeArea: EdgeInsets

    init(size: Size, safeArea: EdgeInsets) {
        self.size = size
        self.safeArea = safeArea
        super.init()
    }

    override func loadView() -> View {
        let root = TraitRootView(
            frame: Rect(origin: .zero, size: size), traits: Traits(textMeasurer: FixedMetricsTextMeasurer()))
        root.windowSafeAreaInsets = safeArea
        return root
    }
}

/// The built-in bar components in real installers.
final class ComponentBarsTests: XCTestCase {
    func testNavigationBarAndToolbarOnIPhone15() {
        let controller = TraitScreenController(size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
        let top = TopBarInstaller(viewController: controller, bars: [
            NavigationBar.barModel(content: "Inbox", style: NavigationBar.Style()),
        ])
        let bottom = BottomBarInstaller(viewController: controller, bars: [
            ToolbarBar.barModel(content: ["New", "Edit"], style: ToolbarBar.Style()),
        ])
        XCTAssertEqual(top.install().map(\.description), ["NavigationBar: inserted"])
        XCTAssertEqual(bottom.install().map(\.description), ["ToolbarBar: inserted"])
        controller.view.layoutIfNeeded()

        XCTAssertEqual(top.container?.frame, Rect(x: 0, y: 0, width: 393, height: 103))
        XCTAssertEqual(bottom.container?.frame, Rect(x: 0, y: 774, width: 393, height: 78))
        XCTAssertEqual(controller.additionalSafeAreaInsets, EdgeInsets(top: 44, bottom: 44))
        XCTAssertEqual(controller.view.safeAreaInsets, EdgeInsets(top: 103, bottom: 78))
        let navigationBar = top.container?.barViews.first as? NavigationBar
        XCTAssertEqual(navigationBar?.directionalLayoutMargins, DirectionalEdgeInsets(top: 59, leading: 8, bottom: 0, trailing: 8))

        // A new title is set on the same bar; showing the divider makes it taller.
        let updates = top.setBars([
            NavigationBar.barModel(content: NavigationBar.Content(title: "Inbox (2)", showsDivider: true), style: NavigationBar.Style()),
        ], animated: true)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(updates.map(\.description), ["NavigationBar: contentUpdated"])
        XCTAssertTrue(top.container?.barViews.first === navigationBar)
        XCTAssertEqual(navigationBar?.content.title, "Inbox (2)")
        // The divider is one pixel: 1/3 pt at the default display scale.
        XCTAssertEqual(top.container?.frame.height ?? 0, 103 + 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(controller.additionalSafeAreaInsets.top, 44 + 1.0 / 3, accuracy: 1e-9)
    }
}
