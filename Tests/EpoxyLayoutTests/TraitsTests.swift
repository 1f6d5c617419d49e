import XCTest
@testable import EpoxyLayout

/// Traits flow from the nearest provider down the tree; changes reach observers.
final class TraitsTests: XCTestCase {
    private final class Root: View, TraitProviding {
        var providedTraits = Traits()
    }

    private final class Observer: View, TraitObserving {
        var changes = 0
        func traitsDidChange() { changes += 1 }
    }

    func testDescendantsReadTheNearestProvider() {
        let root = Root()
        root.providedTraits = root.providedTraits.withContentSizeCategory(.accessibilityLarge)
        let child = View()
        let grandchild = Observer()
        root.addSubview(child)
        child.addSubview(grandchild)
        XCTAssertEqual(grandchild.traits.contentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(View().traits.contentSizeCategory, .large, "outside a provider: the defaults")
    }

    func testPropagationNotifiesEveryObserverOnce() {
        let root = Root()
        let first = Observer(), second = Observer()
        root.addSubview(first)
        first.addSubview(second)
        root.propagateTraitsChange()
        XCTAssertEqual([first.changes, second.changes], [1, 1])
    }

    func testJoiningATreeWithOtherTraitsNotifiesTheSubtreeOnce() {
        // As UIKit's traitCollectionDidChange when a view moves to a window: a subtree built
        // outside (default traits) learns the tree's Dynamic Type size as it joins.
        let root = Root()
        root.providedTraits = root.providedTraits.withContentSizeCategory(.accessibilityMedium)
        let parent = View(), child = Observer()
        parent.addSubview(child)
        XCTAssertEqual(child.changes, 0, "built outside any provider: nothing changed")
        root.addSubview(parent)
        XCTAssertEqual(child.changes, 1)
        XCTAssertEqual(child.traits.contentSizeCategory, .accessibilityMedium)
    }

    func testJoiningATreeWithTheSameTraitsNotifiesNothing() {
        let root = Root(), other = Root()
        let child = Observer()
        root.addSubview(child)
        other.addSubview(child)
        XCTAssertEqual(child.changes, 0)
        other.providedTraits = other.providedTraits.withContentSizeCategory(.extraSmall)
        root.addSubview(child)
        XCTAssertEqual(child.changes, 1, "extraSmall → large")
        other.addSubview(child)
        XCTAssertEqual(child.changes, 2, "large → extraSmall")
    }
}
