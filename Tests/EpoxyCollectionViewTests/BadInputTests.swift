import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

final class BadInputTests: XCTestCase {
    func testInvalidFlowSizesWarnAndBecomeZero() {
        let recorder = WarningRecorder()
        recorder.record {
            let (window, collection) = makeCollection(layout: FlowLayout(itemSize: Size(width: 10, height: 10)))
            collection.setSections([
                SectionModel(dataID: "s", items: [
                    Tile.itemModel(dataID: "negative", style: "t").flowLayoutItemSize(Size(width: -5, height: 20)),
                    Tile.itemModel(dataID: "nan", style: "t").flowLayoutItemSize(Size(width: .nan, height: .nan)),
                    Tile.itemModel(dataID: "infinite", style: "t").flowLayoutItemSize(Size(width: .infinity, height: 10)),
                    Tile.itemModel(dataID: "fine", style: "t"),
                ])
                .flowLayoutMinimumLineSpacing(-.infinity)
                .flowLayoutSectionInset(EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)),
            ], animated: false)
            window.layoutIfNeeded()
            XCTAssertEqual(collection.frame(ofItem: "negative")?.size, Size(width: 0, height: 20))
            XCTAssertEqual(collection.frame(ofItem: "nan")?.size, Size(width: 0, height: 0))
            XCTAssertEqual(collection.frame(ofItem: "infinite")?.size, Size(width: 0, height: 10))
            XCTAssertEqual(collection.frame(ofItem: "fine")?.size, Size(width: 10, height: 10))
            XCTAssertTrue(collection.layoutResult.map { $0.contentSize.height.isFinite } ?? false)
        }
        let warnings = recorder.warnings
        XCTAssertTrue(warnings.contains { $0.contains("item 0 (negative) of section 0 (s) has an invalid size") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("item 1 (nan)") })
        XCTAssertTrue(warnings.contains { $0.contains("item 2 (infinite)") })
        XCTAssertTrue(warnings.contains { $0.contains("line spacing of section 0 (s) is invalid") })
        XCTAssertTrue(warnings.contains { $0.contains("section inset of section 0 (s)") })
    }

    func testZeroWidthCollectionWarnsOnceAndShowsNothing() {
        let recorder = WarningRecorder()
        recorder.record {
            let (window, collection) = makeCollection(width: 0)
            collection.setSections([SectionModel(items: rows(["a", "b"]))], animated: false)
            window.layoutIfNeeded()
            XCTAssertEqual(collection.visibleElements.count, 0)
            XCTAssertNil(collection.frame(ofItem: "a"))
            XCTAssertNil(try? collection.scrollToItem("a", position: .top))
            collection.scroll(to: Point(x: 0, y: 100))
            // Given a width, the content appears.
            collection.frame = Rect(x: 0, y: 0, width: 375, height: 667)
            window.layoutIfNeeded()
            XCTAssertEqual(displayedIDs(collection), ["a", "b"])
        }
        XCTAssertEqual(recorder.warnings.filter { $0.contains("has no width") }.count, 1)
    }

    func testDuplicateDataIDsWarnAndKeepGoing() {
        let recorder = WarningRecorder()
        recorder.record {
            let (window, collection) = makeCollection()
            collection.setSections([
                SectionModel(dataID: "s", items: rows(["a", "b", "a"])),
                SectionModel(dataID: "s", items: rows(["c"])),
            ], animated: false)
            window.layoutIfNeeded()
            XCTAssertEqual(displayedIDs(collection), ["a", "b", "a", "c"])
            XCTAssertEqual(collection.subviews.count, 4)
            collection.setSections([SectionModel(dataID: "s", items: rows(["a", "a"]))], animated: false)
            XCTAssertEqual(displayedIDs(collection), ["a", "a"])
        }
        XCTAssertEqual(recorder.warnings.count, 2)
        XCTAssertTrue(recorder.warnings[0].contains("Duplicate data IDs"), recorder.warnings[0])
        XCTAssertTrue(recorder.warnings[0].contains("s"))
    }

    func testNaNAndNegativeContentInsetsAndMarginsDoNotBreakLayout() {
        let recorder = WarningRecorder()
        recorder.record {
            let (window, collection) = makeCollection()
            collection.contentInset = EdgeInsets(top: .nan, left: -10, bottom: .infinity, right: 0)
            collection.prefetchMargin = -.infinity
            collection.setSections([SectionModel(items: rows(["a"]))], animated: false)
            window.layoutIfNeeded()
            XCTAssertEqual(collection.frame(ofItem: "a"), Rect(x: 0, y: 0, width: 375, height: 44))
            XCTAssertEqual(displayedIDs(collection), ["a"])
        }
        XCTAssertTrue(recorder.warnings.contains { $0.contains("content inset") })
    }
}
