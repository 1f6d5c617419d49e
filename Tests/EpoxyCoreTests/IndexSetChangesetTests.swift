import Foundation
import XCTest
@testable import EpoxyCore

final class IndexSetChangesetTests: XCTestCase {
    func testIndexSetFormMatchesTheIndexForm() {
        // old a b c d → new d' x a a: b, c deleted; x and the second a inserted.
        // d: old 3 − 2 + 0 = 1 ≠ 0 → move (and update); a: old 0 − 0 + 1 (x) = 1 ≠ 2 → move.
        let changeset = items("d' x a a").makeIndexSetChangeset(from: items("a b c d"))
        XCTAssertEqual(
            changeset,
            IndexSetChangeset(
                inserts: [1, 3],
                deletes: [1, 2],
                updates: [(3, 0)],
                moves: [(3, 0), (0, 2)],
                newIndices: [2, nil, nil, 0],
                duplicates: [[2, 3]]))
        XCTAssertEqual(changeset, IndexSetChangeset(items("d' x a a").makeChangeset(from: items("a b c d"))))
        XCTAssertFalse(changeset.isEmpty)
    }

    func testEmptyWhenNothingChanged() {
        let changeset = items("a b").makeIndexSetChangeset(from: items("a b"))
        XCTAssertTrue(changeset.isEmpty)
        XCTAssertEqual(changeset.newIndices, [0, 1])
    }
}
