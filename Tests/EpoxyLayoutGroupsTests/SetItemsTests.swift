import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

final class SetItemsTests: XCTestCase {
    private var host: LayoutHost!
    private var group: VGroup!

    override func setUp() {
        super.setUp()
        host = LayoutHost(width: 100, height: 300)
        group = VGroup {
            testItem("a", 50, 20, content: "A")
            testItem("b", 50, 30, content: "B")
            testItem("c", 50, 40, content: "C")
        }
        host.show(group, bottomPriority: 1)
    }

    func testSameItemsKeepTheSameViewsAndDoNotSetContent() {
        let before = ["a", "b", "c"].map { view(group, $0) }
        for _ in 0..<3 {
            group.setItems {
                testItem("a", 50, 20, content: "A")
                testItem("b", 50, 30, content: "B")
                testItem("c", 50, 40, content: "C")
            }
        }
        let after = ["a", "b", "c"].map { view(group, $0) }
        XCTAssertTrue(zip(before, after).allSatisfy { $0 === $1 })
        // setContent ran once, when each view was made; behaviors on make and every update.
        XCTAssertEqual(after.map(\.setContentCount), [1, 1, 1])
        XCTAssertEqual(after.map(\.setBehaviorsCount), [4, 4, 4])
    }

    func testChangedContentUpdatesTheSameViewOnce() {
        let b = view(group, "b")
        group.setItems {
            testItem("a", 50, 20, content: "A")
            testItem("b", 50, 30, content: "B2")
            testItem("c", 50, 40, content: "C")
        }
        XCTAssertTrue(view(group, "b") === b)
        XCTAssertEqual(b.content, "B2")
        XCTAssertEqual(b.setContentCount, 2)
        XCTAssertEqual(view(group, "a").setContentCount, 1)
    }

    func testContentChangesKeepTheGroupsConstraints() {
        let before = host.constraints.map(ObjectIdentifier.init)
        group.setItems {
            testItem("a", 50, 20, content: "A2")
            testItem("b", 50, 30, content: "B2")
            testItem("c", 50, 40, content: "C")
        }
        // Only updates: the constrainables and their order are unchanged, so are the constraints.
        XCTAssertEqual(host.constraints.map(ObjectIdentifier.init), before)
        group.setItems {
            testItem("b", 50, 30, content: "B2")
            testItem("a", 50, 20, content: "A2")
            testItem("c", 50, 40, content: "C")
        }
        // A move re-makes them.
        XCTAssertNotEqual(host.constraints.map(ObjectIdentifier.init), before)
    }

    func testDeletedItemsViewsLeaveTheSuperview() {
        let b = view(group, "b")
        group.setItems {
            testItem("a", 50, 20, content: "A")
            testItem("c", 50, 40, content: "C")
        }
        host.layoutIfNeeded()
        XCTAssertNil(b.superview)
        XCTAssertEqual(host.subviews.count, 2)
        // c moves up under a: y = 20.
        assertFrame(view(group, "c"), 0, 20, 100, 40)
    }

    func testMovedItemsKeepTheirViewsAndTakeNewFrames() {
        let a = view(group, "a"), c = view(group, "c")
        group.setItems {
            testItem("c", 50, 40, content: "C")
            testItem("b", 50, 30, content: "B")
            testItem("a", 50, 20, content: "A")
        }
        host.layoutIfNeeded()
        XCTAssertTrue(view(group, "a") === a)
        XCTAssertTrue(view(group, "c") === c)
        XCTAssertTrue(group.constrainables.first === c)
        // c 0…40, b 40…70, a 70…90.
        assertFrame(c, 0, 0, 100, 40)
        assertFrame(view(group, "b"), 0, 40, 100, 30)
        assertFrame(a, 0, 70, 100, 20)
        XCTAssertEqual(a.setContentCount, 1)
    }

