import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

final class SpacerTests: XCTestCase {
    private func layout(_ spacer: SpacerItem, aHugging: LayoutPriority = 250, bCompression: LayoutPriority = 750) -> HGroup {
        let host = LayoutHost(width: 300, height: 50)
        let group = HGroup(alignment: .top) {
            testItem("a", 50, 20).contentHuggingPriority(aHugging, for: .horizontal)
            spacer
            testItem("b", 60, 20).contentCompressionResistancePriority(bCompression, for: .horizontal)
        }
        host.show(group)
        return group
    }

    private func spacerFrame(_ group: HGroup) -> Rect {
        (group.constrainable(with: "spacer") as? Spacer)?.layoutFrame ?? Rect(x: -1, y: -1, width: -1, height: -1)
    }

    func testSpacerWithoutLimitsPushesNeighboursApart() {
        let group = layout(SpacerItem(dataID: "spacer"))
        // The items hug (250); the spacer has no size of its own and takes 300 − 110 = 190.
        // Top-aligned, its height follows only the 51-priority bottom: the full 50.
        assertFrame(view(group, "a"), 0, 0, 50, 20)
        assertFrame(view(group, "b"), 240, 0, 60, 20)
        assertRect(spacerFrame(group), 50, 0, 190, 50)
    }

    func testMinWidthWinsOverCompression() {
        let group = layout(SpacerItem(dataID: "spacer", minWidth: 200), bCompression: 749)
        // 50 + 200 + 60 = 310 > 300: the required minimum holds and b (749) gives up 10.
        assertFrame(view(group, "a"), 0, 0, 50, 20)
        assertRect(spacerFrame(group), 50, 0, 200, 50)
        assertFrame(view(group, "b"), 250, 0, 50, 20)
    }

    func testMaxWidthLetsTheWeakerHuggerGrow() {
        let group = layout(SpacerItem(dataID: "spacer", maxWidth: 40), aHugging: 249)
        // The spacer stops at 40; a (hugging 249) takes the rest: 300 − 40 − 60 = 200.
        assertFrame(view(group, "a"), 0, 0, 200, 20)
        assertRect(spacerFrame(group), 200, 0, 40, 50)
        assertFrame(view(group, "b"), 240, 0, 60, 20)
    }

    func testFixedWidthAndHeight() {
        let group = layout(SpacerItem(dataID: "spacer", fixedWidth: 30, fixedHeight: 12), aHugging: 249)
        // 30 wide and 12 tall exactly; a takes 300 − 30 − 60 = 210.
        assertFrame(view(group, "a"), 0, 0, 210, 20)
        assertRect(spacerFrame(group), 210, 0, 30, 12)
        assertFrame(view(group, "b"), 240, 0, 60, 20)
    }

    func testFixedHeightSpacerInAVGroup() {
        let host = LayoutHost(width: 100, height: 300)
        let group = VGroup {
            testItem("a", 50, 20)
            SpacerItem(dataID: "gap", fixedHeight: 16)
            testItem("b", 50, 30)
        }
        host.show(group, bottomPriority: 1)
        // b.top = 20 + 16 = 36; the group ends at 66.
        assertFrame(view(group, "b"), 0, 36, 100, 30)
        assertRect(group.layoutFrame, 0, 0, 100, 66)
    }

    func testMinAndMaxHeight() {
        let host = LayoutHost(width: 100, height: 300)
        let group = VGroup {
            testItem("a", 50, 20)
            SpacerItem(dataID: "gap", minHeight: 10, maxHeight: 24)
            testItem("b", 50, 30).contentHuggingPriority(251, for: .vertical)
        }
        host.show(group)
        // Pinned to the 300-pt host, someone must stretch: the spacer has no size preference, so
        // it grows to its maximum 24 first; then a (hugging 250 < b's 251) takes the rest:
        // 300 − 24 − 30 = 246, and b starts at 246 + 24 = 270.
        let gap = (group.constrainable(with: "gap") as? Spacer)?.layoutFrame ?? .zero
        assertRect(gap, 0, 246, 100, 24)
        assertFrame(view(group, "a"), 0, 0, 100, 246)
        assertFrame(view(group, "b"), 0, 270, 100, 30)
    }

    // A spacer with only inequalities prefers its minimum at priority 1 (Epoxy's
    // `LayoutSpacer.installConstraints`), so a nested group that is not stretched keeps it there.

    func testMinWidthSpacerInALeadingAlignedNestedGroupStaysAtItsMinimum() {
        let host = LayoutHost(width: 200, height: 300)
        let group = VGroup(alignment: .leading) {
            HGroupItem(dataID: "row", alignment: .top) {
                testItem("a", 40, 20)
                SpacerItem(dataID: "spacer", minWidth: 8)
                testItem("b", 30, 20)
            }
            testItem("c", 10, 10)
        }
        host.show(group, bottomPriority: 1)
        // AutoLayout: row.leading == leading, row.trailing <= 200; a and b hug at 250, the spacer
        // is >= 8 and == 8 at priority 1, and nothing asks the row to grow: a 0…40, spacer
        // 40…48, b 48…78 (without the equality the spacer may take any width up to 130).
        assertFrame(view(group, "a"), 0, 0, 40, 20)
        assertRect(nestedSpacer(group, "row", "spacer"), 40, 0, 8, 20)
        assertFrame(view(group, "b"), 48, 0, 30, 20)
        assertFrame(view(group, "c"), 0, 20, 10, 10)
    }

    func testMaxOnlySpacerPrefersItsMaximum() {
        let host = LayoutHost(width: 300, height: 300)
        let group = VGroup(alignment: .leading) {
            HGroupItem(dataID: "row", alignment: .top) {
                testItem("a", 50, 20)
                SpacerItem(dataID: "spacer", maxWidth: 30)
                testItem("b", 60, 20)
            }
        }
        host.show(group, bottomPriority: 1)
        // Only a maximum: the priority-1 equality is to the maximum, 30 (Epoxy's `height ?? max`):
        // a 0…50, spacer 50…80, b 80…140.
        assertRect(nestedSpacer(group, "row", "spacer"), 50, 0, 30, 20)
        assertFrame(view(group, "b"), 80, 0, 60, 20)
    }

    func testMinHeightSpacerInAFittingVGroupStaysAtItsMinimum() {
        let host = LayoutHost(width: 100, height: 300)
        let group = VGroup {
            testItem("a", 50, 20)
            SpacerItem(dataID: "gap", minHeight: 10)
            testItem("b", 50, 30)
        }
        host.show(group, bottomPriority: 1)
        // The bottom is pinned at priority 1 only and the spacer's equality is 1 too; the items
        // hug (250), so the group takes 20 + 10 + 30 = 60 and b starts at 30.
        let gap = (group.constrainable(with: "gap") as? Spacer)?.layoutFrame ?? .zero
        assertRect(gap, 0, 20, 100, 10)
        assertFrame(view(group, "b"), 0, 30, 100, 30)
    }

    private func nestedSpacer(_ group: VGroup, _ row: String, _ spacer: String) -> Rect {
        guard let nested = group.constrainable(with: row) as? HGroup,
              let found = nested.constrainable(with: spacer) as? Spacer else { return Rect(x: -1, y: -1, width: -1, height: -1) }
        return found.layoutFrame
    }
}
