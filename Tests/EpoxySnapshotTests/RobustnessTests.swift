import XCTest
import EpoxyCore
import EpoxySnapshot
import EpoxyTestSupport

/// Random documents with hostile numbers and text, from a fixed seed: every writer must
/// finish, stay deterministic, and keep JSON and SVG parseable.
final class RobustnessTests: XCTestCase {
    private static let numbers: [Double] = [0, -0.0, 1, 0.25, 17.5, -40, 393, 852, 1e-9, 1e9, -1e12, 1e300, .nan, .infinity, -.infinity]
    private static let strings = ["", "a", "日本語🍮", "<&>\"'", "line\nbreak", "\u{0}\u{7}\u{1B}", "x  y", String(repeating: "long ", count: 30)]

    private func number(_ generator: inout SeededGenerator) -> Double {
        if Bool.random(using: &generator) {
            return Self.numbers.randomElement(using: &generator) ?? 0
        }
        return Double.random(in: -100...900, using: &generator)
    }

    private func node(depth: Int, _ generator: inout SeededGenerator) -> SnapshotNode {
        let kinds: [SnapshotNodeKind] = [.view, .group, .cell, .supplementary, .bar, .collection]
        let frame = Rect(x: number(&generator), y: number(&generator), width: number(&generator), height: number(&generator))
        let string = Self.strings.randomElement(using: &generator) ?? ""
        var result = SnapshotNode(
            kind: kinds.randomElement(using: &generator) ?? .view,
            component: Bool.random(using: &generator) ? "" : string,
            dataID: Bool.random(using: &generator) ? nil : string,
            frame: frame,
            contentSummary: Bool.random(using: &generator) ? string : nil,
            attributes: Bool.random(using: &generator) ? [:] : ["backgroundColor": string, "cornerRadius": string, string: string]
        )
        if Bool.random(using: &generator) {
            let lines = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                SnapshotTextLine(
                    text: Self.strings.randomElement(using: &generator) ?? "",
                    origin: Point(x: number(&generator), y: number(&generator)),
                    width: number(&generator), baseline: number(&generator)
                )
            }
            result = result.withText(SnapshotText(
                lines: lines, fontSize: number(&generator), weight: string,
                color: Bool.random(using: &generator) ? string : nil,
                alignment: SnapshotTextAlignment.allCases.randomElement(using: &generator) ?? .natural
            ))
        }
        if depth < 4 {
            let children = (0..<Int.random(in: 0...4, using: &generator)).map { _ in node(depth: depth + 1, &generator) }
            result = result.withChildren(children)
        }
        return result
    }

    func testRandomDocumentsNeverBreakAWriter() throws {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<40 {
            let document = SnapshotDocument(
                root: node(depth: 0, &generator),
                size: Size(width: number(&generator), height: Double.random(in: 0...900, using: &generator)),
                safeArea: EdgeInsets(top: number(&generator), left: number(&generator), bottom: number(&generator), right: number(&generator)),
                contentSize: Size(width: number(&generator), height: number(&generator)),
                contentOffset: Point(x: number(&generator), y: number(&generator)),
                warnings: [Self.strings.randomElement(using: &generator) ?? ""]
            )
            let columns = Int.random(in: -5...120, using: &generator)
            let options = SnapshotOptions(columns: columns, summaryLength: Int.random(in: -1...50, using: &generator))
            for format in SnapshotFormat.allCases {
                let output = SnapshotWriter.write(document, format: format, options: options)
                XCTAssertEqual(output, SnapshotWriter.write(document, format: format, options: options))
            }
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(SnapshotWriter.write(document, format: .json).utf8)))
            XCTAssertNoThrow(try SVGElements.parse(SnapshotWriter.write(document, format: .svg)))
            let diff = SnapshotDiff(
                expected: SnapshotWriter.write(document, format: .text),
                actual: SnapshotWriter.write(document, format: .text, options: options)
            )
            XCTAssertEqual(diff.hasChanges, diff.unified() != "")
        }
    }
}