    func testInsertedItemsGetNewViewsInTheSameSuperview() {
        group.setItems {
            testItem("a", 50, 20, content: "A")
            testItem("new", 50, 5, content: "N")
            testItem("b", 50, 30, content: "B")
            testItem("c", 50, 40, content: "C")
        }
        host.layoutIfNeeded()
        let inserted = view(group, "new")
        XCTAssertTrue(inserted.superview === host)
        XCTAssertEqual(inserted.content, "N")
        XCTAssertEqual(inserted.setContentCount, 1)
        assertFrame(inserted, 0, 20, 100, 5)
        assertFrame(view(group, "b"), 0, 25, 100, 30)
    }

    func testANewStyleMakesANewView() {
        let b = view(group, "b")
        group.setItems {
            testItem("a", 50, 20, content: "A")
            testItem("b", 50, 35, content: "B")
            testItem("c", 50, 40, content: "C")
        }
        host.layoutIfNeeded()
        XCTAssertFalse(view(group, "b") === b)
        XCTAssertNil(b.superview)
        assertFrame(view(group, "b"), 0, 20, 100, 35)
    }

    /// Items that keep their dataIDs and positions, one with a new style and one with new
    /// content: the restyled one gets a new view where the old one was, the others keep theirs
    /// (the changed one updated once), and lookups by dataID find the new view.
    func testANewStyleInPlaceReplacesOnlyThatView() {
        let a = view(group, "a"), b = view(group, "b"), c = view(group, "c")
        group.setItems {
            testItem("a", 50, 20, content: "A")
            testItem("b", 50, 35, content: "B")
            testItem("c", 50, 40, content: "C2")
        }
        host.layoutIfNeeded()
        let newB = view(group, "b")
        XCTAssertTrue(view(group, "a") === a)
        XCTAssertTrue(view(group, "c") === c)
        XCTAssertFalse(newB === b)
        XCTAssertNil(b.superview)
        XCTAssertTrue(newB.superview === host)
        XCTAssertTrue(group.constrainables[1] === newB)
        XCTAssertEqual([a.setContentCount, newB.setContentCount, c.setContentCount], [1, 1, 2])
        XCTAssertEqual(c.content, "C2")
        assertFrame(a, 0, 0, 100, 20)
        assertFrame(newB, 0, 20, 100, 35)
        assertFrame(c, 0, 55, 100, 40)
        // Set again: nothing is replaced now, and the same views stay.
        group.setItems {
            testItem("a", 50, 20, content: "A")
            testItem("b", 50, 35, content: "B")
            testItem("c", 50, 40, content: "C2")
        }
        XCTAssertTrue(view(group, "b") === newB)
    }

    /// Items sharing a dataID whose styles trade places are matched by the diff (dataID and
    /// style), so both keep their views and move, rather than both being made again.
    func testSharedDataIDsWhoseStylesTradePlacesKeepTheirViews() {
        let shared = VGroup {
            testItem("x", 50, 10)
            testItem("x", 50, 20)
        }
        let other = LayoutHost(width: 100, height: 100)
        other.show(shared, bottomPriority: 1)
        let views = shared.constrainables.compactMap { $0 as? TestView }
        shared.setItems {
            testItem("x", 50, 20)
            testItem("x", 50, 10)
        }
        other.layoutIfNeeded()
        let after = shared.constrainables.compactMap { $0 as? TestView }
        XCTAssertEqual(after.count, 2)
        XCTAssertTrue(after[0] === views[1])
        XCTAssertTrue(after[1] === views[0])
        assertFrame(after[0], 0, 0, 100, 20)
        assertFrame(after[1], 0, 20, 100, 10)
    }

    func testItemsSetBeforeInstallAreInstalledLater() {
        let pending = HGroup { testItem("x", 10, 10) }
        pending.setItems { testItem("x", 10, 10); testItem("y", 20, 10) }
        XCTAssertNil(view(pending, "y").superview)
        let other = LayoutHost(width: 100, height: 10)
        other.show(pending)
        XCTAssertTrue(view(pending, "y").superview === other)
    }

    func testUninstallRemovesViewsAndGuides() {
        group.uninstall()
        XCTAssertEqual(host.subviews.count, 0)
        XCTAssertFalse(host.layoutGuides.contains { $0.identifier == "VGroup" })
        XCTAssertNil(group.owningView)
    }
}
