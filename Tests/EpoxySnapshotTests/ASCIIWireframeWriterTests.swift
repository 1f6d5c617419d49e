import XCTest
import EpoxyCore
@testable import EpoxySnapshot

final class ASCIIWireframeWriterTests: XCTestCase {
    private func wireframe(_ document: SnapshotDocument, columns: Int) -> String {
        ASCIIWireframeWriter(options: SnapshotOptions(columns: columns)).write(document)
    }

    func testNestedRowsAt40Columns() {
        let expected = #"""
        ┌──────────────────────────────────────┐
        │                                      │
        ├─#row─────────────────────────────────┤
        │ ┌─#name────────────────┐ ┌─#toggle─┐ │
        │ │Ada Lovelace          │ │‹on›     │ │
        │ ├─#note────────────────┤ │         │ │
        │ │Wrote the first progr…│ └─────────┘ │
        │ └──────────────────────┘             │
        │                                      │
        ├──────────────────────────────────────┤
        │                                      │
        │                                      │
        └──────────────────────────────────────┘
        """#
        XCTAssertEqual(wireframe(SnapshotFixtures.nestedRows, columns: 40), expected + "\n")
    }

    func testNestedRowsAt120Columns() {
        let expected = #"""
        ┌──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┐
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        ├─#row─────────────────────────────────────────────────────────────────────────────────────────────────────────────────┤
        │                                                                                                                      │
        │                                                                                                                      │
        │     ┌─#name────────────────────────────────────────────────────────────────┐                                         │
        │     │Ada Lovelace                                                          │     ┌─#toggle─────────────────────┐     │
        │     │                                                                      │     │‹on›                         │     │
        │     │                                                                      │     │                             │     │
        │     │                                                                      │     │                             │     │
        │     │                                                                      │     │                             │     │
        │     └──────────────────────────────────────────────────────────────────────┘     │                             │     │
        │     ┌─#note────────────────────────────────────────────────────────────────┐     │                             │     │
        │     │Wrote the first program for a machine                                 │     │                             │     │
        │     │                                                                      │     │                             │     │
        │     │                                                                      │     └─────────────────────────────┘     │
        │     │                                                                      │                                         │
        │     │                                                                      │                                         │
        │     └──────────────────────────────────────────────────────────────────────┘                                         │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        ├──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┤
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        │                                                                                                                      │
        └──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
        """#
        XCTAssertEqual(wireframe(SnapshotFixtures.nestedRows, columns: 120), expected + "\n")
    }

    func testCollectionClipsToTheWindowAndKeepsTheOuterLabel() {
        let expected = #"""
        ┌─#header────────────────────────────┬─┐
        │ │Inbox                             │ │
        ├─#item-1────────────────────────────┴─┤
        │ ┌─#item-1-title────────────────────┐ │
        │ │Item 1                            │ │
        │ └──────────────────────────────────┘ │
        ├─#item-2──────────────────────────────┤
        │ ┌─#item-2-title────────────────────┐ │
        │ │Item 2                            │ │
        │ └──────────────────────────────────┘ │
        ├─#item-3──────────────────────────────┤
        │ ┌─#item-3-title────────────────────┐ │
        ├─┼──────────────────────────────────┼─┤
        """#
        XCTAssertEqual(wireframe(SnapshotFixtures.collection, columns: 40), expected + "\n")
    }

    func testCenteredTextAt40ColumnsWithoutTheWarnings() {
        let expected = #"""
        ┌──────────────────────────────────────┐
        │                                      │
        │                                      │
        │  ┌─#hello─────────────────────────┐  │
        │  │         Hello & <bye>          │  │
        │  │                                │  │
        │  │                                │  │
        │  └────────────────────────────────┘  │
        │                                      │
        │                                      │
        └──────────────────────────────────────┘
        """#
        XCTAssertEqual(wireframe(SnapshotFixtures.small, columns: 40), expected + "\n")
    }

    func testWideCharactersTakeTwoColumnsAndLongTextIsClipped() {
        let expected = #"""
        ┌─#dish────────────────────────────────┐
        │Crème brûlée 🍮 日本語 <b>&"x"</b>\u{…│
        ├──────────────────────────────────────┤
        │                                      │
        └──────────────────────────────────────┘
        """#
        XCTAssertEqual(wireframe(SnapshotFixtures.unicode, columns: 40), expected + "\n")
    }

    func testInvalidFramesDrawNothingAndDoNotCrash() {
        let expected = #"""
        ┌──────────────────────────────────────┐
        │                                      │
        ┼──────────────────────────────────────┼
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        └──────────────────────────────────────┘
        """#
        XCTAssertEqual(wireframe(SnapshotFixtures.invalidFrames, columns: 40), expected + "\n")
    }

    func testCellsScrolledFarOutsideTheWindowDrawNothing() {
        let cells = [-1000.0, 2000].map { y in
            SnapshotNode(kind: .cell, component: "TextRow", dataID: "far", frame: Rect(x: 0, y: y, width: 200, height: 40), children: [
                SnapshotFixtures.label("far-title", "Far away", frame: Rect(x: 8, y: y + 10, width: 184, height: 20)),
            ])
        }
        let collection = SnapshotNode(kind: .collection, frame: Rect(x: 0, y: 0, width: 200, height: 40), children: cells)
        let window = SnapshotNode(kind: .window, frame: Rect(x: 0, y: 0, width: 200, height: 40), children: [collection])
        let drawing = wireframe(SnapshotDocument(root: window, size: Size(width: 200, height: 40)), columns: 20)
        XCTAssertEqual(drawing, """
        ┌──────────────────┐
        │                  │
        └──────────────────┘

        """)
    }

    func testEveryLineFitsTheColumnCount() {
        let documents = [
            SnapshotFixtures.column, SnapshotFixtures.nestedRows, SnapshotFixtures.collection,
            SnapshotFixtures.unicode, SnapshotFixtures.invalidFrames,
        ]
        for columns in [40, 80, 120] {
            for document in documents {
                let drawing = wireframe(document, columns: columns).split(separator: "\n").filter { !$0.hasPrefix("warning:") }
                XCTAssertEqual(drawing.first.map(Self.cellWidth), columns)
                XCTAssertEqual(drawing.map(Self.cellWidth).max(), columns)
            }
        }
    }

    func testRowsAreScaledAtHalfTheHorizontalScale() {
        // 393 points over 39 column steps; rows at half that scale: 852 × 39 / 393 / 2 ≈ 42.3 → 42 steps, 43 rows.
        let lines = wireframe(.emptyWindow(size: Size(width: 393, height: 852)), columns: 40).split(separator: "\n")
        XCTAssertEqual(lines.count, 43)
        XCTAssertEqual(lines.first, "┌──────────────────────────────────────┐")
        XCTAssertEqual(lines.last, "└──────────────────────────────────────┘")
    }

    func testGroupsAreNotDrawnButTheirChildrenAre() {
        let drawing = wireframe(SnapshotFixtures.column, columns: 120)
        XCTAssertFalse(drawing.contains("#column"))
        XCTAssertTrue(drawing.contains("─#title─"))
        XCTAssertTrue(drawing.contains("│‹avatar.png› │"))
    }

    func testColumnCountIsClampedToASaneRange() {
        let window = SnapshotDocument.emptyWindow(size: Size(width: 100, height: 10))
        XCTAssertEqual(wireframe(window, columns: 0).split(separator: "\n").first.map(Self.cellWidth), 8)
        XCTAssertEqual(wireframe(window, columns: 1_000_000).split(separator: "\n").first.map(Self.cellWidth), 1000)
    }

    func testWindowWithoutAUsableSizeSaysSo() {
        let document = SnapshotDocument.emptyWindow(size: Size(width: .nan, height: 0)).appendingWarning("no size")
        XCTAssertEqual(wireframe(document, columns: 40), "(nothing to draw: window (0, 0, nan×0))\n")
    }

    func testVeryTallWindowIsCappedInRows() {
        let document = SnapshotDocument.emptyWindow(size: Size(width: 10, height: 1e9))
        XCTAssertEqual(wireframe(document, columns: 80).split(separator: "\n").count, ASCIIWireframeWriter.maximumRows)
    }

    func testBoxEdgesMergeIntoJunctions() {
        XCTAssertEqual(BoxEdges([]).character, " ")
        XCTAssertEqual(BoxEdges([.left, .right]).character, "─")
        XCTAssertEqual(BoxEdges([.right]).character, "─")
        XCTAssertEqual(BoxEdges([.up, .down]).character, "│")
        XCTAssertEqual(BoxEdges([.down, .right]).character, "┌")
        XCTAssertEqual(BoxEdges([.down, .left]).character, "┐")
        XCTAssertEqual(BoxEdges([.up, .right]).character, "└")
        XCTAssertEqual(BoxEdges([.up, .left]).character, "┘")
        XCTAssertEqual(BoxEdges([.up, .down, .right]).character, "├")
        XCTAssertEqual(BoxEdges([.up, .down, .left]).character, "┤")
        XCTAssertEqual(BoxEdges([.left, .right, .down]).character, "┬")
        XCTAssertEqual(BoxEdges([.left, .right, .up]).character, "┴")
        XCTAssertEqual(BoxEdges([.left, .right, .up, .down]).character, "┼")
    }

    func testCharacterCellWidths() {
        XCTAssertEqual(CharacterCellWidth.of("a"), 1)
        XCTAssertEqual(CharacterCellWidth.of("é"), 1)
        XCTAssertEqual(CharacterCellWidth.of("日"), 2)
        XCTAssertEqual(CharacterCellWidth.of("🍮"), 2)
        XCTAssertEqual(CharacterCellWidth.of("❤️"), 2)
    }

    private static func cellWidth(_ line: Substring) -> Int {
        line.reduce(0) { $0 + CharacterCellWidth.of($1) }
    }
}

/// The wireframe in a terminal: fitted to its rows, the keyboard drawn over what it hides, and
/// overlapping texts that never mix.
final class ASCIIWireframeFittingTests: XCTestCase {
    func testTheWholeWindowFitsTheRowsAsked() {
        // 393×852 at 80 columns would take 87 rows; 21 rows scale it to 2·20/852 columns a point.
        let lines = ASCIIWireframeWriter(options: SnapshotOptions(columns: 80).withRows(21)).write(SnapshotFixtures.column)
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 21)
        XCTAssertEqual(lines.first?.count, 19, "18.45 columns wide, the last column included")
        XCTAssertEqual(lines.first, "┌" + String(repeating: "─", count: 17) + "┐")
        XCTAssertEqual(lines.last?.first, "└", "the bottom edge is drawn: nothing cut off")
        let unlimited = ASCIIWireframeWriter(options: SnapshotOptions(columns: 80)).write(SnapshotFixtures.column)
        XCTAssertEqual(unlimited.split(separator: "\n").count, 87)
        let wide = ASCIIWireframeWriter(options: SnapshotOptions(columns: 40).withRows(500)).write(SnapshotFixtures.column)
        XCTAssertEqual(wide.split(separator: "\n").first?.count, 40, "rows to spare never widen past the columns")
    }

    func testTheKeyboardHidesWhatIsUnderIt() {
        let window = SnapshotNode(kind: .window, component: "Window", frame: Rect(x: 0, y: 0, width: 200, height: 100), children: [
            SnapshotFixtures.label("top", "Top", frame: Rect(x: 10, y: 10, width: 100, height: 20)),
            SnapshotFixtures.label("under", "Hidden", frame: Rect(x: 10, y: 70, width: 100, height: 20)),
        ])
        let document = SnapshotDocument(root: window, size: Size(width: 200, height: 100)).withKeyboard(height: 40)
        XCTAssertEqual(document.keyboardFrame, Rect(x: 0, y: 60, width: 200, height: 40))
        let expected = #"""
        ┌──────────────────────────────────────┐
        │ ┌─#top─────────────┐                 │
        │ │Top               │                 │
        │ └──────────────────┘                 │
        │                                      │
        │                                      │
        ├──────────────────────────────────────┤
        │                                      │
        │              keyboard                │
        │                                      │
        └──────────────────────────────────────┘
        """#
        XCTAssertEqual(ASCIIWireframeWriter(options: SnapshotOptions(columns: 40)).write(document), expected + "\n")
        XCTAssertNil(document.withKeyboard(height: 0).keyboardFrame)
    }

    func testABarOverAListHidesTheCellsUnderIt() {
        func row(_ index: Int) -> SnapshotNode {
            let frame = Rect(x: 0, y: Double(index - 1) * 30, width: 200, height: 30)
            return SnapshotNode(kind: .view, component: "Cell", dataID: "r\(index)", frame: frame, children: [
                SnapshotFixtures.label("t\(index)", "Row \(index)", frame: Rect(x: 10, y: frame.minY + 5, width: 100, height: 20)),
            ])
        }
        let list = SnapshotNode(kind: .view, component: "CollectionView", dataID: "list",
                                frame: Rect(x: 0, y: 0, width: 200, height: 100), children: (1...3).map(row))
        let bar = SnapshotNode(kind: .view, component: "BarContainer", dataID: "bar", frame: Rect(x: 0, y: 60, width: 200, height: 40), children: [
            SnapshotFixtures.label("compose", "Compose", frame: Rect(x: 10, y: 70, width: 100, height: 20)),
        ])
        func wireframe(_ children: [SnapshotNode]) -> String {
            let window = SnapshotNode(kind: .window, component: "Window", frame: Rect(x: 0, y: 0, width: 200, height: 100), children: children)
            return ASCIIWireframeWriter(options: SnapshotOptions(columns: 40)).write(SnapshotDocument(root: window, size: Size(width: 200, height: 100)))
        }
        XCTAssertTrue(wireframe([list]).contains("Row 3"), "the third row shows without the bar")
        let text = wireframe([list, bar])
        XCTAssertFalse(text.contains("Row 3") || text.contains("#r3") || text.contains("#t3"), text)
        XCTAssertTrue(text.contains("Compose") && text.contains("#bar") && text.contains("#compose"), text)
        XCTAssertTrue(text.contains("Row 1") && text.contains("Row 2"), text)
        // The bar's box is whole: no row's edge runs through its interior.
        let barRows = text.split(separator: "\n").map(String.init).dropFirst(7).dropLast()
        XCTAssertEqual(barRows.count, 3, text)
        XCTAssertTrue(barRows.allSatisfy { $0.dropFirst().dropLast().allSatisfy { !"┬┴┼".contains($0) } }, text)
    }

    func testOverlappingTextsNeverMix() {
        let window = SnapshotNode(kind: .window, component: "Window", frame: Rect(x: 0, y: 0, width: 200, height: 40), children: [
            SnapshotFixtures.label("a", "Alpha Beta Gamma", frame: Rect(x: 5, y: 10, width: 150, height: 20)),
            SnapshotFixtures.label("b", "Zeta", frame: Rect(x: 50, y: 10, width: 100, height: 20)),
        ])
        let text = ASCIIWireframeWriter(options: SnapshotOptions(columns: 40)).write(SnapshotDocument(root: window, size: Size(width: 200, height: 40)))
        let row = text.split(separator: "\n").map(String.init).first { $0.contains("Alpha") } ?? ""
        XCTAssertTrue(row.contains("Alpha Beta Gamma"), row)
        XCTAssertFalse(row.contains("Z"), "the later label yields where the earlier one's text is: \(row)")
    }
}
