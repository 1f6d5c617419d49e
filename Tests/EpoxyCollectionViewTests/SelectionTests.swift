import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

/// Records state changes and selections as "id:state" / "select:id@section[path]".
final class SelectionLog {
    var events: [String] = []

    func items(_ ids: [String], style: SelectionStyle = .noBackground) -> [AnyItemModel] {
        ids.map { id in
            TestRow.itemModel(dataID: id, content: id, style: .init())
                .selectionStyle(style)
                .didChangeState { [unowned self] context in events.append("\(context.dataID):\(context.state.rawValue)") }
                .didSelect { [unowned self] context in
                    events.append("select:\(context.dataID)@\(context.sectionDataID)\(Array(context.indexPath)) \(context.view.content)")
                }
                .eraseToAnyItemModel()
        }
    }
}

final class SelectionTests: XCTestCase {
    func testTapHighlightsSelectsAndCallsDidSelect() throws {
        let log = SelectionLog()
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(dataID: "s", items: log.items(["a", "b", "c"], style: .color("#EEEEEE")))], animated: false)
        window.layoutIfNeeded()
        try collection.tap("b")
        XCTAssertEqual(log.events, ["b:highlighted", "b:selected", "select:b@s[0, 1] b"])
        XCTAssertEqual(collection.selectedItem, ItemPath(sectionDataID: "s", dataID: "b"))
        let cell = collection.visibleElements[1].cell
        XCTAssertEqual(cell.state, .selected)
        XCTAssertEqual(cell.selectionStyle, .color("#EEEEEE"))
        log.events = []
        try collection.tap("c", inSection: "s")
        XCTAssertEqual(log.events, ["b:normal", "c:highlighted", "c:selected", "select:c@s[0, 2] c"])
        log.events = []
        collection.deselectSelectedItem()
        XCTAssertEqual(log.events, ["c:normal"])
        XCTAssertNil(collection.selectedItem)
    }

    func testSelectionSurvivesUpdatesByDataID() throws {
        let log = SelectionLog()
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(dataID: "s", items: log.items(["a", "b", "c"]))], animated: false)
        window.layoutIfNeeded()
        try collection.tap("c")
        log.events = []
        collection.setSections([SectionModel(dataID: "s", items: log.items(["c", "x", "a"]))], animated: false)
        XCTAssertEqual(collection.selectedItem, ItemPath(sectionDataID: "s", dataID: "c"))
        XCTAssertEqual(collection.visibleElements.map(\.cell.state), [.selected, .normal, .normal])
        XCTAssertEqual(log.events, [])
        collection.setSections([SectionModel(dataID: "s", items: log.items(["x", "a"]))], animated: false)
        XCTAssertNil(collection.selectedItem)
        XCTAssertEqual(collection.visibleElements.map(\.cell.state), [.normal, .normal])
    }

    func testTappingAnOffscreenItemScrollsItIntoView() throws {
        let log = SelectionLog()
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(dataID: "s", items: log.items((0..<50).map { "r\($0)" }))], animated: false)
        window.layoutIfNeeded()
        try collection.tap("r30")
        // Row 30 spans 1320…1364: its bottom now rests at the bottom of the 667 pt view.
        XCTAssertEqual(collection.contentOffset, Point(x: 0, y: 1364 - 667))
        XCTAssertEqual(log.events.last, "select:r30@s[0, 30] r30")
        // A selected item scrolled away and back is shown selected again by a reused cell.
        collection.scroll(to: Point(x: 0, y: 0))
        log.events = []
        collection.scroll(to: Point(x: 0, y: 1364 - 667))
        XCTAssertEqual(log.events, ["r30:selected"])
    }

    func testTapOnAnUnknownDataIDListsCloseMatches() {
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(dataID: "s", items: rows(["apple", "banana", "apricot"]))], animated: false)
        window.layoutIfNeeded()
        XCTAssertThrowsError(try collection.tap("appel")) { error in
            XCTAssertEqual(error as? CollectionViewError, .unknownItem(dataID: "appel", sectionDataID: nil, suggestions: ["apple"]))
            XCTAssertEqual("\(error)", "No item with data ID \"appel\"; did you mean \"apple\"?")
        }
        XCTAssertThrowsError(try collection.tap("apple", inSection: "t")) { error in
            XCTAssertEqual(error as? CollectionViewError, .unknownSection(dataID: "t"))
        }
        XCTAssertThrowsError(try collection.tap("zzzzzzzz")) { error in
            XCTAssertEqual(error as? CollectionViewError, .unknownItem(dataID: "zzzzzzzz", sectionDataID: nil, suggestions: []))
        }
    }

    func testScrollToItemPositions() throws {
        let (window, collection) = makeCollection(safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        collection.setSections([SectionModel(items: rows((0..<50).map { "r\($0)" }))], animated: false)
        window.layoutIfNeeded()
        // Row 20 spans 880…924; the visible area is 667 - 59 - 34 = 574 tall.
        try collection.scrollToItem("r20", position: .top)
        XCTAssertEqual(collection.contentOffset.y, 880 - 59)
        try collection.scrollToItem("r20", position: .centeredVertically)
        XCTAssertEqual(collection.contentOffset.y, 902 - 59 - 287)
        try collection.scrollToItem("r20", position: .bottom)
        XCTAssertEqual(collection.contentOffset.y, 924 + 34 - 667)
        XCTAssertEqual(collection.frameInWindow(ofItem: "r20"), Rect(x: 0, y: 667 - 34 - 44, width: 375, height: 44))
        XCTAssertThrowsError(try collection.scrollToItem("nope", position: .top)) { error in
            XCTAssertEqual(error as? CollectionViewError, .unknownItem(dataID: "nope", sectionDataID: nil, suggestions: []))
        }
        XCTAssertEqual(collection.contentOffset.y, 924 + 34 - 667)
    }
}
