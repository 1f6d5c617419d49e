import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

final class GridLayoutTests: XCTestCase {
    func testColumnsShareTheWidthAndRowsAreAsTallAsTheirTallestItem() {
        let layout = GridLayout(columns: 3, interItemSpacing: 10, lineSpacing: 5, sectionInset: EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        let (window, collection) = makeCollection(layout: layout, width: 320)
        let items = [("a", 44.0), ("b", 60), ("c", 44), ("d", 30)].map {
            TestRow.itemModel(dataID: $0.0, content: $0.0, style: .init(height: $0.1)).eraseToAnyItemModel()
        }
        collection.setSections([SectionModel(items: items)], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.layoutResult?.sections[0].itemFrames, [
            Rect(x: 0, y: 8, width: 100, height: 60),
            Rect(x: 110, y: 8, width: 100, height: 60),
            Rect(x: 220, y: 8, width: 100, height: 60),
            Rect(x: 0, y: 73, width: 100, height: 30),
        ])
        XCTAssertEqual(collection.contentSize, Size(width: 320, height: 111))
    }

    func testFixedItemHeightAndTooFewColumns() {
        let recorder = WarningRecorder()
        recorder.record {
            let (window, collection) = makeCollection(layout: GridLayout(columns: 0, itemHeight: 20), width: 100)
            collection.setSections([SectionModel(items: rows(["a", "b"]))], animated: false)
            window.layoutIfNeeded()
            XCTAssertEqual(collection.frame(ofItem: "b"), Rect(x: 0, y: 20, width: 100, height: 20))
        }
        XCTAssertTrue(recorder.warnings.contains { $0.contains("at least 1 column") }, "\(recorder.warnings)")
    }

    func testAHugeColumnCountPutsEveryItemInOneRow() {
        let (window, collection) = makeCollection(layout: GridLayout(columns: .max, itemHeight: 10), width: 100)
        collection.setSections([SectionModel(items: rows(["a", "b"]))], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.frame(ofItem: "b")?.minY, 0)
        XCTAssertEqual(collection.contentSize.height, 10)
    }
}
