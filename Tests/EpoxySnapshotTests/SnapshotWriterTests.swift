import XCTest
import EpoxyCore
@testable import EpoxySnapshot

final class SnapshotWriterTests: XCTestCase {
    func testEachFormatUsesItsWriter() {
        let document = SnapshotFixtures.small
        let options = SnapshotOptions(columns: 40, summaryLength: 5)
        XCTAssertEqual(SnapshotWriter.write(document, format: .text, options: options), TextTreeWriter(options: options).write(document))
        XCTAssertEqual(SnapshotWriter.write(document, format: .json, options: options), JSONWriter().write(document))
        XCTAssertEqual(SnapshotWriter.write(document, format: .ascii, options: options), ASCIIWireframeWriter(options: options).write(document))
        XCTAssertEqual(SnapshotWriter.write(document, format: .svg, options: options), SVGWriter().write(document))
        XCTAssertTrue(SnapshotWriter.write(document, format: .text, options: options).contains(#""Hello…""#))
    }

    func testEveryFormatIsDeterministicAndEndsWithALineBreak() {
        let documents = [SnapshotFixtures.column, SnapshotFixtures.collection, SnapshotFixtures.invalidFrames, SnapshotFixtures.unicode]
        for document in documents {
            for format in SnapshotFormat.allCases {
                let first = SnapshotWriter.write(document, format: format)
                // A rebuilt document hashes its attribute dictionaries afresh; the output must not care.
                let rebuilt = document.withRoot(document.root.withChildren(document.root.children))
                XCTAssertEqual(first, SnapshotWriter.write(rebuilt, format: format))
                XCTAssertTrue(first.hasSuffix("\n"))
            }
        }
    }

    func testDefaultOptions() {
        XCTAssertEqual(SnapshotOptions.standard.columns, 80)
        XCTAssertEqual(SnapshotOptions.standard.summaryLength, 40)
        XCTAssertEqual(SnapshotOptions(columns: 3).clampedColumns, 8)
        XCTAssertEqual(SnapshotOptions.standard.withColumns(120).withSummaryLength(9), SnapshotOptions(columns: 120, summaryLength: 9))
    }
}
