import XCTest
@testable import EpoxyCore

/// The generic entry for callers with their own identifier type.
final class GenericChangesetTests: XCTestCase {
    private struct Row {
        let key: Int
        let title: String
    }

    func testDiffsWithACustomIdentifierAndEquality() {
        let old = [Row(key: 1, title: "one"), Row(key: 2, title: "two"), Row(key: 3, title: "three")]
        let new = [Row(key: 3, title: "three"), Row(key: 1, title: "uno"), Row(key: 4, title: "four")]
        let changeset = makeChangeset(from: old, to: new, identifiedBy: \.key, isEqual: { $0.title == $1.title })
        // 3: old 2 − 1 + 0 = 1 ≠ 0 → move; 1: old 0 ≠ 1 → move, and updated.
        XCTAssertEqual(
            changeset,
            IndexChangeset(
                inserts: [2],
                deletes: [1],
                updates: [(0, 1)],
                moves: [(2, 0), (0, 1)],
                newIndices: [1, nil, 0]))
    }

    func testEqualityIsOnlyAskedForMatchedPairsAsOldThenNew() {
        var comparisons = [String]()
        _ = makeChangeset(
            from: ["a1", "b1", "c1"],
            to: ["c2", "a2", "d2"],
            identifiedBy: { $0.prefix(1) },
            isEqual: { old, new in
                comparisons.append("\(old)-\(new)")
                return false
            })
        XCTAssertEqual(comparisons, ["c1-c2", "a1-a2"])
    }

    func testIdentifiersAreComputedOncePerElement() {
        var identified = 0
        _ = makeChangeset(
            from: Array(0..<50),
            to: Array((25..<75).reversed()),
            identifiedBy: { (value: Int) -> Int in
                identified += 1
                return value
            },
            isEqual: ==)
        XCTAssertEqual(identified, 100)
    }

    func testLargeReversalMovesEverything() {
        let old = Array(0..<1_000)
        let new = Array(old.reversed())
        let changeset = makeChangeset(from: old, to: new, identifiedBy: { $0 }, isEqual: ==)
        // Only the middle element could keep its offset, but 1,000 is even, so none does.
        XCTAssertEqual(changeset.moves.count, 1_000)
        XCTAssertEqual(changeset.moves.first?.old, 999)
        XCTAssertEqual(changeset.moves.first?.new, 0)
        XCTAssertTrue(changeset.inserts.isEmpty && changeset.deletes.isEmpty && changeset.updates.isEmpty)
    }
}
