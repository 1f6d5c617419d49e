import EpoxyCore
@testable import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

final class HGroupLayoutTests: XCTestCase {
    /// A (50×20) and B (60×30, hugging 249 so it is the one that stretches) in a 300×100 host.
    private func layout(_ alignment: HGroup.ItemAlignment, spacing: Double = 10) -> (HGroup, LayoutHost) {
        let host = LayoutHost(width: 300, height: 100)
        let group = HGroup(alignment: alignment, spacing: spacing) {
            testItem("a", 50, 20)
            testItem("b", 60, 30).contentHuggingPriority(249, for: .horizontal)
        }
        host.show(group)
        return (group, host)
    }

    func testFillStretchesItemsToTheGroupHeight() {
        let (group, host) = layout(.fill)
        // a.leading = 0 and hugs 50 wide; b.leading = a.trailing + 10 = 60; b.trailing = 300.
        // Fill pins top and bottom to the 100-pt group: both are 100 tall.
        assertFrame(view(group, "a"), 0, 0, 50, 100)
        assertFrame(view(group, "b"), 60, 0, 240, 100)
        XCTAssertEqual(host.warnings, [])
    }

    func testTopAlignmentKeepsIntrinsicHeights() {
        let (group, _) = layout(.top)
        // top = 0; bottom <= 100; the bottom == 100 at 51 loses to hugging (250): heights 20 and 30.
        assertFrame(view(group, "a"), 0, 0, 50, 20)
        assertFrame(view(group, "b"), 60, 0, 240, 30)
    }

    func testBottomAlignment() {
        let (group, _) = layout(.bottom)
        // bottom = 100: y = 100 − 20 = 80 and 100 − 30 = 70.
        assertFrame(view(group, "a"), 0, 80, 50, 20)
        assertFrame(view(group, "b"), 60, 70, 240, 30)
    }

    func testCenterAlignment() {
        let (group, _) = layout(.center)
        // centerY = 50: y = 50 − 10 = 40 and 50 − 15 = 35.
        assertFrame(view(group, "a"), 0, 40, 50, 20)
        assertFrame(view(group, "b"), 60, 35, 240, 30)
    }

    /// Each edge an alignment bounds and pulls tight (a required bound and the same equality at
    /// `groupSizeAffecting`) goes to the solver as one two-sided constraint: two per centred
    /// item, one per top- or bottom-aligned item, none for fill.
    func testEdgeBoundsAndTheirPullsShareOneSolverConstraint() throws {
        for (alignment, pairs) in [(HGroup.ItemAlignment.center, 4), (.top, 2), (.bottom, 2), (.fill, 0)] {
            let (_, host) = layout(alignment)
            let engine = try XCTUnwrap(host.layoutEngine)
            let paired = engine.userConstraints.values.filter { $0.partner != nil }
            XCTAssertEqual(paired.count, 2 * pairs, "\(alignment)")
            XCTAssertEqual(Set(paired.map { ObjectIdentifier($0.constraint) }).count, pairs, "\(alignment)")
            XCTAssertTrue(paired.allSatisfy { $0.constraint.sides != nil }, "\(alignment)")
        }
    }

    func testCenteredToSibling() {
        let host = LayoutHost(width: 300, height: 100)
        let group = HGroup(alignment: .top) {
            testItem("a", 50, 20).verticalAlignment(.centered(to: "b"))
            testItem("b", 60, 40).contentHuggingPriority(249, for: .horizontal)
        }
        host.show(group)
        // b is top-aligned: y 0…40, centre 20; a's centre is b's: y = 20 − 10 = 10.
        assertFrame(view(group, "b"), 50, 0, 250, 40)
        assertFrame(view(group, "a"), 0, 10, 50, 20)
    }

    func testCustomAlignmentUsesTheClosureConstraints() {
        let host = LayoutHost(width: 300, height: 100)
        let custom = HGroup.ItemAlignment.custom(id: "inset") { group, item in
            [item.leadingAnchor.constraint(equalTo: group.leadingAnchor, constant: 5),
             item.topAnchor.constraint(equalTo: group.topAnchor, constant: 7)]
        }
        let group = HGroup(alignment: custom) { testItem("a", 50, 20) }
        host.show(group)
        // Only the closure's constraints place a single custom item: (5, 7), intrinsic size.
        assertFrame(view(group, "a"), 5, 7, 50, 20)
    }

    func testPaddingAddsToEdgesAndSpacing() {
        let host = LayoutHost(width: 300, height: 100)
        let group = HGroup(alignment: .top, spacing: 10) {
            testItem("a", 50, 20).padding(DirectionalEdgeInsets(top: 4, leading: 6, bottom: 0, trailing: 8))
            testItem("b", 60, 30).padding(3).contentHuggingPriority(249, for: .horizontal)
        }
        host.show(group)
        // a: leading 6, top 4. b.leading = a.trailing + 10 + 8 + 3 = 56 + 21 = 77;
        // b.trailing = 300 − 3 = 297 → width 220; b.top = 3.
        assertFrame(view(group, "a"), 6, 4, 50, 20)
        assertFrame(view(group, "b"), 77, 3, 220, 30)
    }

