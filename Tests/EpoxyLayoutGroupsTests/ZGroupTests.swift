import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

final class ZGroupTests: XCTestCase {
    /// Installs `group` in a 300×300 host with only its top and leading pinned (at 10, 20), so
    /// its size comes from its items.
    @discardableResult
    private func show(_ group: ZGroup) -> LayoutHost {
        let host = LayoutHost(width: 300, height: 300)
        group.install(in: host)
        LayoutConstraint.activate([
            group.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
            group.topAnchor.constraint(equalTo: host.topAnchor, constant: 20),
        ])
        host.layoutIfNeeded()
        return host
    }

    func testBadgeAtTheTopTrailingCornerOfAnAvatar() {
        let group = ZGroup {
            testItem("avatar", 48, 48)
            testItem("badge", 12, 12).horizontalAlignment(.trailing).verticalAlignment(.top)
        }
        let host = show(group)
        // The box hugs the larger item: 48×48 at (10, 20). The avatar is centred in it; the
        // badge's trailing edge is at 10 + 48 = 58 → x = 46, its top at 20.
        assertRect(group.layoutFrame, 10, 20, 48, 48)
        assertFrame(view(group, "avatar"), 10, 20, 48, 48)
        assertFrame(view(group, "badge"), 46, 20, 12, 12)
        XCTAssertEqual(host.warnings, [])
    }

    func testBoxHugsTheLargestItemOnEachAxis() {
        let group = ZGroup {
            testItem("wide", 80, 10)
            testItem("tall", 20, 60)
        }
        show(group)
        // Box 80 × 60; both centred: wide at (10, 20 + 25), tall at (10 + 30, 20).
        assertRect(group.layoutFrame, 10, 20, 80, 60)
        assertFrame(view(group, "wide"), 10, 45, 80, 10)
        assertFrame(view(group, "tall"), 40, 20, 20, 60)
    }

    func testFillAndBottomLeadingWithPadding() {
        let group = ZGroup(horizontalAlignment: .leading, verticalAlignment: .bottom) {
            testItem("background", 100, 50).horizontalAlignment(.fill).verticalAlignment(.fill)
            testItem("caption", 40, 10).padding(4)
        }
        show(group)
        // The background sets the box (100×50); the caption sits 4 from the leading and bottom
        // edges: x = 10 + 4, y = 20 + 50 − 4 − 10 = 56.
        assertRect(group.layoutFrame, 10, 20, 100, 50)
        assertFrame(view(group, "background"), 10, 20, 100, 50)
        assertFrame(view(group, "caption"), 14, 56, 40, 10)
    }

    func testEmptyZGroupIsZeroSized() {
        let group = ZGroup(items: [])
        show(group)
        assertRect(group.layoutFrame, 10, 20, 0, 0)
    }

    func testZGroupItemInsideAnHGroup() {
        let host = LayoutHost(width: 300, height: 100)
        let group = HGroup(alignment: .top, spacing: 8) {
            ZGroupItem(dataID: "avatar") {
                testItem("photo", 40, 40)
                testItem("dot", 10, 10).horizontalAlignment(.trailing).verticalAlignment(.bottom)
            }
            testItem("name", 100, 20)
            SpacerItem(dataID: "rest")
        }
        host.show(group)
        // The spacer has no size preference, so it takes the slack before the ZGroup's box
        // (hugging its items at 51) or the name (250) grow: the box is 40×40 at the leading
        // edge, the dot at its bottom-trailing corner (30, 30), the name at 40 + 8 = 48.
        assertFrame(view(group, "photo"), 0, 0, 40, 40)
        assertFrame(view(group, "dot"), 30, 30, 10, 10)
        assertFrame(view(group, "name"), 48, 0, 100, 20)
    }
}
