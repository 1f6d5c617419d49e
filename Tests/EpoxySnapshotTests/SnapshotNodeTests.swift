import XCTest
import EpoxyCore
import EpoxySnapshot

final class SnapshotNodeTests: XCTestCase {
    private let node = SnapshotNode(kind: .view, component: "Label", dataID: "a", frame: Rect(x: 1, y: 2, width: 3, height: 4))

    func testModifiersReturnChangedCopies() {
        let child = SnapshotNode(kind: .view, frame: .zero)
        let changed = node
            .withAttribute("selected", "true")
            .withContentSummary("on")
            .withFrame(Rect(x: 0, y: 0, width: 1, height: 1))
            .appendingChild(child)
        XCTAssertEqual(changed.attributes, ["selected": "true"])
        XCTAssertEqual(changed.contentSummary, "on")
        XCTAssertEqual(changed.frame, Rect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(changed.children, [child])
        XCTAssertEqual(node.attributes, [:])
        XCTAssertNil(node.contentSummary)
        XCTAssertEqual(node.children, [])
        XCTAssertEqual(changed.withAttribute("selected", nil).attributes, [:])
        XCTAssertEqual(changed.withChildren([]).children, [])
    }

    func testDisplayNameFallsBackToKind() {
        XCTAssertEqual(node.displayName, "Label")
        XCTAssertEqual(SnapshotNode(kind: "custom", frame: .zero).displayName, "custom")
    }

    func testSortedAttributesUseByteOrder() {
        let sorted = node.withAttribute("b", "1").withAttribute("B", "2").withAttribute("a", "3").sortedAttributes
        XCTAssertEqual(sorted.map(\.key), ["B", "a", "b"])
    }

    func testTextStringJoinsLines() {
        let text = SnapshotText(lines: [
            SnapshotTextLine(text: "one", origin: .zero, width: 10, baseline: 12),
            SnapshotTextLine(text: "two", origin: Point(x: 0, y: 16), width: 10, baseline: 28),
        ], fontSize: 13)
        XCTAssertEqual(text.string, "one\ntwo")
        XCTAssertEqual(text.weight, "regular")
        XCTAssertEqual(text.alignment, .natural)
    }

    func testDocumentModifiers() {
        let document = SnapshotDocument.emptyWindow(size: Size(width: 10, height: 20), safeArea: EdgeInsets(top: 1))
            .appendingWarning("w")
            .withScrollState(contentSize: Size(width: 10, height: 100), contentOffset: Point(x: 0, y: 5))
        XCTAssertEqual(document.root.kind, .window)
        XCTAssertEqual(document.root.frame, Rect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(document.warnings, ["w"])
        XCTAssertEqual(document.contentSize, Size(width: 10, height: 100))
        XCTAssertEqual(document.contentOffset, Point(x: 0, y: 5))
        XCTAssertNil(document.visibleRange)
    }
}
