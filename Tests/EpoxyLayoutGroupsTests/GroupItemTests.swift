import EpoxyCore
import EpoxyLayout
@testable import EpoxyLayoutGroups
import XCTest

final class GroupItemTests: XCTestCase {
    func testSetKeyPathAppliesOnMakeAndEveryUpdate() {
        let host = LayoutHost(width: 100, height: 100)
        let group = VGroup { testItem("a", 10, 10).set(\.label, "first") }
        host.show(group)
        let a = view(group, "a")
        XCTAssertEqual(a.label, "first")
        a.label = "changed by hand"
        group.setItems { testItem("a", 10, 10).set(\.label, "second") }
        XCTAssertTrue(view(group, "a") === a)
        XCTAssertEqual(a.label, "second")
    }

    func testPrioritiesAreAppliedToTheView() {
        let group = VGroup {
            testItem("a", 10, 10)
                .contentHuggingPriority(251, for: .vertical)
                .contentCompressionResistancePriority(.required, for: .horizontal)
        }
        let a = view(group, "a")
        XCTAssertEqual(a.contentHuggingPriority(for: .vertical), 251)
        XCTAssertEqual(a.contentCompressionResistancePriority(for: .horizontal), .required)
        XCTAssertEqual(a.contentHuggingPriority(for: .horizontal), 250)
    }

    func testAnyGroupItemFromClosures() {
        // The shape the Lua bindings use: content compared by a closure, views made and
        // updated by closures.
        final class Counter { var updates = 0 }
        let counter = Counter()
        func item(_ text: String) -> AnyGroupItem {
            AnyGroupItem(
                dataID: "title", kind: "TestView:20x10", content: text, isContentEqual: { $0 == $1 },
                make: { TestView(style: Size(width: 20, height: 10)) },
                setContent: { constrainable, text, animated in
                    counter.updates += 1
                    (constrainable as? TestView)?.setContent(text, animated: animated)
                })
                .padding(5)
        }
        let host = LayoutHost(width: 100, height: 100)
        let group = VGroup(alignment: .leading) { item("Hello") }
        host.show(group, bottomPriority: 1)
        let title = view(group, "title")
        XCTAssertEqual(title.content, "Hello")
        assertFrame(title, 5, 5, 20, 10)
        group.setItems([item("Hello")], animated: false)
        group.setItems([item("World")], animated: false)
        XCTAssertTrue(view(group, "title") === title)
        XCTAssertEqual(title.content, "World")
        XCTAssertEqual(counter.updates, 2)
        XCTAssertEqual(group.groupItem(with: "title")?.placement.padding, DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    }

    /// A view's item shows its content when it is made and again only when it changes, gets its
    /// behaviors on every update; an item given as closures over another content type, of the
    /// same identity, never counts as showing the same content.
    func testAnErasedItemComparesContentOnlyWithItsOwnKindOfItem() {
        let group = VGroup { testItem("a", 10, 10, content: "one") }
        let a = view(group, "a")
        XCTAssertEqual([a.setContentCount, a.setBehaviorsCount], [1, 1])
        group.setItems { testItem("a", 10, 10, content: "one") }
        XCTAssertEqual([a.setContentCount, a.setBehaviorsCount], [1, 2])
        group.setItems { testItem("a", 10, 10, content: "two") }
        XCTAssertTrue(view(group, "a") === a)
        XCTAssertEqual(a.content, "two")
        XCTAssertEqual([a.setContentCount, a.setBehaviorsCount], [2, 3])

        let item = testItem("a", 10, 10, content: "two").eraseToAnyGroupItem()
        XCTAssertTrue(item.isContentEqual(to: testItem("a", 10, 10, content: "two").eraseToAnyGroupItem()))
        XCTAssertFalse(item.isContentEqual(to: testItem("a", 10, 10, content: "three").eraseToAnyGroupItem()))
        func closureItem<Content>(_ content: Content, _ isEqual: @escaping (Content, Content) -> Bool) -> AnyGroupItem {
            AnyGroupItem(dataID: "a", kind: item.kind, content: content, isContentEqual: isEqual,
                         make: { TestView(style: Size(width: 10, height: 10)) }, setContent: { _, _, _ in })
        }
        XCTAssertFalse(item.isContentEqual(to: closureItem(Optional("two"), ==)))
        XCTAssertFalse(closureItem(Optional("two"), ==).isContentEqual(to: item))
        XCTAssertTrue(closureItem("two", ==).isContentEqual(to: closureItem("two", ==)))
        XCTAssertFalse(closureItem("two", ==).isContentEqual(to: closureItem(2, ==)))
        // The item compared with decides (a group compares its current items with new ones).
        XCTAssertTrue(closureItem("two", { _, _ in false }).isContentEqual(to: closureItem("two", ==)))
        XCTAssertFalse(closureItem("two", ==).isContentEqual(to: closureItem("two", { _, _ in false })))
        var arguments: [String] = []
        _ = closureItem("old", ==).isContentEqual(to: closureItem("new", { arguments += [$0, $1]; return false }))
        XCTAssertEqual(arguments, ["new", "old"])
    }

    func testChangingPlacementMakesANewView() {
        let host = LayoutHost(width: 100, height: 100)
        let group = VGroup { testItem("a", 10, 10) }
        host.show(group)
        let a = view(group, "a")
        group.setItems { testItem("a", 10, 10).horizontalAlignment(.trailing) }
        host.layoutIfNeeded()
        // As in Epoxy, alignments and padding are part of an item's identity.
        XCTAssertFalse(view(group, "a") === a)
        assertFrame(view(group, "a"), 90, 0, 10, 100)
    }

    func testStaticGroupItemUsesTheGivenView() {
        let existing = TestView(style: Size(width: 30, height: 10))
        let host = LayoutHost(width: 100, height: 100)
        let group = HGroup(alignment: .top) {
            StaticGroupItem(existing, dataID: "static")
            SpacerItem(dataID: "rest")
        }
        host.show(group)
        XCTAssertTrue(group.constrainable(with: "static") === existing)
        XCTAssertTrue(existing.superview === host)
        assertFrame(existing, 0, 0, 30, 10)
        group.setItems {
            StaticGroupItem(existing, dataID: "static")
            SpacerItem(dataID: "rest")
        }
        XCTAssertTrue(existing.superview === host)
        XCTAssertEqual(existing.setContentCount, 0)
    }

    func testBuilderSupportsConditionsLoopsAndOptionals() {
        let showExtra = true, hidden: GroupItem<TestView>? = nil
        let group = VGroup {
            testItem("a", 10, 10)
            if showExtra { testItem("extra", 10, 10) } else { testItem("never", 10, 10) }
            for index in 0..<3 { testItem("row\(index)", 10, 10) }
            hidden
            [testItem("x", 1, 1), testItem("y", 1, 1)]
        }
        XCTAssertEqual(group.items.map { "\($0.dataID.base)" }, ["a", "extra", "row0", "row1", "row2", "x", "y"])
    }
}
