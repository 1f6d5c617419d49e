import XCTest
@testable import EpoxySnapshot

final class SnapshotDiffTests: XCTestCase {
    private let tenLines = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"

    func testEqualTextsHaveNoChangesAndAnEmptyDiff() {
        let diff = SnapshotDiff(expected: tenLines, actual: tenLines)
        XCTAssertFalse(diff.hasChanges)
        XCTAssertEqual(diff.unified(), "")
        XCTAssertEqual(diff.lines.count, 10)
    }

    func testChangedLineShowsThreeLinesOfContext() {
        let actual = tenLines.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(SnapshotDiff(expected: tenLines, actual: actual).unified(), """
        --- expected
        +++ actual
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    }

    func testAddedAndRemovedLinesAtTheEdges() {
        let actual = tenLines.replacingOccurrences(of: "line 1\n", with: "") + "line 11\n"
        XCTAssertEqual(SnapshotDiff(expected: tenLines, actual: actual).unified(expectedName: "a.txt", actualName: "a.txt.new", context: 1), """
        --- a.txt
        +++ a.txt.new
        @@ -1,2 +1,1 @@
        -line 1
         line 2
        @@ -10,1 +9,2 @@
         line 10
        +line 11

        """)
    }

    func testNearbyChangesShareOneHunk() {
        let actual = tenLines
            .replacingOccurrences(of: "line 3\n", with: "line three\n")
            .replacingOccurrences(of: "line 6\n", with: "")
        XCTAssertEqual(SnapshotDiff(expected: tenLines, actual: actual).unified(context: 1), """
        --- expected
        +++ actual
        @@ -2,6 +2,5 @@
         line 2
        -line 3
        +line three
         line 4
         line 5
        -line 6
         line 7

        """)
    }

    func testInsertionIntoEmptyExpected() {
        XCTAssertEqual(SnapshotDiff(expected: "", actual: "a\nb\n").unified(), """
        --- expected
        +++ actual
        @@ -0,0 +1,2 @@
        +a
        +b

        """)
    }

    func testMissingFinalLineBreakIsShown() {
        XCTAssertEqual(SnapshotDiff(expected: "a\nb\n", actual: "a\nb").unified(), """
        --- expected
        +++ actual
        @@ -1,2 +1,2 @@
         a
        -b
        +b
        \\ No newline at end of file

        """)
    }

    func testLinesMarkEveryLineInOrder() {
        let diff = SnapshotDiff(expected: "a\nb\nc\n", actual: "a\nx\nc\nd\n")
        XCTAssertEqual(diff.lines, [.unchanged("a"), .removed("b"), .added("x"), .unchanged("c"), .added("d")])
        XCTAssertTrue(diff.hasChanges)
    }

    func testMovedBlockIsMatchedByLongestCommonSubsequence() {
        let diff = SnapshotDiff(expected: "a\nb\nc\nd\n", actual: "b\nc\nd\na\n")
        XCTAssertEqual(diff.lines, [.removed("a"), .unchanged("b"), .unchanged("c"), .unchanged("d"), .added("a")])
    }
}
