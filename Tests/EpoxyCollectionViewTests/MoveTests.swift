import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import Foundation
import XCTest

final class MoveTests: XCTestCase {
    private func movable(_ ids: [String]) -> [AnyItemModel] {
        rows(ids).map { $0.isMovable(true) }
    }

    func testMovingAMovableItemRearrangesTheSectionsAndReportsTheMove() throws {
        let (window, collection) = makeCollection()
        collection.setSections([
            SectionModel(dataID: "A", items: movable(["a", "b", "c"])),
            SectionModel(dataID: "B", items: movable(["d"])),
        ], animated: false)
        window.layoutIfNeeded()
        var moves: [CollectionViewMove] = []
        collection.didMoveItem = { moves.append($0) }
        try collection.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        XCTAssertEqual(collection.sections[0].items.map { "\($0.dataID)" }, ["b", "c", "a"])
        XCTAssertEqual(collection.frame(ofItem: "a"), Rect(x: 0, y: 88, width: 375, height: 44))
        try collection.moveItem("c", to: IndexPath(item: 1, section: 1))
        XCTAssertEqual(collection.sections[0].items.map { "\($0.dataID)" }, ["b", "a"])
        XCTAssertEqual(collection.sections[1].items.map { "\($0.dataID)" }, ["d", "c"])
        XCTAssertEqual(moves.map { "\($0.dataID) \($0.sourceSectionDataID)\(Array($0.source))→\($0.destinationSectionDataID)\(Array($0.destination))" },
                       ["a A[0, 0]→A[0, 2]", "c A[0, 1]→B[1, 1]"])
        XCTAssertEqual(displayedIDs(collection), ["b", "a", "d", "c"])
        let shown = collection.visibleElements.compactMap { ($0.contentView as? TestRow)?.content }
        XCTAssertEqual(shown, ["b", "a", "d", "c"])
    }

    func testRefusesNonMovableItemsAndBadPaths() {
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(dataID: "A", items: rows(["fixed"]) + movable(["m"]))], animated: false)
        window.layoutIfNeeded()
        XCTAssertThrowsError(try collection.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))) { error in
            XCTAssertEqual(error as? CollectionViewError, .itemNotMovable(dataID: "fixed"))
        }
        XCTAssertThrowsError(try collection.moveItem(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0))) { error in
            XCTAssertEqual(error as? CollectionViewError, .indexPathOutOfRange(IndexPath(item: 5, section: 0)))
        }
        // Past the end once the item is taken out of its section.
        XCTAssertThrowsError(try collection.moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 0))) { error in
            XCTAssertEqual(error as? CollectionViewError, .indexPathOutOfRange(IndexPath(item: 2, section: 0)))
        }
        XCTAssertThrowsError(try collection.moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 3))) { error in
            XCTAssertEqual(error as? CollectionViewError, .indexPathOutOfRange(IndexPath(item: 0, section: 3)))
        }
        XCTAssertThrowsError(try collection.moveItem(from: IndexPath(indexes: [0]), to: IndexPath(item: 0, section: 0))) { error in
            XCTAssertEqual(error as? CollectionViewError, .indexPathOutOfRange(IndexPath(indexes: [0])))
        }
        XCTAssertEqual(collection.sections[0].items.map { "\($0.dataID)" }, ["fixed", "m"])
    }
}
