import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

final class VGroupLayoutTests: XCTestCase {
    /// A (50×20) and B (60×30) in a 300-wide host; the group's bottom is pinned at priority 1 so
    /// it takes its content's height.
    private func layout(_ alignment: VGroup.ItemAlignment) -> VGroup {
        let host = LayoutHost(width: 300, height: 200)
        let group = VGroup(alignment: alignment, spacing: 10) {
            testItem("a", 50, 20)
            testItem("b", 60, 30)
        }
        host.show(group, bottomPriority: 1)
        return group
    }

    func testFillStretchesItemsToTheGroupWidth() {
        let group = layout(.fill)
        // a.top = 0, b.top = 20 + 10 = 30; both span 0…300. The group ends at b's bottom, 60.
        assertFrame(view(group, "a"), 0, 0, 300, 20)
        assertFrame(view(group, "b"), 0, 30, 300, 30)
        assertRect(group.layoutFrame, 0, 0, 300, 60)
    }

    func testLeadingAlignment() {
        let group = layout(.leading)
        // leading = 0; trailing <= 300 leaves the hugged widths.
        assertFrame(view(group, "a"), 0, 0, 50, 20)
        assertFrame(view(group, "b"), 0, 30, 60, 30)
    }

    func testTrailingAlignment() {
        let group = layout(.trailing)
        // trailing = 300: x = 250 and 240.
        assertFrame(view(group, "a"), 250, 0, 50, 20)
        assertFrame(view(group, "b"), 240, 30, 60, 30)
    }

    func testCenterAlignment() {
        let group = layout(.center)
        // centerX = 150: x = 125 and 120.
        assertFrame(view(group, "a"), 125, 0, 50, 20)
        assertFrame(view(group, "b"), 120, 30, 60, 30)
    }

    func testCenteredToSibling() {
        let host = LayoutHost(width: 300, height: 200)
        let group = VGroup(alignment: .trailing, spacing: 10) {
            testItem("a", 50, 20).horizontalAlignment(.centered(to: "b"))
            testItem("b", 60, 30)
        }
        host.show(group, bottomPriority: 1)
        // b is trailing: x 240…300, centre 270; a's centre 270 → x = 245.
        assertFrame(view(group, "b"), 240, 30, 60, 30)
        assertFrame(view(group, "a"), 245, 0, 50, 20)
    }

    func testPaddingAndSpacing() {
        let host = LayoutHost(width: 300, height: 200)
        let group = VGroup(spacing: 10) {
            testItem("a", 50, 20).padding(DirectionalEdgeInsets(top: 4, leading: 6, bottom: 2, trailing: 8))
            testItem("b", 60, 30)
        }
        host.show(group, bottomPriority: 1)
        // a: x 6…292, y 4. b.top = a.bottom (24) + 2 + 10 = 36. Group height 66.
        assertFrame(view(group, "a"), 6, 4, 286, 20)
        assertFrame(view(group, "b"), 0, 36, 300, 30)
        assertRect(group.layoutFrame, 0, 0, 300, 66)
    }

    func testThreeItemsWithMixedAlignments() {
        let host = LayoutHost(width: 200, height: 300)
        let group = VGroup(spacing: 8) {
            testItem("a", 50, 10).horizontalAlignment(.leading)
            testItem("b", 50, 10).horizontalAlignment(.center)
            testItem("c", 50, 10).horizontalAlignment(.trailing)
        }
        host.show(group, bottomPriority: 1)
        // y: 0, 18, 36; x: 0, (200 − 50) / 2 = 75, 150.
        assertFrame(view(group, "a"), 0, 0, 50, 10)
        assertFrame(view(group, "b"), 75, 18, 50, 10)
        assertFrame(view(group, "c"), 150, 36, 50, 10)
    }

    func testEmptyGroupHasZeroHeight() {
        let host = LayoutHost(width: 300, height: 200)
        let group = VGroup(items: [])
        host.show(group, bottomPriority: 1)
        // Epoxy sets an empty VGroup's height to 0.
        assertRect(group.layoutFrame, 0, 0, 300, 0)
    }

    func testConstrainToMarginsUsesTheOwningViewsMargins() {
        let host = LayoutHost(width: 300, height: 200)
        host.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 30)
        let group = VGroup { testItem("a", 50, 20) }
        group.install(in: host)
        let constraints = group.constrainToMargins()
        host.layoutIfNeeded()
        // The margins guide spans x 20…270, y 10…190; a single fill item fills it.
        XCTAssertEqual(constraints.count, 4)
        assertFrame(view(group, "a"), 20, 10, 250, 180)
    }

    func testConstrainBeforeInstallWarnsAndDoesNothing() {
        let log = LogCollector()
        let group = VGroup { testItem("a", 50, 20) }
        let constraints = log.capture { group.constrainToMargins() }
        XCTAssertEqual(constraints.count, 0)
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(log.lines[0].contains("constrainToMargins() needs the group installed"), log.lines[0])
    }
}
