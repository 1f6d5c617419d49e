import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import XCTest

final class EstimatedHeightTests: XCTestCase {
    /// Rows as tall as their text is long (10 + characters): 10…29 pt.
    private func sections(_ count: Int) -> [SectionModel] {
        [SectionModel(dataID: "s", items: (0..<count).map { index in
            AnyItemModel(ScriptedModel(dataID: index, kind: "Row", style: "plain", text: String(repeating: "x", count: index % 20)))
        })]
    }

    private func exactFrames(_ count: Int, width: Double = 375) -> [Rect] {
        let (window, collection) = makeCollection(width: width)
        collection.setSections(sections(count), animated: false)
        window.layoutIfNeeded()
        return collection.layoutResult?.sections[0].itemFrames ?? []
    }

    func testOnlyRowsNearTheScreenAreMeasuredAndTheyAreExact() {
        let exact = exactFrames(1000)
        let (window, collection) = makeCollection(layout: ListLayout(estimatedItemHeight: 20), height: 200)
        collection.setSections(sections(1000), animated: false)
        window.layoutIfNeeded()
        // Measured: rows starting above the screen, one more screen and the 50 pt margin
        // (450 pt). Rows 0…19 take 390 pt, rows 20…24 (10…14 tall) end exactly at 450.
        XCTAssertEqual(collection.measurementCount, 25)
        let frames = collection.layoutResult?.sections[0].itemFrames ?? []
        XCTAssertEqual(Array(frames.prefix(25)), Array(exact.prefix(25)))
        XCTAssertEqual(frames[25], Rect(x: 0, y: 450, width: 375, height: 20))
        XCTAssertEqual(collection.layoutResult?.exactExtent, 450)
        // The rest is estimated: 975 rows of 20.
        XCTAssertEqual(collection.contentSize.height, 450 + 975 * 20)
        XCTAssertEqual(displayedIDs(collection), collection.visibleElements.filter(\.isDisplayed).map { "\($0.dataID)" })
        for element in collection.visibleElements {
            XCTAssertEqual(element.frame, exact[element.indexPath.item])
        }
    }

    func testScrollingMeasuresAheadAndEndsWithTheExactLayout() {
        let exact = exactFrames(300)
        let (window, collection) = makeCollection(layout: ListLayout(estimatedItemHeight: 20), height: 200)
        collection.setSections(sections(300), animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.measurementCount, 25)
        var step = 0.0
        while collection.contentOffset.y + 200 < collection.contentSize.height {
            step += 15
            collection.scroll(to: Point(x: 0, y: step))
            for element in collection.visibleElements {
                XCTAssertEqual(element.frame, exact[element.indexPath.item], "at \(step)")
            }
        }
        XCTAssertEqual(collection.layoutResult?.sections[0].itemFrames, exact)
        XCTAssertEqual(collection.contentSize.height, exact.last?.maxY)
        // Every row was measured once on the way down.
        XCTAssertEqual(collection.measurementCount, 300)
    }

    func testFrameQueriesAndScrollToItemMeasureDownToTheItem() throws {
        let exact = exactFrames(500)
        let (window, collection) = makeCollection(layout: ListLayout(estimatedItemHeight: 20), height: 200)
        collection.setSections(sections(500), animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.frame(ofItem: 300), exact[300])
        try collection.scrollToItem(450, position: .top)
        XCTAssertEqual(collection.contentOffset.y, exact[450].minY)
        XCTAssertEqual(collection.visibleElements.first { $0.isDisplayed }?.dataID, AnyHashable(450))
        for element in collection.visibleElements {
            XCTAssertEqual(element.frame, exact[element.indexPath.item])
        }
    }
}
