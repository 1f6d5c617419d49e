import XCTest
@testable import EpoxyCore

/// Repeated identifiers: the k-th new occurrence is matched with the k-th old occurrence; extras
/// are inserts (new) or deletes (old); `duplicates` lists the new offsets sharing an identifier.
final class DuplicateIdentifierTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> IndexChangeset {
        items(new).makeChangeset(from: items(old))
    }

    func testDuplicatesInNewOnly() {
        // The second a has no old counterpart left, so it is an insert; c shifts by that insert.
        XCTAssertEqual(
            diff("a b c", "a b a c"),
            IndexChangeset(inserts: [2], newIndices: [0, 1, 3], duplicates: [[0, 2]]))
    }

    func testDuplicatesInOldOnly() {
        // Only identifiers repeated in the new collection are reported as duplicates.
        XCTAssertEqual(
            diff("a b a c", "a b c"),
            IndexChangeset(deletes: [2], newIndices: [0, 1, nil, 2]))
    }

    func testDuplicatesInBoth() {
        // new 1 (a) takes old 0, new 2 (a) takes old 1: in order, so both a's move past b.
        XCTAssertEqual(
            diff("a a b", "b a a"),
            IndexChangeset(moves: [(2, 0), (0, 1), (1, 2)], newIndices: [1, 2, 0], duplicates: [[1, 2]]))
    }

    func testUnchangedDuplicatesAreNotChangesButAreStillReported() {
        let changeset = diff("a a b a", "a a b a")
        XCTAssertTrue(changeset.isEmpty)
        XCTAssertEqual(changeset.duplicates, [[0, 1, 3]])
        XCTAssertEqual(changeset.newIndices, [0, 1, 2, 3])
    }

    func testDuplicateListsAreOrderedBySecondOccurrence() {
        // y repeats at 2 before x repeats at 3, so y's list comes first.
        XCTAssertEqual(diff("", "x y y x x").duplicates, [[1, 2], [0, 3, 4]])
    }

    func testOneChangedDuplicateMarksEveryPairOfItsIdentifierUpdated() {
        // Epoxy keeps one "updated" flag per identifier, so the unchanged first a is reported too.
        XCTAssertEqual(
            diff("a a b", "a a' b"),
            IndexChangeset(updates: [(0, 0), (1, 1)], newIndices: [0, 1, 2], duplicates: [[0, 1]]))
    }

    func testMoreOldOccurrencesThanNew() {
        // new a takes the first old a; the other two are deleted.
        XCTAssertEqual(
            diff("a b a a", "b a"),
            IndexChangeset(deletes: [2, 3], moves: [(1, 0), (0, 1)], newIndices: [1, 0, nil, nil]))
    }
}
