import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

final class NestedGroupTests: XCTestCase {
    private func makeGroup() -> VGroup {
        VGroup(spacing: 8) {
            HGroupItem(dataID: "row", alignment: .center, spacing: 4) {
                testItem("avatar", 40, 40)
                testItem("title", 100, 20).contentHuggingPriority(249, for: .horizontal)
            }
            testItem("footer", 50, 10).horizontalAlignment(.leading)
        }
    }

    func testNestedGroupsLayOutFlatInTheSameView() {
        let host = LayoutHost(width: 300, height: 200)
        let group = makeGroup()
        host.show(group, bottomPriority: 1)
        // The row fills the VGroup's width (0…300). Its height is pulled to its items by the
        // 51-priority edges of its centred items: 40 (the avatar). The title is centred:
        // y = 20 − 10 = 10, x = 40 + 4 = 44, width 300 − 44 = 256. The footer starts at 40 + 8.
        assertFrame(view(group, "avatar"), 0, 0, 40, 40)
        assertFrame(view(group, "title"), 44, 10, 256, 20)
        assertFrame(view(group, "footer"), 0, 48, 50, 10)
        let row = group.constrainable(with: "row") as? HGroup
        assertRect(row?.layoutFrame ?? .zero, 0, 0, 300, 40)
        // Every view is a direct subview of the host; the groups are its guides.
        XCTAssertEqual(host.subviews.count, 3)
        XCTAssertTrue(host.subviews.allSatisfy { $0.superview === host })
        XCTAssertTrue(host.layoutGuides.contains { $0.identifier == "HGroup(row)" })
        XCTAssertTrue(host.layoutGuides.contains { $0.identifier == "VGroup" })
        XCTAssertEqual(host.warnings, [])
    }

    func testNestedGroupPlacementInItsParent() {
        let host = LayoutHost(width: 300, height: 200)
        let group = VGroup {
            HGroupItem(dataID: "row", spacing: 4) {
                testItem("a", 40, 10)
                testItem("b", 60, 10)
            }
            .horizontalAlignment(.trailing)
            .padding(DirectionalEdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 10))
        }
        host.show(group, bottomPriority: 1)
        // The row is trailing-aligned with 10 of trailing padding: its trailing edge at 290.
        // Its leading edge is only ≥ the VGroup's (no width-affecting constraint in Epoxy's
        // VGroup), so the hugging items size it: 40 + 4 + 60 = 104 → x = 186; top padding 5.
        assertFrame(view(group, "a"), 186, 5, 40, 10)
        assertFrame(view(group, "b"), 230, 5, 60, 10)
    }

    func testUpdatingANestedGroupKeepsItsViews() {
        let host = LayoutHost(width: 300, height: 200)
        let group = makeGroup()
        host.show(group, bottomPriority: 1)
        let avatar = view(group, "avatar"), title = view(group, "title")
        group.setItems {
            HGroupItem(dataID: "row", alignment: .center, spacing: 4) {
                testItem("avatar", 40, 40)
                testItem("title", 100, 20, content: "New").contentHuggingPriority(249, for: .horizontal)
            }
        }
        host.layoutIfNeeded()
        XCTAssertTrue(view(group, "avatar") === avatar)
        XCTAssertTrue(view(group, "title") === title)
        XCTAssertEqual(title.content, "New")
        XCTAssertEqual(title.setContentCount, 2)
        XCTAssertEqual(avatar.setContentCount, 1)
        XCTAssertNil(group.descendant(withDataID: "footer"))
        XCTAssertEqual(host.subviews.count, 2)
    }

    /// Rows of an avatar and a title in centred HGroupItems, 40 points tall and 8 apart.
    private func rows(_ ids: [String]) -> VGroup {
        VGroup(spacing: 8, items: ids.map { id in
            HGroupItem(dataID: id, alignment: .center, spacing: 4) {
                testItem("avatar-\(id)", 40, 40)
                testItem("title-\(id)", 100, 20).contentHuggingPriority(249, for: .horizontal)
            }
        })
    }

    func testUninstallingNestedGroupsTakesEveryConstraintWithThem() {
        let host = LayoutHost(width: 300, height: 400)
        let group = rows(["a", "b", "c"])
        host.show(group, bottomPriority: 1)
        let views = host.subviews
        let groupConstraints = host.constraints
        // A constraint of the host's own that names a view in a row goes too, as in UIKit.
        let pinned = view(group, "title-b").widthAnchor.constraint(lessThanOrEqualTo: host.widthAnchor)
        pinned.isActive = true
        group.uninstall()
        XCTAssertEqual(host.subviews.count, 0)
        XCTAssertEqual(host.layoutGuides.count, 0)
        XCTAssertEqual(host.constraints.count, 0)
        XCTAssertTrue(views.allSatisfy { $0.superview == nil })
        XCTAssertFalse(groupConstraints.contains { $0.isActive })
        XCTAssertFalse(pinned.isActive)
        // Installed again, it lays out as before.
        host.show(group, bottomPriority: 1)
        assertFrame(view(group, "avatar-c"), 0, 96, 40, 40)
        assertFrame(view(group, "title-c"), 44, 106, 256, 20)
        XCTAssertEqual(host.constraints.count, groupConstraints.count)
        XCTAssertEqual(host.warnings, [])
    }

    func testDeletingNestedRowsTakesTheirConstraintsAndKeepsTheRest() {
        let host = LayoutHost(width: 300, height: 400)
        let group = rows(["a", "b", "c", "d"])
        host.show(group, bottomPriority: 1)
        let deleted = [view(group, "avatar-b"), view(group, "title-b"), view(group, "avatar-d"), view(group, "title-d")]
        let kept = [view(group, "avatar-a"), view(group, "title-a"), view(group, "avatar-c"), view(group, "title-c")]
        let deletedConstraints = host.constraints.filter { constraint in
            deleted.contains { $0 === constraint.firstItem || $0 === constraint.secondItem }
        }
        XCTAssertFalse(deletedConstraints.isEmpty)
        group.setItems(rows(["a", "c"]).items)
        host.layoutIfNeeded()
        XCTAssertTrue(deleted.allSatisfy { $0.superview == nil })
        XCTAssertTrue(kept.allSatisfy { $0.superview === host })
        XCTAssertFalse(deletedConstraints.contains { $0.isActive })
        XCTAssertEqual(host.layoutGuides.map(\.identifier).sorted(), ["HGroup(a)", "HGroup(c)", "VGroup"])
        assertFrame(view(group, "avatar-a"), 0, 0, 40, 40)
        assertFrame(view(group, "avatar-c"), 0, 48, 40, 40)
        assertFrame(view(group, "title-c"), 44, 58, 256, 20)
        // As many constraints as the same rows installed afresh.
        let fresh = LayoutHost(width: 300, height: 400)
        fresh.show(rows(["a", "c"]), bottomPriority: 1)
        XCTAssertEqual(host.constraints.count, fresh.constraints.count)
        XCTAssertEqual(host.warnings, [])
    }
}
