import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

final class AccessibilityReflowTests: XCTestCase {
    private func makeGroup() -> HGroup {
        HGroup(spacing: 10) {
            testItem("a", 50, 20)
            testItem("b", 60, 30).contentHuggingPriority(249, for: .horizontal)
        }
    }

    private func host(_ category: ContentSizeCategory) -> LayoutHost {
        let host = LayoutHost(width: 300, height: 200)
        host.providedTraits = Traits(contentSizeCategory: category)
        return host
    }

    func testDefaultSizeLaysOutHorizontally() {
        let host = host(.large)
        let group = makeGroup()
        host.show(group, bottomPriority: 1)
        // Fill: both as tall as the group; b's compression (750) beats a's hugging (250): 30.
        XCTAssertFalse(group.isUsingAccessibilityLayout)
        assertFrame(view(group, "a"), 0, 0, 50, 30)
        assertFrame(view(group, "b"), 60, 0, 240, 30)
    }

    func testAccessibilitySizeReflowsVerticallyWithLeadingAlignment() {
        let host = host(.accessibilityLarge)
        let group = makeGroup()
        host.show(group, bottomPriority: 1)
        // VGroup constraints with the accessibility alignment (leading): a at y 0, b at 20 + 10.
        XCTAssertTrue(group.isUsingAccessibilityLayout)
        assertFrame(view(group, "a"), 0, 0, 50, 20)
        assertFrame(view(group, "b"), 0, 30, 60, 30)
        assertRect(group.layoutFrame, 0, 0, 300, 60)
    }

    func testItemAccessibilityAlignmentOverridesTheGroups() {
        let host = host(.accessibilityMedium)
        let group = HGroup(accessibilityAlignment: .center, spacing: 10) {
            testItem("a", 50, 20)
            testItem("b", 60, 30).accessibilityAlignment(.trailing)
        }
        host.show(group, bottomPriority: 1)
        // a is centred: x = 125; b is trailing: x = 300 − 60 = 240.
        assertFrame(view(group, "a"), 125, 0, 50, 20)
        assertFrame(view(group, "b"), 240, 30, 60, 30)
    }

    func testReflowCanBeTurnedOff() {
        let host = host(.accessibilityExtraExtraExtraLarge)
        let group = makeGroup().reflowsForAccessibilityTypeSizes(false)
        host.show(group, bottomPriority: 1)
        XCTAssertFalse(group.isUsingAccessibilityLayout)
        assertFrame(view(group, "b"), 60, 0, 240, 30)
    }

    func testForcedVerticalLayoutAtDefaultSize() {
        let host = host(.large)
        let group = makeGroup().forceAccessibilityVerticalLayout(true)
        host.show(group, bottomPriority: 1)
        XCTAssertTrue(group.isUsingAccessibilityLayout)
        assertFrame(view(group, "b"), 0, 30, 60, 30)
    }

    func testTraitChangeReinstallsConstraints() {
        let host = host(.large)
        let group = makeGroup()
        host.show(group, bottomPriority: 1)
        assertFrame(view(group, "b"), 60, 0, 240, 30)

        host.providedTraits = Traits(contentSizeCategory: .accessibilityExtraLarge)
        group.traitsDidChange()
        host.layoutIfNeeded()
        assertFrame(view(group, "b"), 0, 30, 60, 30)

        host.providedTraits = Traits(contentSizeCategory: .extraExtraExtraLarge)
        group.traitsDidChange()
        host.layoutIfNeeded()
        assertFrame(view(group, "b"), 60, 0, 240, 30)
    }

    func testNestedHGroupReflowsThroughItsParent() {
        let host = host(.large)
        let group = VGroup {
            HGroupItem(dataID: "row", spacing: 10) {
                testItem("a", 50, 20)
                testItem("b", 60, 30).contentHuggingPriority(249, for: .horizontal)
            }
        }
        host.show(group, bottomPriority: 1)
        host.providedTraits = Traits(contentSizeCategory: .accessibilityLarge)
        group.traitsDidChange()
        host.layoutIfNeeded()
        assertFrame(view(group, "a"), 0, 0, 50, 20)
        assertFrame(view(group, "b"), 0, 30, 60, 30)
    }

    func testGroupViewReflowsWhenItsTraitsChange() {
        let host = host(.large)
        let groupView = HGroupView(style: HGroupView.Style(hGroupStyle: HGroup.Style(spacing: 10)))
        groupView.setContent(HGroupView.Content {
            testItem("a", 50, 20)
            testItem("b", 60, 30).contentHuggingPriority(249, for: .horizontal)
        }, animated: false)
        groupView.frame = Rect(x: 0, y: 0, width: 300, height: 60)
        host.addSubview(groupView)
        host.layoutIfNeeded()
        assertFrame(view(groupView.group, "b"), 60, 0, 240, 30)

        host.providedTraits = Traits(contentSizeCategory: .accessibilityLarge)
        host.propagateTraitsChange()
        host.layoutIfNeeded()
        assertFrame(view(groupView.group, "b"), 0, 30, 60, 30)
    }
}
