@testable import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import XCTest

/// An update that keeps every data ID in place gets the diff's changeset without diffing.
final class ContentOnlyChangesetTests: XCTestCase {
    private func labels(_ ids: [String], texts: [String: String] = [:]) -> [AnyItemModel] {
        ids.map { Label.itemModel(dataID: $0, content: .text(texts[$0] ?? "x"), style: Label.Style()).eraseToAnyItemModel() }
    }

    private func isEqual(_ old: AnyItemModel, _ new: AnyItemModel) -> Bool {
        old.isSameModel(as: new) || old.isEquivalent(to: new)
    }

    private func diffed(_ old: [SectionModel], _ new: [SectionModel]) -> SectionedChangeset {
        makeSectionedChangeset(
            from: old, to: new, sectionIdentifiedBy: { $0.dataID }, isSectionEqual: { $0.isSectionContentEqual(to: $1) },
            itemsOf: { $0.items }, itemIdentifiedBy: { $0.dataIDKey }, isItemEqual: isEqual)
    }

    private func contentOnly(_ old: [SectionModel], _ new: [SectionModel]) -> SectionedChangeset? {
        ContentOnlyChangeset.make(from: old, to: new, directory: ItemDirectory(sections: old), isItemEqual: isEqual)
    }

    func testContentChangesGiveExactlyTheDiffsChangeset() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<50 {
            let ids = (0..<Int.random(in: 0...30, using: &generator)).map { "item\($0)" }
            let split = ids.isEmpty ? 0 : Int.random(in: 0...ids.count, using: &generator)
            let old = [SectionModel(dataID: "a", items: labels(Array(ids[..<split]))), SectionModel(dataID: "b", items: labels(Array(ids[split...])))]
            var texts: [String: String] = [:]
            for id in ids where Bool.random(using: &generator) { texts[id] = "changed \(round)" }
            let new = [SectionModel(dataID: "a", items: labels(Array(ids[..<split]), texts: texts)),
                       SectionModel(dataID: "b", items: labels(Array(ids[split...]), texts: texts))]
            let changeset = try XCTUnwrap(contentOnly(old, new))
            XCTAssertEqual(changeset, diffed(old, new))
            XCTAssertEqual(changeset.itemChangeset.updates.count, texts.count)
        }
    }

    func testSectionContentChangesAreSectionUpdatesAsTheDiffSays() throws {
        let old = [SectionModel(dataID: "a", items: labels(["x"]))]
        let new = [SectionModel(dataID: "a", items: labels(["x"])).flowLayoutMinimumLineSpacing(12)]
        let changeset = try XCTUnwrap(contentOnly(old, new))
        XCTAssertEqual(changeset.sectionChangeset.updates.count, 1)
        XCTAssertEqual(changeset, diffed(old, new))
    }

    func testMovedInsertedRenamedOrRepeatedDataIDsAreLeftToTheDiff() {
        let old = [SectionModel(dataID: "a", items: labels(["x", "y"]))]
        XCTAssertNil(contentOnly(old, [SectionModel(dataID: "a", items: labels(["y", "x"]))]))
        XCTAssertNil(contentOnly(old, [SectionModel(dataID: "a", items: labels(["x", "y", "z"]))]))
        XCTAssertNil(contentOnly(old, [SectionModel(dataID: "b", items: labels(["x", "y"]))]))
        XCTAssertNil(contentOnly(old, old + [SectionModel(dataID: "b", items: [])]))
        let repeated = [SectionModel(dataID: "a", items: labels(["x", "x"]))]
        XCTAssertNil(contentOnly(repeated, repeated))
        let repeatedSections = [SectionModel(dataID: "a", items: []), SectionModel(dataID: "a", items: [])]
        XCTAssertNil(contentOnly(repeatedSections, repeatedSections))
    }

    /// Through the collection: a content-only update re-measures only the changed item.
    func testAContentOnlyUpdateMeasuresOnlyTheChangedItem() {
        let collection = CollectionView(layout: ListLayout(), frame: Rect(x: 0, y: 0, width: 320, height: 2000))
        collection.setSections([SectionModel(dataID: "s", items: labels(["a", "b", "c"]))], animated: false)
        let measured = collection.measurementCount
        let update = collection.setSections([SectionModel(dataID: "s", items: labels(["a", "b", "c"], texts: ["b": "a longer text"]))], animated: false)
        XCTAssertEqual(update.changeset.itemChangeset.updates.map(\.new), [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(collection.measurementCount, measured + 1)
    }
}
