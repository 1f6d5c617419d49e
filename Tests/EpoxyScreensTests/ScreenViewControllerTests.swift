import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

@testable import EpoxyScreens

/// Collection screens on the stage: view-controller roots, renders with reports, snapshots.
final class ScreenViewControllerTests: XCTestCase {
    private struct ProviderFailure: Error, Equatable { let attempt: Int }

    /// Records appearance callbacks.
    private final class RecordingScreen: ScreenViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
    }

    private func rows(_ ids: [String], height: Double = 40) -> [SectionModel] {
        [SectionModel(dataID: "main", items: ids.map { id in
            ColorView.itemModel(dataID: id, style: ColorView.Style(size: ComponentSize(height: height))).eraseToAnyItemModel()
        })]
    }

    func testAViewControllerRootFillsTheWindowWithAppearanceCallbacks() throws {
        let stage = Stage(window: Window(device: .standard))
        let screen = RecordingScreen(layout: ListLayout(), sections: { self.rows(["a", "b"]) })
        try screen.render(cause: "show")
        stage.show(.viewController(screen))
        XCTAssertEqual(screen.events, ["willAppear", "didAppear"])
        XCTAssertEqual(screen.view.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        let collection = try XCTUnwrap(stage.collectionView)
        // The safe area comes from the device: rows start below the top inset.
        XCTAssertEqual(collection.frameInWindow(ofItem: "a"), Rect(x: 0, y: 59, width: 393, height: 40))
        XCTAssertEqual(collection.frameInWindow(ofItem: "b"), Rect(x: 0, y: 99, width: 393, height: 40))
        stage.show(.group(VGroup(items: [])))
        XCTAssertEqual(screen.events, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertNil(stage.collectionView)
    }

    func testRenderReportsSectionAndItemChangesByDataID() throws {
        var ids = ["a", "b", "c"]
        let screen = ScreenViewController(layout: ListLayout(), sections: { self.rows(ids) })
        let first = try screen.render(cause: "show")
        XCTAssertEqual(first.lines, ["sections: +main"])
        ids = ["c", "a", "d"]
        let report = try screen.render(cause: "state: ids")
        XCTAssertEqual(report.cause, "state: ids")
        XCTAssertEqual(report.changes.map(\.scope), ["sections", "items", "supplementaryItems"])
        XCTAssertEqual(report.changes[1].inserted, ["d"])
        XCTAssertEqual(report.changes[1].deleted, ["b"])
        XCTAssertEqual(report.changes[1].moved, ["c", "a"])
        XCTAssertEqual(screen.renderCount, 2)
    }

    func testAHeaderChangeIsASupplementaryUpdateNotASectionUpdate() throws {
        var title = "Inbox"
        var headerKind = "label"
        let screen = ScreenViewController(layout: ListLayout(), sections: {
            let header = headerKind == "label"
                ? Label.supplementaryItemModel(dataID: "h", content: .text(title), style: Label.Style())
                : ColorView.supplementaryItemModel(dataID: "h", style: ColorView.Style(size: ComponentSize(height: 10)))
            return self.rows(["a"]).map { $0.supplementaryItems(ofKind: .sectionHeader, [header]) }
        })
        _ = try screen.render(cause: "show")
        title = "Archive"
        let updated = try screen.render(cause: "title")
        // As Epoxy: sections are equal by data ID; the header has its own changeset.
        XCTAssertEqual(updated.lines, ["supplementaryItems: ~h"])
        headerKind = "color"
        XCTAssertEqual(try screen.render(cause: "kind").lines.last, "supplementaryItems: ⇄h")
    }

    func testAFailingProviderKeepsTheShownSections() throws {
        var fails = false
        var attempts = 0
        let screen = ScreenViewController(layout: ListLayout(), sections: {
            attempts += 1
            if fails { throw ProviderFailure(attempt: attempts) }
            return self.rows(["a"])
        })
        try screen.render(cause: "show")
        fails = true
        XCTAssertThrowsError(try screen.render(cause: "render()")) { error in
            XCTAssertEqual(error as? ProviderFailure, ProviderFailure(attempt: 2))
        }
        XCTAssertEqual(screen.collectionView.sections.first?.items.map(\.dataID), ["a"])
        XCTAssertEqual(screen.renderCount, 1)
    }

    func testSnapshotsShowCellsThePrefetchMarkAndTheVisibleRange() throws {
        let stage = Stage(window: Window(device: .standard))
        let screen = ScreenViewController(layout: ListLayout(), sections: { self.rows((1...1000).map { "row\($0)" }, height: 64) })
        try screen.render(cause: "show")
        stage.show(.viewController(screen))
        let document = StageSnapshot(stage).document
        XCTAssertEqual(document.contentSize, Size(width: 393, height: 64_000))
        XCTAssertEqual(document.contentOffset, Point(x: 0, y: -59))
        // 852 pt from y -59 show rows 1…13 (the 13th in part); row 14 is prefetched.
        XCTAssertEqual(document.visibleRange?.dataIDs.count, 13)
        let collection = try XCTUnwrap(document.root.children.first)
        XCTAssertEqual(collection.kind, .collection)
        XCTAssertEqual(collection.attributes["visible"], "items 1–13 of 1,000 (y 0–793 of 64,000)")
        XCTAssertEqual(collection.children.first?.kind, .cell)
        XCTAssertEqual(collection.children.first?.dataID, "row1")
        XCTAssertEqual(collection.children.first?.frame, Rect(x: 0, y: 59, width: 393, height: 64))
        XCTAssertEqual(collection.children.last?.attributes["prefetched"], "true")
        XCTAssertEqual(collection.children.last?.dataID, "row14")
    }

    func testGroupedNumbersUseThousandsSeparatorsAndHalfPoints() {
        XCTAssertEqual(CollectionSnapshot.grouped(64_000), "64,000")
        XCTAssertEqual(CollectionSnapshot.grouped(1_234_567.5), "1,234,567.5")
        XCTAssertEqual(CollectionSnapshot.grouped(999), "999")
        XCTAssertEqual(CollectionSnapshot.grouped(0.2), "0.2")
        XCTAssertEqual(CollectionSnapshot.grouped(-12_345.333), "-12,345.33")
        XCTAssertEqual(CollectionSnapshot.grouped(0.004), "0")
        XCTAssertEqual(CollectionSnapshot.grouped(-1500), "-1,500")
    }

    func testACellViewShowsTheSameItemOnceAndKeepsItsViewForNewContent() {
        let cell = GroupItemCellView()
        let token = NSObject()
        var made = 0
        func item(_ text: String) -> AnyGroupItem {
            AnyGroupItem(
                dataID: GroupItemCellView.hostedItemDataID, kind: "label", content: text, isContentEqual: ==,
                make: { made += 1; return Label(style: Label.Style()) },
                setContent: { view, text, _ in (view as? Label)?.setContent(.text(text), animated: false) })
        }
        cell.show(item("A"), token: token)
        let first = cell.hostedConstrainable as? Label
        cell.show(item("ignored"), token: token)       // same token: nothing to do
        XCTAssertEqual(first?.content, .text("A"))
        cell.show(item("B"), token: NSObject())
        XCTAssertTrue(cell.hostedConstrainable as? Label === first)
        XCTAssertEqual(first?.content, .text("B"))
        XCTAssertEqual(made, 1)
    }
}
