import Budget
import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

/// Records display callbacks in order, as "will:id" / "end:id".
final class DisplayLog {
    var events: [String] = []

    func reset() { events = [] }

    func items(_ ids: [String], height: Double = 44) -> [AnyItemModel] {
        ids.map { id in
            TestRow.itemModel(dataID: id, content: id, style: .init(height: height))
                .willDisplay { [unowned self] context in events.append("will:\(context.dataID)") }
                .didEndDisplaying { [unowned self] context in events.append("end:\(context.dataID)") }
                .eraseToAnyItemModel()
        }
    }
}

final class DisplayCallbackTests: XCTestCase {
    private let ids = (0..<100).map { "r\($0)" }

    func testFirstLayoutDisplaysTheItemsInTheVisibleRectOnce() {
        let log = DisplayLog()
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(items: log.items(ids))], animated: false)
        window.layoutIfNeeded()
        // 667 pt shows rows 0…15 (row 15 spans 660…704).
        XCTAssertEqual(log.events, (0...15).map { "will:r\($0)" })
        XCTAssertEqual(displayedIDs(collection), (0...15).map { "r\($0)" })
        window.layoutIfNeeded()
        XCTAssertEqual(log.events.count, 16)
    }

    /// A spent budget stops making cells (many short rows are all on screen, a cell each);
    /// the rows left without a cell are not displayed yet, so the next layout with budget to
    /// spare makes them and announces each once, and lays the rows out again (the spent one
    /// sized them at zero).
    func testCellsASpentBudgetDidNotMakeAreMadeAndAnnouncedByTheNextLayout() {
        let log = DisplayLog()
        let (window, collection) = makeCollection()
        let manyIDs = (0..<500).map { "z\($0)" }
        let spent = WorkBudget(seconds: nil)
        spent.stop(WorkBudgetExceeded(reason: .memory, message: "memory limit of 1 MiB exceeded"))
        WorkBudget.withCurrent(spent) {
            collection.setSections([SectionModel(items: log.items(manyIDs, height: 1))], animated: false)
        }
        XCTAssertLessThan(displayedIDs(collection).count, manyIDs.count, "stopped making cells")
        XCTAssertEqual(log.events, displayedIDs(collection).map { "will:\($0)" }, "only rows with a cell are announced")
        window.layoutIfNeeded()
        XCTAssertEqual(displayedIDs(collection), manyIDs)
        XCTAssertEqual(log.events, manyIDs.map { "will:\($0)" }, "each row announced once")
        // The layout made under the spent budget sized the rows at zero; this one measured them.
        XCTAssertEqual(collection.frame(ofItem: "z499")?.minY, 499)
        XCTAssertEqual(collection.contentSize.height, 500)
    }

    func testScrollingEndsAndStartsDisplayExactlyOncePerAppearance() {
        let log = DisplayLog()
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(items: log.items(ids))], animated: false)
        window.layoutIfNeeded()
        log.reset()
        collection.scroll(to: Point(x: 0, y: 100))
        // Visible 100…767: rows 0 and 1 left, rows 16 and 17 came in.
        XCTAssertEqual(log.events, ["end:r0", "end:r1", "will:r16", "will:r17"])
        log.reset()
        collection.scroll(to: Point(x: 0, y: 101))
        XCTAssertEqual(log.events, [])
        collection.scroll(to: Point(x: 0, y: 0))
        XCTAssertEqual(log.events, ["end:r16", "end:r17", "will:r0", "will:r1"])
        log.reset()
        // In 10-point steps down 1000 points and back: every row that appears is announced
        // once per appearance and ended once.
        for step in 1...100 { collection.scroll(to: Point(x: 0, y: Double(step) * 10)) }
        for step in (0..<100).reversed() { collection.scroll(to: Point(x: 0, y: Double(step) * 10)) }
        let wills = log.events.filter { $0.hasPrefix("will:") }
        let ends = log.events.filter { $0.hasPrefix("end:") }
        XCTAssertEqual(wills.count, ends.count)
        // Down: rows 16…37 appear and rows 0…21 leave; back up: 21…0 reappear, 37…16 leave.
        XCTAssertEqual(wills.count, 44)
        XCTAssertEqual(Set(wills).count, 38)
        XCTAssertEqual(displayedIDs(collection), (0...15).map { "r\($0)" })
    }

    func testScrollIsClampedToTheContent() {
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(items: rows(ids))], animated: false)
        window.layoutIfNeeded()
        collection.scroll(to: Point(x: 0, y: 10_000))
        XCTAssertEqual(collection.contentOffset, Point(x: 0, y: 4400 - 667))
        collection.scroll(to: Point(x: 0, y: -50))
        XCTAssertEqual(collection.contentOffset, Point(x: 0, y: 0))
        collection.scroll(to: Point(x: 0, y: .nan))
        XCTAssertEqual(collection.contentOffset, Point(x: 0, y: 0))
    }

    func testUpdatesThatMoveItemsInOrOutOfTheVisibleRect() {
        let log = DisplayLog()
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(dataID: "s", items: log.items(ids))], animated: false)
        window.layoutIfNeeded()
        log.reset()
        // Deleting a visible row pulls row 16 into view.
        var current = ids.filter { $0 != "r3" }
        collection.setSections([SectionModel(dataID: "s", items: log.items(current))], animated: false)
        XCTAssertEqual(log.events, ["end:r3", "will:r16"])
        log.reset()
        // Inserting two rows at the top pushes rows 14 and 15 out.
        current.insert(contentsOf: ["n1", "n2"], at: 0)
        collection.setSections([SectionModel(dataID: "s", items: log.items(current))], animated: false)
        XCTAssertEqual(log.events, ["end:r15", "end:r16", "will:n1", "will:n2"])
        log.reset()
        // Moving an off-screen row into view and a visible one out.
        current.swapAt(2, 50)
        collection.setSections([SectionModel(dataID: "s", items: log.items(current))], animated: false)
        XCTAssertEqual(log.events, ["end:r0", "will:r49"])
        log.reset()
        // An update that changes nothing on screen announces nothing.
        collection.setSections([SectionModel(dataID: "s", items: log.items(current))], animated: false)
        XCTAssertEqual(log.events, [])
        // Removing everything ends every display.
        collection.setSections([], animated: false)
        XCTAssertEqual(log.events.count, 16)
        XCTAssertTrue(log.events.allSatisfy { $0.hasPrefix("end:") })
    }

    func testSupplementaryElementsGetDisplayCallbacksToo() {
        var events: [String] = []
        let (window, collection) = makeCollection(height: 100)
        let header = TestRow.supplementaryItemModel(dataID: "h", content: "H", style: .init(height: 20))
            .willDisplay { events.append("will:\($0.dataID)") }
            .didEndDisplaying { events.append("end:\($0.dataID)") }
        collection.setSections([SectionModel(items: rows(ids)).supplementaryItems(ofKind: .sectionHeader, [header])], animated: false)
        window.layoutIfNeeded()
        collection.scroll(to: Point(x: 0, y: 30))
        collection.scroll(to: Point(x: 0, y: 0))
        XCTAssertEqual(events, ["will:h", "end:h", "will:h"])
    }
}
