import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

/// Callbacks that update the collection (as a script re-rendering from a callback does).
final class ReentrancyTests: XCTestCase {
    func testACallbackThatSetsSectionsSeesASettledCollection() throws {
        let (window, collection) = makeCollection(height: 100)
        var loaded = 20
        var events: [String] = []
        func sections() -> [SectionModel] {
            [SectionModel(dataID: "s", items: (0..<loaded).map { index in
                TestRow.itemModel(dataID: index, content: "\(index)", style: .init())
                    .willDisplay { context in
                        events.append("will:\(context.dataID)")
                        // Load more when the last row appears.
                        if index == loaded - 1 {
                            loaded += 20
                            collection.setSections(sections(), animated: false)
                        }
                    }
                    .didSelect { _ in
                        loaded = 5
                        collection.setSections(sections(), animated: false)
                    }
                    .eraseToAnyItemModel()
            })]
        }
        collection.setSections(sections(), animated: false)
        window.layoutIfNeeded()
        try collection.scrollToItem(19, position: .bottom)
        XCTAssertEqual(loaded, 40)
        XCTAssertEqual(collection.sections[0].items.count, 40)
        XCTAssertEqual(events.filter { $0 == "will:19" }.count, 1)
        XCTAssertEqual(collection.contentSize.height, 40 * 44)
        events = []
        try collection.tap(17)
        // Five rows clamp the offset to 5 × 44 - 100; row 4, now last, appears and loads 20 more.
        XCTAssertEqual(events, ["will:2", "will:3", "will:4"])
        XCTAssertEqual(collection.sections[0].items.count, 25)
        XCTAssertEqual(collection.contentOffset.y, 5 * 44 - 100)
        XCTAssertEqual(displayedIDs(collection), ["2", "3", "4"])
    }
}