    func testMiddleItemsAreGluedAtSpacing() {
        let host = LayoutHost(width: 300, height: 50)
        let group = HGroup(alignment: .top, spacing: 5) {
            testItem("a", 40, 10)
            testItem("b", 50, 10).contentHuggingPriority(249, for: .horizontal)
            testItem("c", 60, 10)
            testItem("d", 70, 10)
        }
        host.show(group)
        // 40 + 60 + 70 + 3 × 5 = 185 fixed; b takes 300 − 185 = 115.
        assertFrame(view(group, "a"), 0, 0, 40, 10)
        assertFrame(view(group, "b"), 45, 0, 115, 10)
        assertFrame(view(group, "c"), 165, 0, 60, 10)
        assertFrame(view(group, "d"), 230, 0, 70, 10)
        XCTAssertEqual(host.warnings, [])
    }

    func testCompressionResistanceDecidesWhoShrinksWhenTooNarrow() {
        let host = LayoutHost(width: 100, height: 50)
        let group = HGroup(alignment: .top) {
            testItem("a", 80, 20)
            testItem("b", 80, 20).contentCompressionResistancePriority(749, for: .horizontal)
        }
        host.show(group)
        // 160 wanted, 100 available: b resists less (749 < 750) and gets 100 − 80 = 20.
        assertFrame(view(group, "a"), 0, 0, 80, 20)
        assertFrame(view(group, "b"), 80, 0, 20, 20)
    }

    func testHuggingDecidesWhoGrowsWhenTooWide() {
        let host = LayoutHost(width: 300, height: 50)
        let group = HGroup(alignment: .top) {
            testItem("a", 80, 20).contentHuggingPriority(251, for: .horizontal)
            testItem("b", 80, 20)
        }
        host.show(group)
        // 160 wanted, 300 available: b hugs less (250 < 251) and takes 300 − 80 = 220.
        assertFrame(view(group, "a"), 0, 0, 80, 20)
        assertFrame(view(group, "b"), 80, 0, 220, 20)
    }

    func testGroupHeightHugsTheTallestNonFillItem() {
        let host = LayoutHost(width: 300, height: 200)
        let group = HGroup(alignment: .center, spacing: 4) {
            testItem("a", 40, 40)
            testItem("b", 100, 20).contentHuggingPriority(249, for: .horizontal)
        }
        host.show(group, bottomPriority: 1)
        // The 51-priority top/bottom constraints pull the group to the tallest item (40); the
        // host's bottom pull at 1 loses. b is centred: y = 20 − 10 = 10.
        assertRect(group.layoutFrame, 0, 0, 300, 40)
        assertFrame(view(group, "a"), 0, 0, 40, 40)
        assertFrame(view(group, "b"), 44, 10, 256, 20)
    }

    func testEmptyGroupHasZeroWidth() {
        let host = LayoutHost(width: 300, height: 100)
        let group = HGroup(items: [])
        group.install(in: host)
        LayoutConstraint.activate([
            group.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
            group.topAnchor.constraint(equalTo: host.topAnchor),
            group.heightAnchor.constraint(equalToConstant: 30),
        ])
        host.layoutIfNeeded()
        // Epoxy sets an empty HGroup's width to 0.
        assertRect(group.layoutFrame, 10, 0, 0, 30)
    }

    func testSpacingChangeReinstallsConstraints() {
        // Keep the host: views hold their superview weakly, and the layout engine no longer keeps
        // the root alive.
        let (group, host) = layout(.top)
        group.spacing = 20
        host.layoutIfNeeded()
        // b.leading = 50 + 20 = 70, width 300 − 70 = 230.
        assertFrame(view(group, "b"), 70, 0, 230, 30)
    }

    func testRightToLeftMirrorsTheOrder() {
        let host = LayoutHost(width: 300, height: 100)
        host.layoutDirection = .rightToLeft
        let group = HGroup(alignment: .top, spacing: 10) {
            testItem("a", 50, 20)
            testItem("b", 60, 30).contentHuggingPriority(249, for: .horizontal)
        }
        host.show(group)
        // Leading is the right edge: a spans 250…300, b spans 0…240.
        assertFrame(view(group, "a"), 250, 0, 50, 20)
        assertFrame(view(group, "b"), 0, 0, 240, 30)
    }

    func testFirstAndLastBaselinesAreTheItems() {
        let group = HGroup {
            testItem("a", 50, 20)
            testItem("b", 60, 30)
        }
        XCTAssertTrue(group.firstBaselineAnchor.item === group.constrainable(with: "a"))
        XCTAssertTrue(group.lastBaselineAnchor.item === group.constrainable(with: "b"))
        // An empty group's baselines are its own edges (anchors hold their item weakly).
        let empty = HGroup(items: [])
        XCTAssertTrue(empty.firstBaselineAnchor.item === empty.anchorItem)
    }
}
