import XCTest
@testable import EpoxySnapshot

final class BoxCanvasTests: XCTestCase {
    func testBoxesSharingEdgesMerge() {
        var canvas = BoxCanvas(rows: 3, columns: 7)
        canvas.drawBox(top: 0, left: 0, bottom: 2, right: 3)
        canvas.drawBox(top: 0, left: 3, bottom: 2, right: 6)
        canvas.drawBox(top: 1, left: 0, bottom: 2, right: 6)
        XCTAssertEqual(canvas.renderedLines(), ["┌──┬──┐", "├──┼──┤", "└──┴──┘"])
    }

    func testBoxRunningOffTheCanvasStaysOpen() {
        var canvas = BoxCanvas(rows: 2, columns: 4)
        canvas.drawBox(top: -1, left: 1, bottom: 5, right: 10)
        XCTAssertEqual(canvas.renderedLines(), [" │", " │"])
    }

    func testTextIsClippedWithAnEllipsis() {
        var canvas = BoxCanvas(rows: 1, columns: 8)
        canvas.write("abcdefgh", row: 0, start: 1, end: 6)
        XCTAssertEqual(canvas.renderedLines(), [" abcd…"])
    }

    func testLaterTextNeverSplitsOrOverwritesEarlierText() {
        var canvas = BoxCanvas(rows: 1, columns: 12)
        canvas.write("日本", row: 0, start: 0, end: 12)
        canvas.write("x", row: 0, start: 1, end: 2)
        XCTAssertEqual(canvas.renderedLines(), ["日本"], "the second half of 日 is taken")
        canvas.write("abcdefgh", row: 0, start: 6, end: 12)
        canvas.write("XYZXYZ", row: 0, start: 2, end: 12)
        XCTAssertEqual(canvas.renderedLines(), ["日本  abcde…"], "XYZ… had no free cell before 'abcde…'")
        canvas.write("12345", row: 0, start: 4, end: 12)
        XCTAssertEqual(canvas.renderedLines(), ["日本1…abcde…"], "cut with an ellipsis before the earlier text")
        XCTAssertFalse(canvas.hasNoText(row: 0, columns: 0..<1))
    }

    func testWideCharacterThatDoesNotFitIsReplacedByTheEllipsis() {
        var canvas = BoxCanvas(rows: 1, columns: 3)
        canvas.write("a日", row: 0, start: 0, end: 2)
        XCTAssertEqual(canvas.renderedLines(), ["a…"])
    }
}
