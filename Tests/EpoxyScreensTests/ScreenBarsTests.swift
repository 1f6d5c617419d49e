import EpoxyBars
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyNavigation
import XCTest

@testable import EpoxyScreens

/// Screens with bars: `ScreenBars` reporting Epoxy's update kinds as render changes,
/// `BarsHostingViewController` insetting its content, the keyboard, lookups through the view tree.
final class ScreenBarsTests: XCTestCase {
    /// A bar whose content is `height` tall inside its layout margins (as a navigation bar's is),
    /// so the stack's safe-area margin makes it taller; its content is a string.
    private final class FixedBar: View {
        private let heightConstraint: LayoutConstraint
        var height: Double {
            didSet { heightConstraint.constant = height }
        }
        var text = ""
        init(height: Double) {
            self.height = height
            let content = View()
            heightConstraint = content.heightAnchor.constraint(equalToConstant: height)
            super.init()
            directionalLayoutMargins = .zero
            addSubview(content)
            LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: leadingAnchor),
                content.trailingAnchor.constraint(equalTo: trailingAnchor),
                heightConstraint,
            ])
        }
    }

    /// A content view with an intrinsic height.
    private final class Box: View {
        var height: Double {
            didSet { invalidateIntrinsicContentSize() }
        }
        init(height: Double) {
            self.height = height
            super.init()
        }
        override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: height) }
    }

    private func bar(_ dataID: String, _ text: String, height: Double = 44, style: String = "plain") -> AnyBarModel {
        AnyBarModel(
            dataID: dataID, viewKind: "FixedBar", styleID: style, content: text,
            makeView: {
                let view = FixedBar(height: height)
                view.accessibilityIdentifier = dataID
                return view
            },
            setContent: { view, text, _ in (view as? FixedBar)?.text = text })
    }

    /// A group of one 40 pt tall box; boxes of other heights keep the view.
    private func box(height: Double) -> VGroup {
        VGroup(items: [
            AnyGroupItem(
                dataID: "box", kind: "box", content: height, isContentEqual: ==,
                make: { Box(height: height) },
                setContent: { view, height, _ in (view as? Box)?.height = height }),
        ])
    }

    private func hostedScreen(avoidsKeyboard: Bool = false) -> (Stage, BarsHostingViewController, GroupViewController) {
        let stage = Stage(window: Window(device: .standard))
        let content = GroupViewController(group: box(height: 40))
        let host = BarsHostingViewController(content: content, avoidsKeyboard: avoidsKeyboard)
        host.bars.keyboard = stage.keyboard
        return (stage, host, content)
    }

    func testBarsWaitForTheWindowThenReportEachKindOfUpdate() {
        let (stage, host, _) = hostedScreen()
        XCTAssertEqual(host.bars.setBars(top: [bar("nav", "Inbox")], bottom: []), [])
        XCTAssertFalse(host.bars.isInstalled)
        stage.show(.viewController(host))
        XCTAssertTrue(host.bars.isInstalled)

        XCTAssertEqual(host.bars.setBars(top: [bar("nav", "Inbox")], bottom: [bar("tools", "A")]), [
            RenderReport.Change(scope: "topBars"),
            RenderReport.Change(scope: "bottomBars", inserted: ["tools"]),
        ])
        XCTAssertEqual(host.bars.setBars(top: [bar("nav", "Archive")], bottom: [bar("tools", "A", style: "bold")]), [
            RenderReport.Change(scope: "topBars", updated: ["nav"]),
            RenderReport.Change(scope: "bottomBars", replaced: ["tools"]),
        ])
        XCTAssertEqual(host.bars.setBars(top: [bar("nav", "Archive")], bottom: []), [
            RenderReport.Change(scope: "topBars"),
            RenderReport.Change(scope: "bottomBars", deleted: ["tools"]),
        ])
        XCTAssertEqual(RenderReport.Change(scope: "bottomBars", replaced: ["tools"]).summary, "bottomBars: ⇄tools")
    }

    func testTheHostInsetsItsContentByTheBarsLessTheOriginalSafeArea() throws {
        let (stage, host, content) = hostedScreen()
        host.bars.setBars(top: [bar("nav", "Inbox", height: 44), bar("banner", "Offline", height: 17)], bottom: [bar("tools", "A")])
        stage.show(.viewController(host))
        // iPhone 15: 59 pt status bar. Top stack 59 + 44 + 17 = 120 → 61 pt more safe area.
        XCTAssertEqual(stage.frame(of: "nav"), Rect(x: 0, y: 0, width: 393, height: 103))
        XCTAssertEqual(stage.frame(of: "banner"), Rect(x: 0, y: 103, width: 393, height: 17))
        XCTAssertEqual(host.additionalSafeAreaInsets.top, 61)
        XCTAssertEqual(content.view.safeAreaInsets.top, 120)
        XCTAssertEqual(stage.frame(of: "box"), Rect(x: 0, y: 120, width: 393, height: 40))
        // Bottom: 44 pt over the 34 pt home indicator.
        XCTAssertEqual(stage.frame(of: "tools"), Rect(x: 0, y: 852 - 78, width: 393, height: 78))
        XCTAssertEqual(content.view.safeAreaInsets.bottom, 78)
        XCTAssertEqual(stage.dataIDs, ["box", "topBars", "nav", "banner", "bottomBars", "tools"])
    }

    func testBottomBarsThatAvoidTheKeyboardMoveOntoIt() {
        let (stage, host, content) = hostedScreen(avoidsKeyboard: true)
        host.bars.setBars(top: [], bottom: [bar("tools", "A")])
        stage.show(.viewController(host))
        stage.keyboard.setHeight(300)
        stage.layoutIfNeeded()
        XCTAssertEqual(stage.frame(of: "tools"), Rect(x: 0, y: 852 - 300 - 44, width: 393, height: 44))
        XCTAssertEqual(content.view.safeAreaInsets.bottom, 344)
        stage.keyboard.setHeight(0)
        stage.layoutIfNeeded()
        XCTAssertEqual(stage.frame(of: "tools"), Rect(x: 0, y: 852 - 78, width: 393, height: 78))
    }

    func testBottomBarsThatDoNotAvoidTheKeyboardStay() {
        let (stage, host, _) = hostedScreen(avoidsKeyboard: false)
        host.bars.setBars(top: [], bottom: [bar("tools", "A")])
        stage.show(.viewController(host))
        stage.keyboard.setHeight(300)
        stage.layoutIfNeeded()
        XCTAssertEqual(stage.frame(of: "tools"), Rect(x: 0, y: 852 - 78, width: 393, height: 78))
    }

    func testTheVisibleScreenIsFoundThroughNavigationAndBarContainers() throws {
        let (stage, host, content) = hostedScreen()
        let navigation = NavigationController()
        try navigation.setStack([NavigationModel.root(dataID: "root", makeViewController: { host })], animated: false)
        stage.show(.viewController(navigation))
        XCTAssertTrue(navigation.visibleScreen === content)
        XCTAssertTrue(host.visibleScreen === content)
        XCTAssertTrue(content.visibleScreen === content)
        XCTAssertEqual(stage.frame(of: "box"), Rect(x: 0, y: 59, width: 393, height: 40))
    }

    func testAGroupScreenKeepsItsViewsAcrossUpdatesOfTheSameGroup() throws {
        let stage = Stage(window: Window(device: .iphoneSE))
        let screen = GroupViewController(group: box(height: 40))
        stage.show(.viewController(screen))
        let first = try XCTUnwrap(stage.constrainable(for: "box") as? View)
        XCTAssertEqual(stage.frame(of: "box"), Rect(x: 0, y: 20, width: 375, height: 40))
        screen.setGroup(box(height: 60))
        stage.layoutIfNeeded()
        XCTAssertTrue(stage.constrainable(for: "box") as? View === first)
        XCTAssertEqual(stage.frame(of: "box"), Rect(x: 0, y: 20, width: 375, height: 60))
    }
}
