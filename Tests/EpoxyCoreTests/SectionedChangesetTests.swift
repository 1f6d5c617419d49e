import Foundation
import XCTest
@testable import EpoxyCore

final class SectionedChangesetTests: XCTestCase {
    func testUnchangedSectionsGiveAnEmptyChangeset() {
        let sections = [TestSection("s", 0, "a b"), TestSection("t", 0, "c")]
        let changeset = sections.makeSectionedChangeset(from: sections)
        XCTAssertTrue(changeset.isEmpty)
        XCTAssertEqual(changeset.sectionChangeset.newIndices, [0, 1])
        XCTAssertEqual(changeset.itemChangeset, IndexPathChangeset())
    }

    func testSectionInserted() {
        let old = [TestSection("s", 0, "a")]
        let new = [TestSection("n", 0, "x y"), TestSection("s", 0, "a")]
        let changeset = new.makeSectionedChangeset(from: old)
        XCTAssertEqual(changeset.sectionChangeset, IndexSetChangeset(inserts: [0], newIndices: [1]))
        // The inserted section's items are not item inserts.
        XCTAssertEqual(changeset.itemChangeset, IndexPathChangeset())
        XCTAssertFalse(changeset.isEmpty)
    }

    func testSectionDeleted() {
        let old = [TestSection("s", 0, "a"), TestSection("d", 0, "x y")]
        let new = [TestSection("s", 0, "a")]
        let changeset = new.makeSectionedChangeset(from: old)
        XCTAssertEqual(changeset.sectionChangeset, IndexSetChangeset(deletes: [1], newIndices: [0, nil]))
        // The deleted section's items are not item deletes.
        XCTAssertEqual(changeset.itemChangeset, IndexPathChangeset())
    }

    func testSectionUpdatedByItsOwnContentOnly() {
        let old = [TestSection("s", 0, "a")]
        let new = [TestSection("s", 1, "a")]
        XCTAssertEqual(
            new.makeSectionedChangeset(from: old),
            SectionedChangeset(
                sectionChangeset: IndexSetChangeset(updates: [(0, 0)], newIndices: [0]),
                itemChangeset: IndexPathChangeset()))
    }

    func testItemChangesInsideMovedSections() {
        // Sections: old s t u → new u s' v. t deleted, v inserted.
        // u: old 2 − 1 + 0 = 1 ≠ 0 → move; s: old 0 ≠ 1 → move (and update: its content changed).
        // Items of s (old 0 → new 1): a b c → a c b': c and b move, b updated.
        // Items of u (old 2 → new 0): f → f h: h inserted at [0, 1].
        // Items of t (deleted) and v (inserted) are not reported.
        let old = [TestSection("s", 0, "a b c"), TestSection("t", 0, "d e"), TestSection("u", 0, "f")]
        let new = [TestSection("u", 0, "f h"), TestSection("s", 1, "a c b'"), TestSection("v", 0, "g")]
        let changeset = new.makeSectionedChangeset(from: old)
        XCTAssertEqual(
            changeset.sectionChangeset,
            IndexSetChangeset(
                inserts: [2],
                deletes: [1],
                updates: [(0, 1)],
                moves: [(2, 0), (0, 1)],
                newIndices: [1, nil, 0]))
        // Item changes are gathered in old-section order: s's first, then u's.
        XCTAssertEqual(
            changeset.itemChangeset,
            IndexPathChangeset(
                inserts: [[0, 1]],
                updates: [([0, 1], [1, 2])],
                moves: [([0, 2], [1, 1]), ([0, 1], [1, 2])]))
    }

    func testDuplicateSectionsAndItems() {
        // The second s has no old counterpart: it is inserted and its items are not reported.
        let old = [TestSection("s", 0, "a")]
        let new = [TestSection("s", 0, "a a"), TestSection("s", 0, "b")]
        let changeset = new.makeSectionedChangeset(from: old)
        XCTAssertEqual(changeset.sectionChangeset.inserts, [1])
        XCTAssertEqual(changeset.sectionChangeset.duplicates, [IndexSet([0, 1])])
        XCTAssertEqual(changeset.itemChangeset, IndexPathChangeset(inserts: [[0, 1]], duplicates: [[[0, 0], [0, 1]]]))
    }

    func testGenericEntryMatchesTheDiffableEntry() {
        let old = [TestSection("s", 0, "a b c"), TestSection("t", 0, "d e"), TestSection("u", 0, "f")]
        let new = [TestSection("u", 0, "f h"), TestSection("s", 1, "a c b'"), TestSection("v", 0, "g")]
        let generic = makeSectionedChangeset(
            from: old,
            to: new,
            sectionIdentifiedBy: \.id,
            isSectionEqual: { $0.content == $1.content },
            itemsOf: \.items,
            itemIdentifiedBy: \.id,
            isItemEqual: { $0.content == $1.content })
        XCTAssertEqual(generic, new.makeSectionedChangeset(from: old))
    }
}
