import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

final class FlowLayoutTests: XCTestCase {
    private func tile(_ id: String, _ width: Double, _ height: Double) -> AnyItemModel {
        Tile.itemModel(dataID: id, style: "tile").flowLayoutItemSize(Size(width: width, height: height)).eraseToAnyItemModel()
    }

    /// Epoxy's "Flow Layout demo": three sections with their own insets, spacing, sizes, header and footer.
    func testEpoxyFlowLayoutDemo() {
        let (window, collection) = makeCollection(layout: FlowLayout())
        @SectionModelBuilder var sections: [SectionModel] {
            SectionModel(dataID: "red") {
                Tile.itemModel(dataID: "red1", style: "red").flowLayoutItemSize(Size(width: 100, height: 100))
                Tile.itemModel(dataID: "red2", style: "red").flowLayoutItemSize(Size(width: 100, height: 100))
            }
            .flowLayoutSectionInset(EdgeInsets(top: 12, left: 20, bottom: 12, right: 48))
            .flowLayoutMinimumInteritemSpacing(18)
            .flowLayoutMinimumLineSpacing(48)
            SectionModel(dataID: "orange") {
                Tile.itemModel(dataID: "orange1", style: "orange")
            }
            .flowLayoutItemSize(Size(width: 300, height: 150))
            .flowLayoutSectionInset(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            SectionModel(dataID: "blue") {
                Tile.itemModel(dataID: "item", style: "green").flowLayoutItemSize(Size(width: 200, height: 50))
            }
            .supplementaryItems(ofKind: .sectionHeader, [Tile.supplementaryItemModel(dataID: "header", style: "yellow")])
            .flowLayoutHeaderReferenceSize(Size(width: 0, height: 30))
            .supplementaryItems(ofKind: .sectionFooter, [Tile.supplementaryItemModel(dataID: "footer", style: "blue")])
            .flowLayoutFooterReferenceSize(Size(width: 0, height: 60))
        }
        collection.setSections(sections, animated: false)
        window.layoutIfNeeded()
        // Red: one line of two uniform items in 375 - 20 - 48 = 307 pt, justified: the 107 pt
        // left over goes between them.
        XCTAssertEqual(collection.frame(ofItem: "red1"), Rect(x: 20, y: 12, width: 100, height: 100))
        XCTAssertEqual(collection.frame(ofItem: "red2"), Rect(x: 227, y: 12, width: 100, height: 100))
        // Orange: a lone item is centred.
        XCTAssertEqual(collection.frame(ofItem: "orange1"), Rect(x: 37.5, y: 124, width: 300, height: 150))
        // Blue: full-width header of 30, the centred item, the footer of 60.
        let blue = collection.layoutResult?.sections[2]
        XCTAssertEqual(blue?.supplementaryFrames[.sectionHeader], [Rect(x: 0, y: 274, width: 375, height: 30)])
        XCTAssertEqual(collection.frame(ofItem: "item"), Rect(x: 87.5, y: 304, width: 200, height: 50))
        XCTAssertEqual(blue?.supplementaryFrames[.sectionFooter], [Rect(x: 0, y: 354, width: 375, height: 60)])
        XCTAssertEqual(collection.contentSize, Size(width: 375, height: 414))
        XCTAssertEqual(collection.visibleElements.count, 6)
    }

    func testAHorizontalFlowIsTheVerticalOneTransposed() {
        // Columns are 667 − 20 − 20 = 627 tall: five 100-pt items fit (540; six need 650), so
        // 17 items take four columns. Full columns are justified, (627 − 500) / 4 = 31.75 apart
        // from y 20; the last keeps their rows. The 30-wide header comes first (x 0–30, the
        // full height), then the left inset 16: columns at x 46, 156, 266, 376; the right inset
        // ends the content at 476 + 16 = 492, so offsets run from 0 to 492 − 375 = 117.
        let layout = FlowLayout(itemSize: Size(width: 100, height: 100), sectionInset: EdgeInsets(top: 20, left: 16, bottom: 20, right: 16),
                                headerReferenceSize: Size(width: 30, height: 999), scrollDirection: .horizontal)
        let (window, collection) = makeCollection(layout: layout)
        collection.setSections([
            SectionModel(dataID: "s", items: (0..<17).map { Tile.itemModel(dataID: "t\($0)", style: "tile").eraseToAnyItemModel() })
                .supplementaryItems(ofKind: .sectionHeader, [Tile.supplementaryItemModel(dataID: "header", style: "yellow")]),
        ], animated: false)
        window.layoutIfNeeded()
        let frames = collection.layoutResult?.sections[0].itemFrames ?? []
        XCTAssertEqual([0, 5, 10, 15].map { frames[$0].minX }, [46, 156, 266, 376])
        XCTAssertEqual(frames.prefix(5).map(\.minY), [20, 151.75, 283.5, 415.25, 547])
        XCTAssertEqual(frames[16], Rect(x: 376, y: 151.75, width: 100, height: 100))
        XCTAssertEqual(collection.layoutResult?.sections[0].supplementaryFrames[.sectionHeader], [Rect(x: 0, y: 0, width: 30, height: 667)])
        XCTAssertEqual(collection.contentSize, Size(width: 492, height: 667))
        collection.scroll(to: Point(x: 500, y: 40))
        XCTAssertEqual(collection.contentOffset, Point(x: 117, y: 0))
        XCTAssertEqual(collection.displayedItems.first.map { "\($0.dataID)" }, "t0")
    }

    func testUniformItemsWrapIntoJustifiedLinesAndTheLastKeepsTheColumns() {
        let (window, collection) = makeCollection(layout: FlowLayout(itemSize: Size(width: 100, height: 100)))
        collection.setSections([SectionModel(items: (0..<7).map { Tile.itemModel(dataID: $0, style: "t") })], animated: false)
        window.layoutIfNeeded()
        // Three fit per 375 pt line (4 would need 430); the 75 pt left over makes 37.5 gaps.
        let frames = collection.layoutResult?.sections[0].itemFrames
        XCTAssertEqual(frames, [
            Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 137.5, y: 0, width: 100, height: 100),
            Rect(x: 275, y: 0, width: 100, height: 100),
            Rect(x: 0, y: 110, width: 100, height: 100), Rect(x: 137.5, y: 110, width: 100, height: 100),
            Rect(x: 275, y: 110, width: 100, height: 100),
            Rect(x: 0, y: 220, width: 100, height: 100),
        ])
        XCTAssertEqual(collection.contentSize.height, 320)
    }

