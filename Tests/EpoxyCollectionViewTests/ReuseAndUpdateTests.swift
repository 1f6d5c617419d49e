import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

final class ReuseAndUpdateTests: XCTestCase {
    private let ids = (0..<100).map { "r\($0)" }

    func testOnlyCellsNearTheVisibleRectHaveViewsAndScrolledOutCellsAreReused() {
        let (window, collection) = makeCollection()
        let update = collection.setSections([SectionModel(items: rows(ids))], animated: false)
        window.layoutIfNeeded()
        // Cells cover the visible rect plus 50 pt above and below: -50…717, rows 0…16.
        XCTAssertEqual(update.createdViews, 17)
        XCTAssertEqual(collection.visibleElements.count, 17)
        XCTAssertEqual(collection.subviews.count, 17)
        collection.scroll(to: Point(x: 0, y: 100))
        // 50…817: row 0 leaves, rows 17 and 18 arrive: one reuses row 0's cell.
        XCTAssertEqual(collection.createdViewCount, 18)
        XCTAssertEqual(collection.reusedViewCount, 1)
        for step in 1...300 { collection.scroll(to: Point(x: 0, y: Double(step) * 10)) }
        for step in (0..<300).reversed() { collection.scroll(to: Point(x: 0, y: Double(step) * 10)) }
        // Scrolling 3000 pt down and back never needs more than 19 cells at once.
        XCTAssertEqual(collection.createdViewCount, 19)
        XCTAssertEqual(collection.visibleElements.map { "\($0.dataID)" }, (0...16).map { "r\($0)" })
        let shown = collection.visibleElements.compactMap { ($0.contentView as? TestRow)?.content }
        XCTAssertEqual(shown, (0...16).map { "r\($0)" })
    }

    func testDifferentStylesDoNotShareViews() {
        let (window, collection) = makeCollection(height: 100)
        let items = (0..<10).map { (index: Int) -> AnyItemModel in
            TestRow.itemModel(dataID: index, content: "\(index)", style: .init(height: index.isMultiple(of: 2) ? 50 : 51)).eraseToAnyItemModel()
        }
        collection.setSections([SectionModel(items: items)], animated: false)
        window.layoutIfNeeded()
        for step in 1...40 { collection.scroll(to: Point(x: 0, y: Double(step) * 10)) }
        for element in collection.visibleElements {
            let row = element.contentView as? TestRow
            let index = (element.dataID.base as? Int) ?? -1
            XCTAssertEqual(row?.style.height, index.isMultiple(of: 2) ? 50 : 51)
            XCTAssertEqual(row?.content, "\(index)")
        }
    }

    func testSetContentOnlyWhenContentChangedAndBehaviorsOnEveryUpdate() {
        let (window, collection) = makeCollection()
        func items(_ contents: [String: String], tag: Int) -> [SectionModel] {
            [SectionModel(dataID: "s", items: ["a", "b", "c"].map { id in
                TestRow.itemModel(dataID: id, content: contents[id] ?? id, behaviors: TestRow.Behaviors(tag: tag), style: .init())
                    .eraseToAnyItemModel()
            })]
        }
        collection.setSections(items([:], tag: 1), animated: false)
        window.layoutIfNeeded()
        func row(_ id: String) -> TestRow? {
            collection.visibleElements.first { $0.dataID == AnyHashable(id) }?.contentView as? TestRow
        }
        XCTAssertEqual(row("a")?.setContentCount, 1)
        XCTAssertEqual(row("a")?.setBehaviorsCount, 1)
        let same = collection.setSections(items([:], tag: 2), animated: true)
        XCTAssertTrue(same.isEmpty)
        XCTAssertEqual(same.contentUpdates, [])
        XCTAssertEqual(row("a")?.setContentCount, 1)
        XCTAssertEqual(row("a")?.setBehaviorsCount, 2)
        XCTAssertEqual(row("a")?.behaviors?.tag, 2)
        let changed = collection.setSections(items(["b": "B!"], tag: 3), animated: true)
        XCTAssertEqual(changed.items.updated, [ItemPath(sectionDataID: "s", dataID: "b")])
        XCTAssertEqual(changed.contentUpdates, [ItemPath(sectionDataID: "s", dataID: "b")])
        XCTAssertEqual(changed.createdViews, 0)
        XCTAssertEqual(row("a")?.setContentCount, 1)
        XCTAssertEqual(row("b")?.setContentCount, 2)
        XCTAssertEqual(row("b")?.content, "B!")
        XCTAssertEqual(row("c")?.setBehaviorsCount, 3)
    }

