import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

/// `scrollToItem` into a carousel: the carousel scrolls to put the item at the position (or in
/// view) and settles as a released scroll does, then the collection scrolls along its axis.
final class CompositionalScrollToItemTests: XCTestCase {
    /// Ten 100-pt rows (y 0–1000), then a carousel of 5 cards 274.4 wide (80% of 343), 12 apart
    /// from x 16 (groups at 16, 302.4, 588.8, 875.2, 1161.6; offsets 0 to 1452 − 375 = 1077) at
    /// y 1000–1200, then three 44-pt rows: content 1332 tall, offsets 0 to 1332 − 667 = 665.
    /// The window is kept for the test's length (window coordinates need it).
    private var window: TestWindow?

    private func screen(_ behavior: OrthogonalScrollingBehavior) -> CollectionView {
        let full = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(200)), subitems: [.item(LayoutItem(layoutSize: full))])
        let cards = LayoutSection(group: group, interGroupSpacing: 12, contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                                  orthogonalScrollingBehavior: behavior)
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: .list()))
        collection.setSections([
            SectionModel(dataID: "rows", items: rows((0..<10).map { "row\($0)" }, height: 100)),
            SectionModel(dataID: "cards", items: rows((0..<5).map { "card\($0)" })).compositionalLayoutSection(cards),
            SectionModel(dataID: "more", items: rows(["a", "b", "c"])),
        ], animated: false)
        window.layoutIfNeeded()
        self.window = window
        return collection
    }

    func testCentringACardSettlesOnAGroupAndScrollsTheCollectionTheLeastDistance() throws {
        // card3's centre (875.2 + 137.2 = 1012.4) at the centre of 16…359 (187.5) would be
        // 824.9; group paging rests on the nearest group edge, 875.2 − 16 = 859.2, so card3
        // starts at 16. Down the collection the least scroll that shows 1000–1200 is
        // 1200 − 667 = 533: the card is at y 467 in the window.
        let collection = screen(.groupPaging)
        try collection.scrollToItem("card3", position: .centeredHorizontally)
        XCTAssertEqual(collection.orthogonalOffset(ofSection: "cards") ?? 0, 859.2, accuracy: 1e-9)
        XCTAssertEqual(collection.contentOffset, Point(x: 0, y: 533))
        assertRect(collection.frameInWindow(ofItem: "card3"), Rect(x: 16, y: 467, width: 274.4, height: 200))
        XCTAssertTrue(collection.displayedItems.contains { "\($0.dataID)" == "card3" })
    }

    func testLeftAndRightPutTheCardAtTheCarouselsInsets() throws {
        // Continuous rests anywhere: card2 left at 16 is offset 588.8 − 16 = 572.8; card1's
        // right edge (576.8) at 359 is offset 217.8.
        let collection = screen(.continuous)
        try collection.scrollToItem("card2", position: .left)
        XCTAssertEqual(collection.orthogonalOffset(ofSection: "cards") ?? 0, 572.8, accuracy: 1e-9)
        try collection.scrollToItem("card1", position: .right)
        XCTAssertEqual(collection.orthogonalOffset(ofSection: "cards") ?? 0, 217.8, accuracy: 1e-9)
        assertRect(collection.frameInWindow(ofItem: "card1"), Rect(x: 84.6, y: 1000 - 533, width: 274.4, height: 200))
    }

    func testAVerticalPositionScrollsTheCarouselTheLeastDistanceAndTheCollectionToThePosition() throws {
        // From offset 217.8, card4 (943.8–1218.2 shown) ends past 359: the least scroll is
        // 217.8 + 1218.2 − 359 = 1077, the last offset. Top puts y 1000 at the top, limited to 665.
        let collection = screen(.continuous)
        try collection.scrollToItem("card1", position: .right)
        try collection.scrollToItem("card4", position: .top)
        XCTAssertEqual(collection.orthogonalOffset(ofSection: "cards") ?? 0, 1077, accuracy: 1e-9)
        XCTAssertEqual(collection.contentOffset.y, 665)
        // Already in view, a card stays put sideways.
        try collection.scrollToItem("card4", position: .bottom)
        XCTAssertEqual(collection.orthogonalOffset(ofSection: "cards") ?? 0, 1077, accuracy: 1e-9)
    }

    func testPagingSettlesOnAPage() throws {
        // card2 centred would be 726 − 187.5 = 538.5; pages are 375 wide, so it rests at 375.
        let collection = screen(.paging)
        try collection.scrollToItem("card2", position: .centeredHorizontally)
        XCTAssertEqual(collection.orthogonalOffset(ofSection: "cards"), 375)
    }

    func testAnItemOutsideCarouselsScrollsOnlyTheCollection() throws {
        // row5 (500–600) with a horizontal position: the least vertical scroll shows it: it is
        // already on screen, so nothing moves; "bottom" then puts 600 at 667: offset 0 (clamped).
        let collection = screen(.groupPaging)
        try collection.scrollToItem("row8", position: .left)
        XCTAssertEqual(collection.contentOffset.y, 900 - 667)
        try collection.scrollToItem("row5", position: .centeredHorizontally)
        XCTAssertEqual(collection.contentOffset.y, 233)
        XCTAssertEqual(collection.orthogonalOffset(ofSection: "cards"), 0)
    }
}
