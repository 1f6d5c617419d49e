import XCTest
import EpoxyCore
@testable import EpoxySnapshot

final class TextTreeWriterTests: XCTestCase {
    private let writer = TextTreeWriter()

    func testColumnWithSafeAreaTextImageAndAttributes() {
        let expected = #"""
        window 393×852 safe area top 59 left 0 bottom 34 right 0
        Window (0, 0, 393×852)
          VGroup #column (16, 59, 361×124.75)
            Label #title (16, 59, 361×20.5) "Inbox"
            ImageView #avatar (16, 87.5, 48×48) ‹avatar.png› [backgroundColor=systemGray5, cornerRadius=24]
            Label #body (16, 143.5, 361×40.25) "Two lines of body text that\nwrap onto a …"
        """#
        XCTAssertEqual(writer.write(SnapshotFixtures.column), expected + "\n")
    }

    func testNestedRowsIndentOneLevelPerDepth() {
        let expected = #"""
        window 200×120 safe area top 20 left 0 bottom 0 right 0
        Window (0, 0, 200×120)
          Row #row (0, 20, 200×70) [backgroundColor=#ffffff, selected=true]
            VGroup #texts (10, 30, 120×50)
              Label #name (10, 30, 120×20) "Ada Lovelace"
              Label #note (10, 55, 120×20) "Wrote the first program for a machine"
            Switch #toggle (140, 35, 50×30) ‹on›
        """#
        XCTAssertEqual(writer.write(SnapshotFixtures.nestedRows), expected + "\n")
    }

    func testCollectionShowsScrollStateAndVisibleItemsButNotTheWarnings() {
        let expected = #"""
        window 200×120 safe area top 0 left 0 bottom 0 right 0
        content 200×400 offset (0, 100)
        visible #header #item-1 #item-2 #item-3 in (0, 100, 200×120)
        Window (0, 0, 200×120)
          CollectionView (0, 0, 200×120)
            TextRow #header (0, 0, 200×20)
              Label #header-title (8, 0, 184×20) "Inbox"
            TextRow #item-1 (0, 20, 200×40) [selected=true]
              Label #item-1-title (8, 30, 184×20) "Item 1"
            TextRow #item-2 (0, 60, 200×40)
              Label #item-2-title (8, 70, 184×20) "Item 2"
            TextRow #item-3 (0, 100, 200×40)
              Label #item-3-title (8, 110, 184×20) "Item 3"
        """#
        XCTAssertEqual(writer.write(SnapshotFixtures.collection), expected + "\n")
    }

    func testUnicodeIsKeptAndControlCharactersAreEscaped() {
        let expected = #"""
        window 200×40 safe area top 0 left 0 bottom 0 right 0
        Window (0, 0, 200×40)
          Label #dish (0, 0, 200×20) "Crème brûlée 🍮 日本語 <b>&\"x\"</b>\u{7}"
        """#
        XCTAssertEqual(writer.write(SnapshotFixtures.unicode), expected + "\n")
    }

    func testNonFiniteAndNegativeFramesAreWrittenVisibly() {
        let expected = #"""
        window 100×60 safe area top 0 left 0 bottom 0 right 0
        Window (0, 0, 100×60)
          View #nan (nan, 0, 10×10)
          View #inf (0, inf, -inf×10)
          View #negative (-20, -5, -10×30)
          View #huge (-1e+300, 10, 2e+300×1000000000000000000)
          View #empty (50, 30, 0×0)
        """#
        XCTAssertEqual(writer.write(SnapshotFixtures.invalidFrames), expected + "\n")
    }

    func testEmptyDocumentIsTheHeaderAndTheWindow() {
        let document = SnapshotDocument.emptyWindow(size: Size(width: 393, height: 852))
        XCTAssertEqual(writer.write(document), "window 393×852 safe area top 0 left 0 bottom 0 right 0\nWindow (0, 0, 393×852)\n")
    }

    func testFrameNumbersPrintToHundredths() {
        XCTAssertEqual(TextTreeWriter.frameDescription(Rect(x: 12.244, y: 12.26, width: 0.74, height: -3.2)), "(12.24, 12.26, 0.74×-3.2)")
        XCTAssertEqual(TextTreeWriter.frameDescription(Rect(x: -0.001, y: 1e-9, width: 100.75, height: 7.5)), "(0, 0, 100.75×7.5)")
        XCTAssertEqual(TextTreeWriter.frameDescription(Rect(x: 1.0 / 3, y: 2.0 / 3, width: 361, height: 20 + 2.0 / 3)), "(0.33, 0.67, 361×20.67)")
    }

    func testLongTextIsCutAfterTheSummaryLength() {
        let node = SnapshotFixtures.label("long", "abcdefghijklmnop", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(TextTreeWriter(options: SnapshotOptions(summaryLength: 5)).line(for: node), #"Label #long (0, 0, 10×10) "abcde…""#)
        XCTAssertEqual(TextTreeWriter().line(for: node), #"Label #long (0, 0, 10×10) "abcdefghijklmnop""#)
    }

    func testQuotesAndBackslashesInTextAreEscapedInsideTheQuotes() {
        let node = SnapshotFixtures.label("q", #"say "hi" \ bye"#, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(writer.line(for: node), #"Label #q (0, 0, 10×10) "say \"hi\" \\ bye""#)
    }

    func testNodeWithoutComponentShowsItsKindAndAttributesSortByKey() {
        let node = SnapshotNode(
            kind: .bar, frame: Rect(x: 0, y: 0, width: 1, height: 2),
            attributes: ["z": "1", "B": "2", "a": "3", "isHidden": "true"]
        )
        XCTAssertEqual(writer.line(for: node), "bar (0, 0, 1×2) [B=2, a=3, isHidden=true, z=1]")
    }

    func testOutputIsTheSameOnEveryRun() {
        let documents = [SnapshotFixtures.column, SnapshotFixtures.collection, SnapshotFixtures.nestedRows]
        for document in documents {
            XCTAssertEqual(writer.write(document), TextTreeWriter().write(document))
        }
    }
}
