import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

/// Boundary items at NSRectAlignment's corners and sides, with absolute offsets, in a vertical
/// collection (the horizontal cases are in CompositionalHorizontalTests). Frames by hand.
final class CompositionalBoundaryAlignmentTests: XCTestCase {
    func testCornersSidesAndAbsoluteOffsets() {
        // A topTrailing header 100 × 30 sits above the content flush right: x 375 − 100 = 275;
        // it extends the section, so the content starts at 30. A leading badge 50 × 40 (no
        // edge on the scroll axis) sits beside the content's start at x 0, y 30, and moves the
        // content right by 50: items 200 × 50 at (50, 30) and (50, 80). A bottomLeading footer
        // 100 × 20 follows at y 130, moved by (8, −4) to (8, 126); the section ends at 150.
        let badge = SupplementaryElementKind(rawValue: "badge")
        let section = LayoutSection(
            group: .vertical(layoutSize: LayoutSize(width: .absolute(200), height: .absolute(50)),
                             subitems: [.item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))]),
            boundarySupplementaryItems: [
                LayoutBoundaryItem(layoutSize: LayoutSize(width: .absolute(100), height: .absolute(30)), elementKind: .sectionHeader, alignment: .topTrailing),
                LayoutBoundaryItem(layoutSize: LayoutSize(width: .absolute(50), height: .absolute(40)), elementKind: badge, alignment: .leading),
                LayoutBoundaryItem(layoutSize: LayoutSize(width: .absolute(100), height: .absolute(20)), elementKind: .sectionFooter,
                                   alignment: .bottomLeading, absoluteOffset: Point(x: 8, y: -4)),
            ])
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: section))
        func supplementary(_ id: String) -> SupplementaryItemModel { TestRow.supplementaryItemModel(dataID: id, content: id, style: .init(height: 10)) }
        collection.setSections([
            SectionModel(dataID: "s", items: rows(["a", "b"]))
                .supplementaryItems(ofKind: .sectionHeader, [supplementary("h")])
                .supplementaryItems(ofKind: badge, [supplementary("badge")])
                .supplementaryItems(ofKind: .sectionFooter, [supplementary("f")]),
        ], animated: false)
        window.layoutIfNeeded()
        let attributes = collection.layoutResult?.sections[0]
        XCTAssertEqual(attributes?.supplementaryFrames[.sectionHeader], [Rect(x: 275, y: 0, width: 100, height: 30)])
        XCTAssertEqual(attributes?.supplementaryFrames[badge], [Rect(x: 0, y: 30, width: 50, height: 40)])
        XCTAssertEqual(attributes?.itemFrames, [Rect(x: 50, y: 30, width: 200, height: 50), Rect(x: 50, y: 80, width: 200, height: 50)])
        XCTAssertEqual(attributes?.supplementaryFrames[.sectionFooter], [Rect(x: 8, y: 126, width: 100, height: 20)])
        XCTAssertEqual(collection.contentSize.height, 150)
    }

    func testATrailingItemThatDoesNotExtendOverlapsTheContentsEnd() {
        // Full-width rows: a trailing item 60 × 20 that does not extend ends at the content's
        // right edge (375): x 315, at the content's top (0).
        let section = LayoutSection(
            group: .vertical(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                             subitems: [.item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))]),
            boundarySupplementaryItems: [
                LayoutBoundaryItem(layoutSize: LayoutSize(width: .absolute(60), height: .absolute(20)), elementKind: .sectionHeader,
                                   alignment: .trailing, extendsBoundary: false),
            ])
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: section))
        collection.setSections([
            SectionModel(dataID: "s", items: rows(["a"]))
                .supplementaryItems(ofKind: .sectionHeader, [TestRow.supplementaryItemModel(dataID: "h", content: "h", style: .init(height: 10))]),
        ], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.layoutResult?.sections[0].supplementaryFrames[.sectionHeader], [Rect(x: 315, y: 0, width: 60, height: 20)])
        XCTAssertEqual(collection.layoutResult?.sections[0].itemFrames, [Rect(x: 0, y: 0, width: 375, height: 44)])
    }
}