    func testUpdateReportsTheChangesByDataID() {
        let (window, collection) = makeCollection()
        collection.setSections([
            SectionModel(dataID: "A", items: rows(["a1", "a2", "a3"])),
            SectionModel(dataID: "B", items: rows(["b1"])),
        ], animated: false)
        window.layoutIfNeeded()
        var reported: CollectionViewUpdate?
        collection.didUpdate = { reported = $0 }
        let update = collection.setSections([
            SectionModel(dataID: "C", items: rows(["c1"])),
            SectionModel(dataID: "A", items: rows(["a3", "a1"]) + [TestRow.itemModel(dataID: "a4", content: "x", style: .init()).eraseToAnyItemModel()]),
        ], animated: true)
        XCTAssertEqual(update.sections, DataIDChangeset(inserted: ["C"], deleted: ["B"], updated: [], moved: []))
        XCTAssertEqual(update.items.inserted, [ItemPath(sectionDataID: "A", dataID: "a4")])
        XCTAssertEqual(update.items.deleted, [ItemPath(sectionDataID: "A", dataID: "a2")])
        // a3 and a1 both moved: 2 - 1 deleted before it is not 0, and 0 is not 1.
        XCTAssertEqual(update.items.moved, [ItemPath(sectionDataID: "A", dataID: "a3"), ItemPath(sectionDataID: "A", dataID: "a1")])
        XCTAssertEqual(update.createdViews + update.reusedViews, 2)
        XCTAssertEqual(reported?.items, update.items)
        XCTAssertEqual(collection.visibleElements.map { "\($0.dataID)" }, ["c1", "a3", "a1", "a4"])
    }

    func testAStyleChangeReplacesTheView() {
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(items: [TestRow.itemModel(dataID: "a", content: "a", style: .init(height: 44))])], animated: false)
        window.layoutIfNeeded()
        let before = collection.visibleElements.first?.contentView
        let update = collection.setSections([SectionModel(items: [TestRow.itemModel(dataID: "a", content: "a", style: .init(height: 60))])], animated: false)
        // As Epoxy's diff identifier (data ID, view class, style): another style is another item.
        XCTAssertEqual(update.items.updated, [])
        XCTAssertEqual(update.items.deleted.map(\.dataID), ["a"])
        XCTAssertEqual(update.items.inserted.map(\.dataID), ["a"])
        XCTAssertEqual(update.createdViews, 1)
        XCTAssertFalse(collection.visibleElements.first?.contentView === before)
        XCTAssertEqual(collection.frame(ofItem: "a")?.height, 60)
    }

    func testAnItemThatChangesStyleAndMovesIsDeletedAndInsertedNotMoved() {
        let (window, collection) = makeCollection()
        let row = { (id: String, height: Double) in TestRow.itemModel(dataID: id, content: id, style: .init(height: height)).eraseToAnyItemModel() }
        collection.setSections([SectionModel(dataID: "s", items: [row("a", 44), row("b", 44), row("c", 44)])], animated: false)
        window.layoutIfNeeded()
        let update = collection.setSections([SectionModel(dataID: "s", items: [row("b", 44), row("c", 44), row("a", 60)])], animated: false)
        XCTAssertEqual(update.items.deleted, [ItemPath(sectionDataID: "s", dataID: "a")])
        XCTAssertEqual(update.items.inserted, [ItemPath(sectionDataID: "s", dataID: "a")])
        XCTAssertEqual(update.items.updated, [])
        // Moves count the delete and the insert, as Epoxy's do: b and c only shifted up.
        XCTAssertEqual(update.items.moved, [])
        XCTAssertEqual(update.changeset.itemChangeset.deletes, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(update.changeset.itemChangeset.inserts, [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(collection.frame(ofItem: "a")?.height, 60)
        // c, b, a': c and b moved (b's old index 1, less a's delete, is 0, not its new 1).
        let swapped = collection.setSections([SectionModel(dataID: "s", items: [row("c", 44), row("b", 44), row("a", 44)])], animated: false)
        XCTAssertEqual(swapped.items.moved.map(\.dataID), ["c", "b"])
        XCTAssertEqual(swapped.items.deleted.map(\.dataID), ["a"])
        XCTAssertEqual(swapped.items.inserted.map(\.dataID), ["a"])
    }

    func testControllerMakesACollectionViewWithItsSections() {
        let controller = CollectionViewController(layout: ListLayout(), sections: [SectionModel(items: rows(["a", "b"]))])
        let window = TestWindow()
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        XCTAssertTrue(controller.view === controller.collectionView)
        XCTAssertEqual(displayedIDs(controller.collectionView), ["a", "b"])
        controller.setSections([SectionModel(items: rows(["c"]))], animated: false)
        XCTAssertEqual(displayedIDs(controller.collectionView), ["c"])
    }
}

/// Epoxy's subclassing pattern: the subclass sets its sections in its initializer.
final class FeatureViewController: CollectionViewController {
    init() {
        super.init(layout: ListLayout())
        setSections(sections, animated: false)
    }

    var sections: [SectionModel] {
        [SectionModel(items: rows(["title", "body"]))]
    }
}

final class CollectionViewControllerSubclassTests: XCTestCase {
    func testASubclassSetsItsSections() {
        let controller = FeatureViewController()
        let window = TestWindow()
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        XCTAssertEqual(displayedIDs(controller.collectionView), ["title", "body"])
        XCTAssertEqual(controller.collectionView.visibleElements.map { $0.cell.accessibilityIdentifier }, ["title", "body"])
        XCTAssertTrue(window.view(withIdentifier: "body") === controller.collectionView.visibleElements.last?.cell)
    }
}
