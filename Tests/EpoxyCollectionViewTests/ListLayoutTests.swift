import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import XCTest

final class ListLayoutTests: XCTestCase {
    /// Fixed metrics: a 10 pt character is 5 wide, a line 12 tall.
    private let wrapping = Label.Style(font: .font(Font(size: 10)), numberOfLines: 0)

    private func label(_ id: String, _ text: String) -> AnyItemModel {
        Label.itemModel(dataID: id, content: .text(text), style: wrapping).eraseToAnyItemModel()
    }

    func testRowsOfWrappingLabelsAreAsTallAsTheirLines() {
        let (window, collection) = makeCollection()
        // 20 words of 4 letters: 15 fit on a 375 pt line (74 characters), so two lines.
        let long = Array(repeating: "abcd", count: 20).joined(separator: " ")
        let veryLong = Array(repeating: "abcd", count: 40).joined(separator: " ")
        collection.setSections([SectionModel(dataID: "s", items: [
            label("one", "Inbox"), label("two", long), label("three", veryLong), label("four", "x"),
        ])], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.frame(ofItem: "one"), Rect(x: 0, y: 0, width: 375, height: 12))
        XCTAssertEqual(collection.frame(ofItem: "two"), Rect(x: 0, y: 12, width: 375, height: 24))
        XCTAssertEqual(collection.frame(ofItem: "three"), Rect(x: 0, y: 36, width: 375, height: 36))
        XCTAssertEqual(collection.frame(ofItem: "four"), Rect(x: 0, y: 72, width: 375, height: 12))
        XCTAssertEqual(collection.contentSize, Size(width: 375, height: 84))
        // The on-screen labels fill their cells.
        let cells = collection.visibleElements
        XCTAssertEqual(cells.map { "\($0.dataID)" }, ["one", "two", "three", "four"])
        XCTAssertEqual(cells[2].contentView.frameInWindow, Rect(x: 0, y: 36, width: 375, height: 36))
        XCTAssertEqual((cells[1].contentView as? Label)?.content, .text(long))
    }

    func testNarrowerCollectionWrapsIntoMoreLines() {
        let (window, collection) = makeCollection(width: 200)
        // 40 characters at 5 pt: 200 pt is exactly one line; 45 characters need two.
        collection.setSections([SectionModel(items: [
            label("a", String(repeating: "a", count: 40)),
            label("b", Array(repeating: "abcd", count: 9).joined(separator: " ")),
        ])], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.frame(ofItem: "a"), Rect(x: 0, y: 0, width: 200, height: 12))
        XCTAssertEqual(collection.frame(ofItem: "b"), Rect(x: 0, y: 12, width: 200, height: 24))
    }

