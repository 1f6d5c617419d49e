import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest
@testable import EpoxyScreens

/// The stage lays roots out in a container or on the window and finds things by dataID.
final class StageTests: XCTestCase {
    private func box(_ id: String, _ width: Double, _ height: Double) -> GroupItem<ColorView> {
        ColorView.groupItem(dataID: id, style: .init(width: width, height: height, color: .systemBlue))
    }

    private func column() -> VGroup {
        VGroup(style: .init(alignment: .leading, spacing: 8), items: [
            box("a", 100, 20),
            HGroupItem(dataID: "row", style: .init(alignment: .top, spacing: 4), groupItems: [box("b", 30, 30), box("c", 40, 10)]),
        ])
    }

    func testLayoutFitsTheContainerAndAnswersInContainerCoordinates() {
        let stage = Stage()
        let frame = stage.layout(.group(column()), options: LayoutOptions(width: 375, margins: .init(top: 10, leading: 20, bottom: 10, trailing: 20)))
        // Height: 10 + 20 + 8 + 30 (row: the taller box) + 10 = 78.
        XCTAssertEqual(frame, Rect(x: 0, y: 0, width: 375, height: 78))
        XCTAssertEqual(stage.frame(of: "a"), Rect(x: 20, y: 10, width: 100, height: 20))
        XCTAssertEqual(stage.frame(of: "row"), Rect(x: 20, y: 38, width: 74, height: 30))
        XCTAssertEqual(stage.frame(of: "c"), Rect(x: 54, y: 38, width: 40, height: 10))
        XCTAssertNil(stage.frame(of: "missing"))
        XCTAssertEqual(stage.dataIDs, ["a", "row", "b", "c"])
    }

    func testShowPinsToTheWindowMarginsInsideTheSafeArea() {
        let stage = Stage(window: Window(device: .iphone15))
        stage.show(.group(column()))
        // iPhone 15: safe area top 59; root view margins 16 leading and trailing.
        XCTAssertEqual(stage.frame(of: "a"), Rect(x: 16, y: 59, width: 100, height: 20))
        stage.window.setDevice(.iphoneSE)
        stage.layoutIfNeeded()
        XCTAssertEqual(stage.frame(of: "a"), Rect(x: 16, y: 20, width: 100, height: 20))
    }

    func testUpdateKeepsTheViewsOfMatchingItems() throws {
        let stage = Stage()
        stage.show(.group(column()))
        let before = try XCTUnwrap(stage.constrainable(for: "b") as? ColorView)
        let updated = VGroup(style: .init(alignment: .leading, spacing: 8), items: [
            HGroupItem(dataID: "row", style: .init(alignment: .top, spacing: 4), groupItems: [box("b", 30, 30), box("c", 40, 10)]),
            box("a", 100, 20),
        ])
        stage.update(.group(updated))
        let after = try XCTUnwrap(stage.constrainable(for: "b") as? ColorView)
        XCTAssertTrue(before === after, "a moved row keeps its views")
        XCTAssertEqual(stage.frame(of: "a"), Rect(x: 16, y: 59 + 30 + 8, width: 100, height: 20))
    }

    /// A laid-out group nobody else holds goes with its container when another root replaces
    /// it: its views and their container are freed, not taken apart first.
    func testAReplacedGroupNobodyHoldsIsFreedWithItsContainer() throws {
        let stage = Stage()
        weak var oldGroup: VGroup?
        weak var oldView: View?
        weak var oldContainer: View?
        do {
            let group = column()
            oldGroup = group
            stage.layout(.group(group), options: LayoutOptions(width: 375))
            oldView = try XCTUnwrap(stage.constrainable(for: "b") as? View)
            oldContainer = stage.container
        }
        XCTAssertNotNil(oldView)
        stage.layout(.group(VGroup(items: [box("z", 10, 10)])), options: LayoutOptions(width: 200))
        XCTAssertNil(oldGroup)
        XCTAssertNil(oldView)
        XCTAssertNil(oldContainer)
        XCTAssertEqual(stage.frame(of: "z"), Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// A root someone still holds is taken out of its container when another replaces it, so it
    /// can be laid out again (as a re-layout after a trait change does with the same root).
    func testAReplacedGroupSomeoneHoldsIsTakenOutAndCanBeLaidOutAgain() throws {
        let stage = Stage()
        let group = column()
        stage.layout(.group(group), options: LayoutOptions(width: 375))
        let view = try XCTUnwrap(stage.constrainable(for: "b") as? View)
        let firstContainer = try XCTUnwrap(stage.container)
        stage.layout(.group(VGroup(items: [box("z", 10, 10)])), options: LayoutOptions(width: 200))
        XCTAssertNil(view.superview)
        XCTAssertTrue(firstContainer.subviews.isEmpty)
        XCTAssertTrue(firstContainer.constraints.isEmpty)
        stage.layout(.group(group), options: LayoutOptions(width: 300, margins: .init(top: 5, leading: 7, bottom: 0, trailing: 0)))
        XCTAssertEqual(stage.frame(of: "a"), Rect(x: 7, y: 5, width: 100, height: 20))
        XCTAssertEqual(stage.frame(of: "c"), Rect(x: 41, y: 33, width: 40, height: 10))
        XCTAssertTrue(stage.warnings.isEmpty, "\(stage.warnings)")
        // The same root laid out again in place of itself.
        stage.layout(.group(group), options: LayoutOptions(width: 320))
        XCTAssertEqual(stage.frame(of: "c"), Rect(x: 34, y: 28, width: 40, height: 10))
        XCTAssertTrue(stage.warnings.isEmpty, "\(stage.warnings)")
    }

    func testConflictsAreCollectedAsWarningsAndLayoutGoesOn() {
        let stage = Stage()
        // Fill alignment pins both fixed-size boxes to the row's height: they cannot both hold.
        let row = HGroup(style: .init(alignment: .fill, spacing: 4), items: [box("b", 30, 30), box("c", 40, 10)])
        stage.layout(.group(row), options: LayoutOptions(width: 200))
        XCTAssertFalse(stage.warnings.isEmpty)
        XCTAssertTrue(stage.warnings[0].contains("Unable to simultaneously satisfy constraints"), stage.warnings[0])
        XCTAssertNotNil(stage.frame(of: "c"))
    }

    func testDevicesMatchTheDesign() {
        XCTAssertEqual(Device(named: "iphone-se")?.size, Size(width: 375, height: 667))
        XCTAssertEqual(Device(named: "iphone-15")?.safeArea, EdgeInsets(top: 59, bottom: 34))
        XCTAssertEqual(Device(named: "iphone-15-pro-max")?.size, Size(width: 430, height: 932))
        XCTAssertEqual(Device(named: "ipad")?.safeArea, EdgeInsets(top: 24, bottom: 20))
        XCTAssertEqual(Device.ipad.systemMinimumLayoutMargins.leading, 20)
        XCTAssertNil(Device(named: "pixel"))
    }

    /// UIKit's root view margins: 16 pt on phones under 414 pt wide, 20 pt on Plus and Max
    /// phones and iPads (as an inset-grouped list's margins), on both sides.
    func testRootMarginsFollowTheDevicesWidth() {
        for (device, side) in [(Device.iphoneSE, 16.0), (.iphone15, 16), (.iphone15ProMax, 20), (.ipad, 20)] {
            XCTAssertEqual(device.systemMinimumLayoutMargins, DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side), device.name)
            let stage = Stage(window: Window(device: device))
            stage.show(.group(column()))
            XCTAssertEqual(stage.frame(of: "a")?.minX, side, device.name)
        }
    }
}
