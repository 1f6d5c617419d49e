import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

/// When a group makes its items' views: a group that is not installed makes them when it is
/// installed or first asked for them, so a group that only carries items to an installed group's
/// `setItems` (a re-render) makes none.
final class GroupViewMakingTests: XCTestCase {
    /// Counts the views its items make.
    private final class Counter {
        var made: [String] = []

        func item(_ dataID: String, content: String = "") -> GroupItem<TestView> {
            GroupItem(dataID: dataID, style: Size(width: 50, height: 20), content: content, behaviors: TestView.Behaviors()) { style in
                self.made.append(dataID)
                return TestView(style: style)
            }
        }

        func row(_ dataID: String) -> HGroupItem {
            HGroupItem(dataID: dataID) {
                item(dataID + ".a")
                item(dataID + ".b")
            }
        }
    }

    func testAGroupMakesItsViewsWhenInstalled() {
        let counter = Counter()
        let group = VGroup {
            counter.item("a", content: "A")
            counter.row("r")
        }
        XCTAssertEqual(counter.made, [])
        let host = LayoutHost(width: 100, height: 300)
        host.show(group, bottomPriority: 1)
        XCTAssertEqual(counter.made, ["a", "r.a", "r.b"])
        // Made once, with content and behaviors set, and laid out.
        let a = view(group, "a")
        XCTAssertEqual(a.content, "A")
        XCTAssertEqual(a.setContentCount, 1)
        XCTAssertEqual(a.setBehaviorsCount, 1)
        XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(host.subviews.count, 3)
    }

    func testAGroupThatIsNotInstalledMakesItsViewsWhenAskedForThem() {
        let counter = Counter()
        let group = VGroup {
            counter.item("a", content: "A")
            counter.item("b")
        }
        let a = view(group, "a")
        XCTAssertEqual(counter.made, ["a", "b"])
        XCTAssertEqual(a.content, "A")
        XCTAssertEqual(a.setBehaviorsCount, 1)
        XCTAssertEqual(group.constrainables.count, 2)
        // Installing afterwards uses the views already made.
        LayoutHost(width: 100, height: 300).show(group, bottomPriority: 1)
        XCTAssertEqual(counter.made, ["a", "b"])
        XCTAssertTrue(view(group, "a") === a)
        XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 100, height: 20))
    }

    func testItemsCarriedToAnInstalledGroupMakeOnlyTheInsertedViews() {
        let counter = Counter()
        let installed = VGroup {
            counter.item("a")
            counter.item("b")
            counter.row("r")
        }
        let host = LayoutHost(width: 100, height: 300)
        host.show(installed, bottomPriority: 1)
        counter.made = []
        let incoming = VGroup {
            counter.item("a")
            counter.item("new")
            counter.row("r")
        }
        installed.setItems(incoming.items, animated: false)
        host.layoutIfNeeded()
        // "b" went and "new" came; "a" and the row kept their views, and the incoming group made none.
        XCTAssertEqual(counter.made, ["new"])
        XCTAssertEqual(view(installed, "new").frame, Rect(x: 0, y: 20, width: 100, height: 20))
        XCTAssertEqual(host.subviews.count, 4)
    }

    func testAViewAskingForItsGroupsItemsWhileBeingMadeFindsNoneYet() {
        final class Box { var group: VGroup? }
        let box = Box()
        var seen: [Bool] = []
        let asking = GroupItem<TestView>(dataID: "b", style: Size(width: 50, height: 20), content: "", behaviors: TestView.Behaviors()) { style in
            seen.append(box.group?.constrainable(with: "a") != nil)
            return TestView(style: style)
        }
        let group = VGroup {
            testItem("a", 50, 20)
            asking
        }
        box.group = group
        LayoutHost(width: 100, height: 300).show(group, bottomPriority: 1)
        XCTAssertEqual(seen, [false])
        XCTAssertNotNil(group.constrainable(with: "a"))
        XCTAssertEqual(view(group, "b").frame, Rect(x: 0, y: 20, width: 100, height: 20))
    }

    func testAGroupUninstalledBeforeMakingItsViewsMakesNone() {
        let counter = Counter()
        let group = VGroup { counter.item("a") }
        group.uninstall()
        XCTAssertEqual(counter.made, [])
    }
}