    func testSafeAreaBecomesContentInsetAndTheContentStartsBelowIt() {
        let (window, collection) = makeCollection(safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        collection.setSections([SectionModel(items: rows(["a", "b"]))], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(collection.contentOffset, Point(x: 0, y: -59))
        XCTAssertEqual(collection.frame(ofItem: "a"), Rect(x: 0, y: 0, width: 375, height: 44))
        XCTAssertEqual(collection.frameInWindow(ofItem: "b"), Rect(x: 0, y: 103, width: 375, height: 44))
        collection.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        XCTAssertEqual(collection.contentOffset, Point(x: 0, y: 0))
        XCTAssertEqual(collection.frameInWindow(ofItem: "b"), Rect(x: 0, y: 44, width: 375, height: 44))
    }

    func testHeadersAndFootersSelfSizeAroundTheRows() {
        let (window, collection) = makeCollection()
        let section = SectionModel(dataID: "s", items: rows(["a", "b"]))
            .supplementaryItems(ofKind: .sectionHeader, [TestRow.supplementaryItemModel(dataID: "h", content: "Header", style: .init(height: 30))])
            .supplementaryItems(ofKind: .sectionFooter, [TestRow.supplementaryItemModel(dataID: "f", content: "Footer", style: .init(height: 20))])
        collection.setSections([section, SectionModel(dataID: "t", items: rows(["c"]))], animated: false)
        window.layoutIfNeeded()
        let attributes = collection.layoutResult?.sections
        XCTAssertEqual(attributes?[0].supplementaryFrames[.sectionHeader], [Rect(x: 0, y: 0, width: 375, height: 30)])
        XCTAssertEqual(attributes?[0].itemFrames, [Rect(x: 0, y: 30, width: 375, height: 44), Rect(x: 0, y: 74, width: 375, height: 44)])
        XCTAssertEqual(attributes?[0].supplementaryFrames[.sectionFooter], [Rect(x: 0, y: 118, width: 375, height: 20)])
        XCTAssertEqual(collection.frame(ofItem: "c"), Rect(x: 0, y: 138, width: 375, height: 44))
        XCTAssertEqual(collection.visibleElements.map { "\($0.kind?.rawValue ?? "item"):\($0.dataID)" },
                       ["header:h", "item:a", "item:b", "footer:f", "item:c"])
    }

    func testAHeaderFarOffScreenHasItsFrameFromTheLayout() {
        let (window, collection) = makeCollection()
        let header = { (id: String) in TestRow.supplementaryItemModel(dataID: id, content: id, style: .init(height: 30)) }
        collection.setSections([
            SectionModel(dataID: "s", items: rows((0..<40).map { "a\($0)" })).supplementaryItems(ofKind: .sectionHeader, [header("h1")]),
            SectionModel(dataID: "t", items: rows(["b"])).supplementaryItems(ofKind: .sectionFooter, [header("f2")]),
        ], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.frame(ofSupplementary: "h1"), Rect(x: 0, y: 0, width: 375, height: 30))
        XCTAssertEqual(collection.frame(ofSupplementary: "f2"), Rect(x: 0, y: 30 + 40 * 44 + 44, width: 375, height: 30))
        XCTAssertFalse(collection.visibleElements.contains { $0.dataID == AnyHashable("f2") })
        XCTAssertNil(collection.frame(ofSupplementary: "nope"))
    }

    func testItemSpacingSeparatesRows() {
        let (window, collection) = makeCollection(layout: ListLayout(itemSpacing: 8))
        collection.setSections([SectionModel(items: rows(["a", "b", "c"]))], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.frame(ofItem: "c"), Rect(x: 0, y: 104, width: 375, height: 44))
        XCTAssertEqual(collection.contentSize.height, 148)
    }

    func testUnchangedRowsAreNeverMeasuredTwice() {
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(items: rows(["a", "b", "c"]))], animated: false)
        window.layoutIfNeeded()
        // Equal content and width: one measurement each for a, b, c (same style and content "a"… differ).
        XCTAssertEqual(collection.measurementCount, 3)
        collection.setSections([SectionModel(items: rows(["a", "b", "c"]))], animated: false)
        XCTAssertEqual(collection.measurementCount, 3)
        collection.setSections([SectionModel(items: rows(["a", "b", "c", "d"]))], animated: false)
        XCTAssertEqual(collection.measurementCount, 4)
        // A new width measures again.
        collection.frame = Rect(x: 0, y: 0, width: 300, height: 667)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.measurementCount, 8)
        XCTAssertEqual(collection.frame(ofItem: "d"), Rect(x: 0, y: 132, width: 300, height: 44))
    }

    func testGroupedAndInsetGroupedAppearances() {
        // Grouped: 35 above each section and below the last: a at 35, b at 79; c at
        // 79 + 44 + 35 = 158; content 158 + 44 + 35 = 237.
        let (window, collection) = makeCollection(layout: ListLayout(appearance: .grouped))
        collection.setSections([SectionModel(dataID: 1, items: rows(["a", "b"])), SectionModel(dataID: 2, items: rows(["c"]))], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.frame(ofItem: "a"), Rect(x: 0, y: 35, width: 375, height: 44))
        XCTAssertEqual(collection.frame(ofItem: "c"), Rect(x: 0, y: 158, width: 375, height: 44))
        XCTAssertEqual(collection.contentSize.height, 237)
        // Inset grouped at 375: 16-pt margins (343 wide); at 430, 20 (390 wide); in landscape
        // the safe area adds its 59 on each side: 59 + 20, 932 − 2 · 79 = 774 wide.
        for (width, safe, x, rowWidth) in [(375.0, 0.0, 16.0, 343.0), (430, 0, 20, 390), (932, 59, 79, 774)] {
            let (window, collection) = makeCollection(
                layout: ListLayout(appearance: .insetGrouped), width: width, height: 430, safeArea: EdgeInsets(top: 0, left: safe, bottom: 0, right: safe))
            let header = TestRow.supplementaryItemModel(dataID: "h", content: "H", style: .init(height: 20))
            collection.setSections([SectionModel(dataID: 1, items: rows(["a"])).supplementaryItems(ofKind: .sectionHeader, [header])], animated: false)
            window.layoutIfNeeded()
            XCTAssertEqual(collection.layoutResult?.sections[0].supplementaryFrames[.sectionHeader], [Rect(x: x, y: 35, width: rowWidth, height: 20)], "\(width)")
            XCTAssertEqual(collection.frame(ofItem: "a"), Rect(x: x, y: 55, width: rowWidth, height: 44), "\(width)")
        }
    }
}
