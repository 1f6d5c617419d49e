import Foundation
import XCTest
@testable import EpoxyCore

final class IndexPathChangesetTests: XCTestCase {
    func testOldSideUsesFromSectionAndNewSideUsesToSection() {
        // old b c d (section 2) → new a c' b (section 5): a inserted, d deleted;
        // c: old 1 − 0 + 1 insert = 2 ≠ 1 → move and update; b: old 0 + 1 = 1 ≠ 2 → move.
        let changeset = items("a c' b").makeIndexPathChangeset(from: items("b c d"), fromSection: 2, toSection: 5)
        XCTAssertEqual(
            changeset,
            IndexPathChangeset(
                inserts: [[5, 0]],
                deletes: [[2, 2]],
                updates: [([2, 1], [5, 1])],
                moves: [([2, 1], [5, 1]), ([2, 0], [5, 2])]))
        XCTAssertFalse(changeset.isEmpty)
    }

    func testSectionsDefaultToZero() {
        let changeset = items("a x").makeIndexPathChangeset(from: items("a"))
        XCTAssertEqual(changeset, IndexPathChangeset(inserts: [[0, 1]]))
    }

    func testDuplicatesUseTheNewSection() {
        let changeset = items("a b a").makeIndexPathChangeset(from: items("a b"), fromSection: 0, toSection: 3)
        XCTAssertEqual(changeset.duplicates, [[[3, 0], [3, 2]]])
        XCTAssertEqual(changeset.inserts, [[3, 2]])
    }

    func testEmptyChangesetIsEmpty() {
        XCTAssertTrue(items("a b").makeIndexPathChangeset(from: items("a b"), fromSection: 1, toSection: 1).isEmpty)
    }

    func testAppendingGathersEveryPart() {
        var total = IndexPathChangeset(inserts: [[0, 0]], moves: [([0, 1], [0, 2])])
        total += IndexPathChangeset(
            inserts: [[1, 3]], deletes: [[1, 0]], updates: [([1, 1], [1, 1])], duplicates: [[[1, 4], [1, 5]]])
        XCTAssertEqual(
            total,
            IndexPathChangeset(
                inserts: [[0, 0], [1, 3]],
                deletes: [[1, 0]],
                updates: [([1, 1], [1, 1])],
                moves: [([0, 1], [0, 2])],
                duplicates: [[[1, 4], [1, 5]]]))
    }
}

final class IndexPathItemSectionTests: XCTestCase {
    func testItemAndSectionAccessors() {
        let path = IndexPath(item: 4, section: 2)
        XCTAssertEqual(path, [2, 4])
        XCTAssertEqual(path.section, 2)
        XCTAssertEqual(path.item, 4)
    }
}
