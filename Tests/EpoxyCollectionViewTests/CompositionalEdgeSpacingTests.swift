import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

/// Flexible and fixed edge spacing (NSCollectionLayoutEdgeSpacing): frames derived by hand in
/// the comments from UIKit's rule that a group's leftover length is shared equally among the
/// flexible spacings along its axis, and an item's leftover across it among its own.
final class CompositionalEdgeSpacingTests: XCTestCase {
    private func layOut(_ group: LayoutGroup, items: Int, interGroupSpacing: Double = 0) -> [Rect] {
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: LayoutSection(group: group, interGroupSpacing: interGroupSpacing)))
        collection.setSections([SectionModel(dataID: "s", items: rows((0..<items).map { "i\($0)" }))], animated: false)
        window.layoutIfNeeded()
        return collection.layoutResult?.sections[0].itemFrames ?? []
    }

    private func item(width: EpoxyCollectionView.LayoutDimension, height: EpoxyCollectionView.LayoutDimension, _ spacing: LayoutEdgeSpacing) -> LayoutSubitem {
        .item(LayoutItem(layoutSize: LayoutSize(width: width, height: height), edgeSpacing: spacing))
    }

    func testFlexibleLeadingAndTrailingCentreOneItemInItsRow() {
        // A 200-wide item fits once in 375 (two would take 400); the 175 left over is shared by
        // its two flexible spacings: 87.5 each. Rows are 50 tall.
        let centred = item(width: .absolute(200), height: .fractionalHeight(1), LayoutEdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
        let row = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [centred])
        XCTAssertEqual(layOut(row, items: 2), [Rect(x: 87.5, y: 0, width: 200, height: 50), Rect(x: 87.5, y: 50, width: 200, height: 50)])
    }

    func testFlexibleSpacingIsAtLeastItsValueWhenFittingAndSharesTheRest() {
        // Flexible leading 8: each item takes at least 108, so three fit (324) and a fourth
        // (432) does not. 375 − 324 = 51 is shared by three spacings, 17 each, so each leading
        // space is 25: x 25, 150, 275, and the last item ends at the row's end, 375. The fourth
        // item is alone in its row: its one spacing takes all 375 − 100 = 275.
        let pushed = item(width: .absolute(100), height: .absolute(40), LayoutEdgeSpacing(leading: .flexible(8)))
        let row = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), subitems: [pushed])
        XCTAssertEqual(layOut(row, items: 4), [
            Rect(x: 25, y: 0, width: 100, height: 40), Rect(x: 150, y: 0, width: 100, height: 40),
            Rect(x: 275, y: 0, width: 100, height: 40), Rect(x: 275, y: 40, width: 100, height: 40),
        ])
    }

    func testLeftoverIsSharedAfterInterItemSpacingAndFixedSpacingStaysExact() {
        // 100 + 10 + 100 + 10 + 100 = 320 of 375: 55 over six flexible spacings, 55/6 each.
        // x₀ = 55/6, x₁ = 110 + 3·55/6, x₂ = 220 + 5·55/6; the last ends at 375 − 55/6.
        let spread = item(width: .absolute(100), height: .absolute(40), LayoutEdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
        let row = LayoutGroup(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), axis: .horizontal, subitems: [spread], interItemSpacing: 10)
        let frames = layOut(row, items: 3)
        let share = 55.0 / 6
        for (frame, x) in zip(frames, [share, 110 + 3 * share, 220 + 5 * share]) {
            assertRect(frame, Rect(x: x, y: 0, width: 100, height: 40))
        }
        // Fixed leading 10 and flexible trailing: 110 + 110 + 110 = 330 fit, 45 over three
        // trailing spacings (15 each) moves the later items: x 10, 135, 260.
        let fixedThenFlexible = item(width: .absolute(100), height: .absolute(40), LayoutEdgeSpacing(leading: .fixed(10), trailing: .flexible(0)))
        let second = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), subitems: [fixedThenFlexible])
        XCTAssertEqual(layOut(second, items: 3).map(\.minX), [10, 135, 260])
    }

    func testFlexibleSpacingAcrossTheAxisPlacesEachItemInItsRow() {
        // A 30-tall item in a 50-tall row: flexible top and bottom centre it (y 10); flexible
        // top only pushes it down (y 20); fixed top 4 with flexible bottom keeps it at 4.
        func y(_ spacing: LayoutEdgeSpacing) -> Double? {
            let row = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                             subitems: [item(width: .fractionalWidth(1), height: .absolute(30), spacing)])
            return layOut(row, items: 1).first?.minY
        }
        XCTAssertEqual(y(LayoutEdgeSpacing(top: .flexible(0), bottom: .flexible(0))), 10)
        XCTAssertEqual(y(LayoutEdgeSpacing(top: .flexible(0))), 20)
        XCTAssertEqual(y(LayoutEdgeSpacing(top: .fixed(4), bottom: .flexible(0))), 4)
    }

    func testVerticalGroupsShareTheirLeftoverHeight() {
        // A 300-tall column of 80-tall items with flexible top: three fit (240); 60 over three
        // spacings, 20 each: y 20, 120, 220. The fourth item, alone in the next column (from
        // 300), takes all 300 − 80 = 220 before it: y 520.
        let column = LayoutGroup.vertical(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(300)),
                                          subitems: [item(width: .fractionalWidth(1), height: .absolute(80), LayoutEdgeSpacing(top: .flexible(0)))])
        XCTAssertEqual(layOut(column, items: 4).map(\.minY), [20, 120, 220, 520])
    }

    func testASelfSizingGroupKeepsFlexibleSpacingAtItsMinimum() {
        // A group of estimated width is as long as its item and its minimum spacing: nothing is
        // left over, so flexible leading 6 is 6: groups are 6 + 100 + 2 = 108 wide, the second starts
        // at 108 + 8 = 116 and its item at 122.
        let chip = item(width: .absolute(100), height: .absolute(30), LayoutEdgeSpacing(leading: .flexible(6), trailing: .flexible(2)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .estimated(50), height: .absolute(30)), subitems: [chip])
        let section = LayoutSection(group: group, interGroupSpacing: 8, orthogonalScrollingBehavior: .continuous)
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: section))
        collection.setSections([SectionModel(dataID: "s", items: rows(["a", "b"]))], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.layoutResult?.sections[0].itemFrames.map(\.minX), [6, 122])
    }
}
