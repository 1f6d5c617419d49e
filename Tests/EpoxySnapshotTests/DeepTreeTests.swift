import XCTest
import EpoxyCore
import EpoxySnapshot

final class DeepTreeTests: XCTestCase {
    /// A chain of nested groups, as a script nesting groups in a loop would build.
    private func chain(depth: Int) -> SnapshotDocument {
        var node = SnapshotNode(kind: .view, component: "Leaf", dataID: "leaf", frame: Rect(x: 0, y: 0, width: 80, height: 40))
        for level in stride(from: depth - 1, through: 0, by: -1) {
            node = SnapshotNode(kind: .group, component: "VGroup", dataID: "g\(level)", frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [node])
        }
        return SnapshotDocument(root: node, size: Size(width: 100, height: 100))
    }

    /// 200 levels: deeper than any real screen, within what JSONSerialization agrees to parse back.
    func testDeeplyNestedTreeIsWrittenInEveryFormat() throws {
        let document = chain(depth: 200)
        let text = SnapshotWriter.write(document, format: .text)
        XCTAssertEqual(text.split(separator: "\n").count, 1 + 201)
        XCTAssertTrue(text.hasSuffix(String(repeating: "  ", count: 200) + "Leaf #leaf (0, 0, 80×40)\n"))
        let json = SnapshotWriter.write(document, format: .json)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.utf8)))
        XCTAssertEqual(SnapshotWriter.write(document, format: .svg).components(separatedBy: "</g>").count - 1, 201)
        // Groups draw nothing; only the leaf's box appears.
        let ascii = SnapshotWriter.write(document, format: .ascii, options: SnapshotOptions(columns: 11))
        XCTAssertEqual(ascii.split(separator: "\n").first, "┌─#leaf─┐")
    }
}
