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
}
