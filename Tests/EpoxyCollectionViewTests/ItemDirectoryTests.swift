@testable import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import XCTest

final class ItemDirectoryTests: XCTestCase {
    private func labels(_ ids: [String], text: String = "x") -> [AnyItemModel] {
        ids.map { Label.itemModel(dataID: $0, content: .text(text), style: Label.Style()).eraseToAnyItemModel() }
    }

    func testContentOnlyChangesKeepTheDataIDsAndAnyOtherChangeDoesNot() {
        let old = [SectionModel(dataID: "s", items: labels(["a", "b", "a"]))]
        XCTAssertTrue(ItemDirectory.haveSameDataIDs(old, [SectionModel(dataID: "s", items: labels(["a", "b", "a"], text: "y"))]))
        XCTAssertFalse(ItemDirectory.haveSameDataIDs(old, [SectionModel(dataID: "s", items: labels(["b", "a", "a"]))]))
        XCTAssertFalse(ItemDirectory.haveSameDataIDs(old, [SectionModel(dataID: "s", items: labels(["a", "b"]))]))
        XCTAssertFalse(ItemDirectory.haveSameDataIDs(old, [SectionModel(dataID: "t", items: labels(["a", "b", "a"]))]))
        XCTAssertFalse(ItemDirectory.haveSameDataIDs(old, old + [SectionModel(dataID: "u", items: [])]))
    }

    func testCollectionFindsItemsAfterContentOnlyAndReorderingUpdates() {
        let collection = CollectionView(layout: ListLayout(), frame: Rect(x: 0, y: 0, width: 320, height: 480))
        collection.setSections([SectionModel(dataID: "s", items: labels(["a", "b", "c"]))], animated: false)
        collection.setSections([SectionModel(dataID: "s", items: labels(["a", "b", "c"], text: "changed"))], animated: false)
        XCTAssertEqual(collection.directory.itemLocation(of: "c", inSection: "s"), ElementLocation(kind: nil, section: 0, index: 2))
        collection.setSections([SectionModel(dataID: "s", items: labels(["c", "a"]))], animated: false)
        XCTAssertEqual(collection.directory.itemLocation(of: "c", inSection: "s"), ElementLocation(kind: nil, section: 0, index: 0))
        XCTAssertNil(collection.directory.itemLocation(of: "b", inSection: "s"))
    }
}
