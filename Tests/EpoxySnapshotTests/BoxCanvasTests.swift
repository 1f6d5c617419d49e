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

    func testOverwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = BoxCanvas(rows: 1, columns: 6)
        canvas.write("日本", row: 0, start: 0, end: 6)
        canvas.write("x", row: 0, start: 1, end: 2)
        XCTAssertEqual(canvas.renderedLines(), [" x本"])
        XCTAssertFalse(canvas.hasNoText(row: 0, columns: 0..<1))
        XCTAssertTrue(canvas.hasNoText(row: 0, columns: 4..<6))
    }

    func testWideCharacterThatDoesNotFitIsReplacedByTheEllipsis() {
        var canvas = BoxCanvas(rows: 1, columns: 3)
        canvas.write("a日", row: 0, start: 0, end: 2)
        XCTAssertEqual(canvas.renderedLines(), ["a…"])
    }
}
