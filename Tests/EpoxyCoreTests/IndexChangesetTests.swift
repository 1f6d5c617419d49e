import XCTest
@testable import EpoxyCore

/// Exact changesets for every kind of change, derived by hand from Epoxy's rules:
/// a matched pair moves when `old − deletes before old + inserts before new ≠ new`.
final class IndexChangesetTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> IndexChangeset {
        items(new).makeChangeset(from: items(old))
    }

    func testIdenticalCollectionsGiveAnEmptyChangeset() {
        let changeset = diff("a b c", "a b c")
        XCTAssertEqual(changeset, IndexChangeset(newIndices: [0, 1, 2]))
        XCTAssertTrue(changeset.isEmpty)
    }

    func testEmptyToEmpty() {
        XCTAssertEqual(diff("", ""), IndexChangeset())
        XCTAssertTrue(diff("", "").isEmpty)
    }

    func testEmptyToFullInsertsEverything() {
        XCTAssertEqual(diff("", "a b c"), IndexChangeset(inserts: [0, 1, 2]))
        XCTAssertFalse(diff("", "a b c").isEmpty)
    }

    func testFullToEmptyDeletesEverything() {
        XCTAssertEqual(diff("a b c", ""), IndexChangeset(deletes: [0, 1, 2], newIndices: [nil, nil, nil]))
    }

    func testInsertAtBeginningMiddleAndEnd() {
        // Inserts before an item explain its shift, so nothing moves.
        XCTAssertEqual(diff("a b c", "x a b c"), IndexChangeset(inserts: [0], newIndices: [1, 2, 3]))
        XCTAssertEqual(diff("a b c", "a x b c"), IndexChangeset(inserts: [1], newIndices: [0, 2, 3]))
        XCTAssertEqual(diff("a b c", "a b c x"), IndexChangeset(inserts: [3], newIndices: [0, 1, 2]))
        XCTAssertEqual(
            diff("a b c", "x a y b c z"),
            IndexChangeset(inserts: [0, 2, 5], newIndices: [1, 3, 4]))
    }

    func testDeleteAtBeginningMiddleAndEnd() {
        XCTAssertEqual(diff("a b c", "b c"), IndexChangeset(deletes: [0], newIndices: [nil, 0, 1]))
        XCTAssertEqual(diff("a b c", "a c"), IndexChangeset(deletes: [1], newIndices: [0, nil, 1]))
        XCTAssertEqual(diff("a b c", "a b"), IndexChangeset(deletes: [2], newIndices: [0, 1, nil]))
    }

    func testUpdateAtBeginningMiddleAndEnd() {
        XCTAssertEqual(diff("a b c", "a' b c"), IndexChangeset(updates: [(0, 0)], newIndices: [0, 1, 2]))
        XCTAssertEqual(diff("a b c", "a b' c"), IndexChangeset(updates: [(1, 1)], newIndices: [0, 1, 2]))
        XCTAssertEqual(diff("a b c", "a b c'"), IndexChangeset(updates: [(2, 2)], newIndices: [0, 1, 2]))
    }

    func testUpdateReportsOldAndNewOffsets() {
        // b is at old 1 and, after the delete of a and the insert of x, y, at new 2.
        XCTAssertEqual(
            diff("a b c", "x y b' c"),
            IndexChangeset(inserts: [0, 1], deletes: [0], updates: [(1, 2)], newIndices: [nil, 2, 3]))
    }

    func testMoveFromBeginningToEnd() {
        // Epoxy's rule is not minimal: every item whose adjusted offset changed is a move, so
        // moving a to the end also reports b, c and d (each shifted up by one).
        XCTAssertEqual(
            diff("a b c d", "b c d a"),
            IndexChangeset(moves: [(1, 0), (2, 1), (3, 2), (0, 3)], newIndices: [3, 0, 1, 2]))
    }

    func testMoveFromEndToBeginning() {
        XCTAssertEqual(
            diff("a b c d", "d a b c"),
            IndexChangeset(moves: [(3, 0), (0, 1), (1, 2), (2, 3)], newIndices: [1, 2, 3, 0]))
    }

    func testSwapInTheMiddle() {
        XCTAssertEqual(
            diff("a b c d e", "a c b d e"),
            IndexChangeset(moves: [(2, 1), (1, 2)], newIndices: [0, 2, 1, 3, 4]))
    }

    func testSwapOfFirstAndLast() {
        // b keeps its offset, so only a and c move.
        XCTAssertEqual(diff("a b c", "c b a"), IndexChangeset(moves: [(2, 0), (0, 2)], newIndices: [2, 1, 0]))
    }

    func testSwapOfTwoItems() {
        XCTAssertEqual(diff("a b", "b a"), IndexChangeset(moves: [(1, 0), (0, 1)], newIndices: [1, 0]))
    }

    func testDeleteAndInsertAtTheSameOffsetIsNotAMove() {
        // b: old 1 − 1 delete before + 1 insert before = 1 = new offset.
        XCTAssertEqual(
            diff("a b c d", "x b c d"),
            IndexChangeset(inserts: [0], deletes: [0], newIndices: [nil, 1, 2, 3]))
        XCTAssertEqual(
            diff("a b c d", "b x c"),
            IndexChangeset(inserts: [1], deletes: [0, 3], newIndices: [nil, 0, 2, nil]))
    }

    func testMovedItemWithChangedContentIsBothMoveAndUpdate() {
        XCTAssertEqual(
            diff("a b c", "c' a b"),
            IndexChangeset(updates: [(2, 0)], moves: [(2, 0), (0, 1), (1, 2)], newIndices: [1, 2, 0]))
    }

    func testMovesAndUpdatesAreOrderedByNewOffset() {
        let changeset = diff("a b c d", "d' c' b' a'")
        XCTAssertEqual(changeset.updates.map(\.new), [0, 1, 2, 3])
        XCTAssertEqual(changeset.moves.map(\.new), [0, 1, 2, 3])
        XCTAssertEqual(changeset.moves.map(\.old), [3, 2, 1, 0])
    }

    func testEverythingReplaced() {
        XCTAssertEqual(
            diff("a b", "c d"),
            IndexChangeset(inserts: [0, 1], deletes: [0, 1], newIndices: [nil, nil]))
    }

    func testMixedChange() {
        // old: a b c d e; new: e' x b c f. a, d deleted; x, f inserted.
        // e: old 4 − 2 deletes + 0 inserts = 2 ≠ 0 → move (and update).
        // b: old 1 − 1 + 1 (x) = 1 ≠ 2 → move, since e now sits before it.
        // c: old 2 − 1 + 1 = 2 ≠ 3 → move.
        XCTAssertEqual(
            diff("a b c d e", "e' x b c f"),
            IndexChangeset(
                inserts: [1, 4],
                deletes: [0, 3],
                updates: [(4, 0)],
                moves: [(4, 0), (1, 2), (2, 3)],
                newIndices: [nil, 2, 3, nil, 0]))
    }

    func testSliceIndicesAreOffsets() {
        // An `ArraySlice` starting at 2 is diffed by offset, like an array.
        let old = items("z z a b")[2...]
        let new = items("z z b a")[2...]
        XCTAssertEqual(new.makeChangeset(from: old), IndexChangeset(moves: [(1, 0), (0, 1)], newIndices: [1, 0]))
    }
}