    func testMixedSizesCentreVerticallyAndLeftAlignTheLastLine() {
        let (window, collection) = makeCollection(layout: FlowLayout())
        collection.setSections([SectionModel(items: [
            tile("a", 100, 100), tile("b", 100, 40), tile("c", 100, 100), tile("d", 50, 20), tile("e", 60, 20),
        ])], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.layoutResult?.sections[0].itemFrames, [
            Rect(x: 0, y: 0, width: 100, height: 100),
            Rect(x: 137.5, y: 30, width: 100, height: 40),
            Rect(x: 275, y: 0, width: 100, height: 100),
            Rect(x: 0, y: 110, width: 50, height: 20),
            Rect(x: 60, y: 110, width: 60, height: 20),
        ])
    }

    func testItemSizeFallsBackFromItemToSectionToLayout() {
        let (window, collection) = makeCollection(layout: FlowLayout(itemSize: Size(width: 30, height: 30), minimumLineSpacing: 0))
        collection.setSections([
            SectionModel(dataID: 1, items: [Tile.itemModel(dataID: "layout", style: "t")]),
            SectionModel(dataID: 2, items: [Tile.itemModel(dataID: "section", style: "t")]).flowLayoutItemSize(Size(width: 40, height: 40)),
            SectionModel(dataID: 3, items: [tile("own", 50, 50)]).flowLayoutItemSize(Size(width: 40, height: 40)),
        ], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.frame(ofItem: "layout")?.size, Size(width: 30, height: 30))
        XCTAssertEqual(collection.frame(ofItem: "section"), Rect(x: 167.5, y: 30, width: 40, height: 40))
        XCTAssertEqual(collection.frame(ofItem: "own"), Rect(x: 162.5, y: 70, width: 50, height: 50))
    }

    func testAnItemWiderThanTheLineGetsALineOfItsOwn() {
        let (window, collection) = makeCollection(layout: FlowLayout(), width: 200)
        collection.setSections([SectionModel(items: [tile("a", 50, 10), tile("wide", 300, 10), tile("b", 50, 10)])], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.layoutResult?.sections[0].itemFrames, [
            Rect(x: 75, y: 0, width: 50, height: 10),
            Rect(x: 0, y: 20, width: 300, height: 10),
            Rect(x: 0, y: 40, width: 50, height: 10),
        ])
    }

    func testEstimatedItemSizeSelfSizesItemsNoWiderThanTheLine() {
        // Chips 60, 120 and 400 wide (20 tall) in 300 − 2 · 10 = 280: 60 and 120 share the
        // first line (justified: gap 280 − 180 = 100), the 400-wide one is measured at 280.
        let layout = FlowLayout(sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), estimatedItemSize: Size(width: 50, height: 50))
        let (window, collection) = makeCollection(layout: layout, width: 300)
        let chips = [("a", 60.0), ("b", 120), ("c", 400)].map {
            TestChip.itemModel(dataID: $0.0, content: $0.0, style: .init(width: $0.1, height: 20)).eraseToAnyItemModel()
        }
        collection.setSections([SectionModel(items: chips)], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.layoutResult?.sections[0].itemFrames, [
            Rect(x: 10, y: 0, width: 60, height: 20),
            Rect(x: 170, y: 0, width: 120, height: 20),
            Rect(x: 10, y: 30, width: 280, height: 20),
        ])
    }
}
