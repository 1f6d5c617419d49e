import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

/// Compositional collections that scroll horizontally (a horizontal
/// UICollectionViewCompositionalLayoutConfiguration): sections side by side along x, the
/// viewport along x, and orthogonal sections that scroll up and down. Frames derived by hand.
final class CompositionalHorizontalTests: XCTestCase {
    private let full = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
    private var window: TestWindow?

    private func collection(_ layout: CompositionalLayout, _ sections: [SectionModel]) -> CollectionView {
        let (window, collection) = makeCollection(layout: layout)
        collection.setSections(sections, animated: false)
        window.layoutIfNeeded()
        self.window = window
        return collection
    }

    private func horizontal(section: LayoutSection, spacing: Double = 0) -> CompositionalLayout {
        CompositionalLayout(configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: spacing), section: section)
    }

    private func frames(_ collection: CollectionView, _ section: Int = 0) -> [Rect] {
        collection.layoutResult?.sections[section].itemFrames ?? []
    }

    /// Section a: columns of two items, half the container wide and its full height, inside
    /// insets 16 leading/trailing and 10 top/bottom: the container is 375 − 32 = 343 by
    /// 667 − 20 = 647, so columns are 171.5 × 647 and items 171.5 × 323.5; columns 8 apart
    /// from x 16 (a2 starts the second at 195.5); the section ends at 195.5 + 171.5 + 16 = 383.
    /// Section b starts 20 later, at 403: four columns 100 wide, each one item half the height
    /// (333.5), at x 403, 503, 603, 703. Content 803 × 667; offsets 0…428.
    private func twoSections(log: DisplayLog? = nil) -> CollectionView {
        let column = LayoutGroup.vertical(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                                          repeatingSubitem: .item(LayoutItem(layoutSize: full)), count: 2)
        let columns = LayoutSection(group: column, interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
        let narrow = LayoutSection(group: .horizontal(layoutSize: LayoutSize(width: .absolute(100), height: .fractionalHeight(0.5)),
                                                      subitems: [.item(LayoutItem(layoutSize: full))]))
        let items = { (ids: [String]) in log?.items(ids) ?? rows(ids) }
        return collection(horizontal(section: narrow, spacing: 20), [
            SectionModel(dataID: "a", items: items(["a0", "a1", "a2"])).compositionalLayoutSection(columns),
            SectionModel(dataID: "b", items: items(["b0", "b1", "b2", "b3"])),
        ])
    }

    func testSectionsSitSideBySideAndFractionsResolveAgainstTheCollectionsHeight() {
        let collection = twoSections()
        XCTAssertEqual(collection.scrollDirection, .horizontal)
        XCTAssertEqual(frames(collection), [
            Rect(x: 16, y: 10, width: 171.5, height: 323.5), Rect(x: 16, y: 333.5, width: 171.5, height: 323.5),
            Rect(x: 195.5, y: 10, width: 171.5, height: 323.5),
        ])
        XCTAssertEqual(frames(collection, 1).map(\.minX), [403, 503, 603, 703])
        XCTAssertEqual(frames(collection, 1).first, Rect(x: 403, y: 0, width: 100, height: 333.5))
        XCTAssertEqual(collection.contentSize, Size(width: 803, height: 667))
    }

    func testInLandscapeTheSafeAreaSidesAreContentInsets() {
        // 812 × 375 with 44 left and right and 21 at the bottom: scrolling along x, the sides
        // join the adjusted insets (as UIKit adjusts the scrollable axis), so the content is
        // 812 − 88 = 724 wide and 375 − 21 = 354 tall; groups half of that width, 362, from x 0,
        // shown from 44 at offset −44. Three groups end at 1086: the last offset is
        // 1086 + 44 − 812 = 318, which puts the last item's end at 768 = 812 − 44.
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), subitems: [.item(LayoutItem(layoutSize: full))])
        let (window, collection) = makeCollection(
            layout: horizontal(section: LayoutSection(group: group)), width: 812, height: 375, safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        collection.setSections([SectionModel(dataID: "s", items: rows(["a", "b", "c"]))], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.adjustedContentInset, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(collection.contentOffset, Point(x: -44, y: 0))
        XCTAssertEqual(collection.frameInWindow(ofItem: "a"), Rect(x: 44, y: 0, width: 362, height: 354))
        collection.scroll(to: Point(x: 1000, y: 0))
        XCTAssertEqual(collection.contentOffset.x, 318)
        XCTAssertEqual(collection.frameInWindow(ofItem: "c"), Rect(x: 406, y: 0, width: 362, height: 354))
    }

    func testTheViewportScrollsAlongXWithCellsOnlyNearTheVisibleRect() {
        // At x 0 the visible rect is 0…375 and cells reach 50 further (−50…425): a0–a2, and
        // b0 (403) prefetched. At 300 (cells 250…725): a2 (to 367) and b0–b3; b3 (703) is only
        // prefetched, the rest are displayed. Past the end the offset stops at 803 − 375 = 428.
        let log = DisplayLog()
        let collection = twoSections(log: log)
        XCTAssertEqual(collection.visibleElements.map { "\($0.dataID)" }, ["a0", "a1", "a2", "b0"])
        XCTAssertEqual(collection.displayedItems.map { "\($0.dataID)" }, ["a0", "a1", "a2"])
        XCTAssertEqual(log.events, ["will:a0", "will:a1", "will:a2"])
        log.reset()
        collection.scroll(to: Point(x: 300, y: 120))
        XCTAssertEqual(collection.contentOffset, Point(x: 300, y: 0), "y stays at the top inset")
        XCTAssertEqual(collection.visibleElements.map { "\($0.dataID)" }, ["a2", "b0", "b1", "b2", "b3"])
        XCTAssertEqual(collection.displayedItems.map { "\($0.dataID)" }, ["a2", "b0", "b1", "b2"])
        XCTAssertEqual(log.events, ["end:a0", "end:a1", "will:b0", "will:b1", "will:b2"])
        XCTAssertEqual(collection.frameInWindow(ofItem: "b0"), Rect(x: 103, y: 0, width: 100, height: 333.5))
        collection.scroll(to: Point(x: 5000, y: 0))
        XCTAssertEqual(collection.contentOffset.x, 428)
    }

    func testScrollToItemAlongX() throws {
        // b2 (603–703) centred: 653 − 187.5 = 465.5, limited to 428. a0 "left": its x 16 at
        // the visible left: offset 16. b1 (503–603) "top" is across the axis: the least scroll
        // that shows it, 16 + 603 − 391 = 228.
        let collection = twoSections()
        try collection.scrollToItem("b2", position: .centeredHorizontally)
        XCTAssertEqual(collection.contentOffset.x, 428)
        try collection.scrollToItem("a0", position: .left)
        XCTAssertEqual(collection.contentOffset.x, 16)
        try collection.scrollToItem("b1", position: .top)
        XCTAssertEqual(collection.contentOffset.x, 228)
        XCTAssertEqual(collection.contentOffset.y, 0)
        // A tap scrolls the least distance along x that shows the item: a0 (16–187.5) starts
        // before the visible left (228), so it comes to the left: offset 16.
        try collection.tap("a0")
        XCTAssertEqual(collection.contentOffset.x, 16)
        XCTAssertEqual(collection.selectedItem?.dataID, "a0")
    }

    func testAnOrthogonalSectionOfAHorizontalCollectionScrollsUpAndDown() throws {
        // Groups 200 wide and half the height (333.5) follow each other down 10 apart: y 0,
        // 343.5, 687, 1030.5; 1364 tall in a 667-pt viewport, offsets 0…697. Released at 400,
        // group paging rests on the nearest group edge, 343.5. "bottom" on c3 puts its bottom
        // (1020.5 shown) at 667: 697, the last offset.
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .absolute(200), height: .fractionalHeight(0.5)), subitems: [.item(LayoutItem(layoutSize: full))])
        let column = LayoutSection(group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPaging)
        let collection = collection(horizontal(section: column), [SectionModel(dataID: "c", items: rows(["c0", "c1", "c2", "c3"]))])
        let attributes = try XCTUnwrap(collection.orthogonalAttributes(ofSection: 0))
        XCTAssertEqual(attributes.direction, .vertical)
        XCTAssertEqual(attributes.viewport, Rect(x: 0, y: 0, width: 200, height: 667))
        XCTAssertEqual(attributes.contentLength, 1364)
        XCTAssertEqual(frames(collection).map(\.minY), [0, 343.5, 687, 1030.5])
        XCTAssertEqual(collection.contentSize, Size(width: 200, height: 667))
        XCTAssertEqual(try collection.scrollSection("c", to: 400), 343.5)
        XCTAssertEqual(collection.frameInWindow(ofItem: "c1"), Rect(x: 0, y: 0, width: 200, height: 333.5))
        XCTAssertEqual(collection.displayedItems.map { "\($0.dataID)" }, ["c1", "c2"])
        try collection.scrollToItem("c3", position: .bottom)
        XCTAssertEqual(collection.orthogonalOffset(ofSection: "c"), 697)
        XCTAssertEqual(collection.frameInWindow(ofItem: "c3"), Rect(x: 0, y: 333.5, width: 200, height: 333.5))
    }

    func testLeadingHeadersSitBeforeTheirSectionAndStayPinnedAlongX() {
        // Each section: a 40-wide leading header of the full height, then 100-wide items. a:
        // header 0–40, items 40, 140, 240, a 30-wide trailing footer 340–370. b: header 370–410,
        // ten items from 410 to 1410.
        let item = LayoutItem(layoutSize: full)
        let header = LayoutBoundaryItem(layoutSize: LayoutSize(width: .absolute(40), height: .fractionalHeight(1)),
                                        elementKind: .sectionHeader, alignment: .leading, pinToVisibleBounds: true)
        let footer = LayoutBoundaryItem(layoutSize: LayoutSize(width: .absolute(30), height: .fractionalHeight(1)),
                                        elementKind: .sectionFooter, alignment: .trailing)
        let section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(width: .absolute(100), height: .absolute(100)), subitems: [.item(item)]),
                                    boundarySupplementaryItems: [header, footer])
        func supplementary(_ id: String) -> SupplementaryItemModel { TestRow.supplementaryItemModel(dataID: id, content: id, style: .init(height: 10)) }
        let collection = collection(horizontal(section: section), [
            SectionModel(dataID: "a", items: rows(["a0", "a1", "a2"]))
                .supplementaryItems(ofKind: .sectionHeader, [supplementary("ha")]).supplementaryItems(ofKind: .sectionFooter, [supplementary("fa")]),
            SectionModel(dataID: "b", items: rows((0..<10).map { "b\($0)" })).supplementaryItems(ofKind: .sectionHeader, [supplementary("hb")]),
        ])
        XCTAssertEqual(frames(collection).map(\.minX), [40, 140, 240])
        XCTAssertEqual(collection.layoutResult?.sections[0].supplementaryFrames[.sectionHeader], [Rect(x: 0, y: 0, width: 40, height: 667)])
        XCTAssertEqual(collection.layoutResult?.sections[0].supplementaryFrames[.sectionFooter], [Rect(x: 340, y: 0, width: 30, height: 667)])
        XCTAssertEqual(frames(collection, 1).first?.minX, 410)
        XCTAssertEqual(collection.contentSize.width, 1410)
        func headerX(_ id: String) -> Double? {
            collection.visibleElements.first { $0.kind == .sectionHeader && "\($0.dataID)" == id }?.frame.minX
        }
        // Scrolled to 100 the header rides at the visible left; at 350 its section's end
        // (370 − 40 = 330) holds it back while b's header rests at 370; at 600 b's rides along.
        collection.scroll(to: Point(x: 100, y: 0))
        XCTAssertEqual(headerX("ha"), 100)
        collection.scroll(to: Point(x: 350, y: 0))
        XCTAssertEqual(headerX("ha"), 330)
        XCTAssertEqual(headerX("hb"), 370)
        collection.scroll(to: Point(x: 600, y: 0))
        XCTAssertEqual(headerX("hb"), 600)
        XCTAssertNil(headerX("ha"))
    }
}
