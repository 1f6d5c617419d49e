import EpoxyCore
import Foundation
import XCTest
@testable import EpoxyLua

/// The printable changesets a render reports: one labelled line per kind, 1-based like Lua.
final class ChangesetTextTests: XCTestCase {
    func testFlatChangesetListsEachKindWithOneBasedIndices() {
        let changeset = makeChangeset(
            from: ["a", "b", "c", "d"], to: ["d", "a", "x", "c"], identifiedBy: { $0 }, isEqual: { $0 == $1 })
        XCTAssertEqual(ChangesetText.describe(changeset), "inserts: 3\ndeletes: 2\nmoves: 4→1, 1→2, 3→4")
    }

    func testUpdatesAndDuplicates() {
        let changeset = IndexChangeset(updates: [(old: 0, new: 0)], duplicates: [[1, 3]])
        XCTAssertEqual(ChangesetText.describe(changeset), "updates: 1→1\nduplicates: (2, 4)")
        XCTAssertEqual(ChangesetText.describe(IndexChangeset()), "no changes")
    }

    func testSectionedChangesetPrefixesSectionsAndItems() {
        let changeset = SectionedChangeset(
            sectionChangeset: IndexSetChangeset(IndexChangeset(inserts: [1])),
            itemChangeset: IndexPathChangeset(
                inserts: [IndexPath(item: 2, section: 0)],
                moves: [(old: IndexPath(item: 0, section: 0), new: IndexPath(item: 1, section: 0))]))
        XCTAssertEqual(ChangesetText.describe(changeset), "sections inserts: 2\nitems inserts: 1.3\nitems moves: 1.1→1.2")
    }
}
