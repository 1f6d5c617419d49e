import XCTest
import EpoxyCore
@testable import EpoxySnapshot

final class JSONWriterTests: XCTestCase {
    private let writer = JSONWriter()

    func testSmallDocumentExactly() {
        let expected = #"""
        {
          "children": [
            {
              "attributes": {
                "backgroundColor": "#abc",
                "cornerRadius": "4"
              },
              "children": [],
              "component": "Label",
              "dataID": "hello",
              "frame": {
                "height": 20,
                "width": 100,
                "x": 10,
                "y": 20.25
              },
              "kind": "view",
              "text": {
                "alignment": "center",
                "color": "#ff000080",
                "fontSize": 17,
                "lines": [
                  {
                    "baseline": 36.25,
                    "text": "Hello & <bye>",
                    "width": 100,
                    "x": 10,
                    "y": 20.25
                  }
                ],
                "string": "Hello & <bye>",
                "weight": "bold"
              }
            }
          ],
          "component": "Window",
          "dataID": null,
          "frame": {
            "height": 60,
            "width": 120,
            "x": 0,
            "y": 0
          },
          "kind": "window",
          "safeArea": {
            "bottom": 5,
            "left": 0,
            "right": 0,
            "top": 10
          },
          "warnings": [
            "text truncated"
          ]
        }
        """#
        XCTAssertEqual(writer.write(SnapshotFixtures.small), expected + "\n")
    }

    func testEmptyDocumentExactly() {
        let expected = #"""
        {
          "children": [],
          "component": "Window",
          "dataID": null,
          "frame": {
            "height": 852,
            "width": 393,
            "x": 0,
            "y": 0
          },
          "kind": "window",
          "safeArea": {
            "bottom": 0,
            "left": 0,
            "right": 0,
            "top": 0
          },
          "warnings": []
        }
        """#
        XCTAssertEqual(writer.write(.emptyWindow(size: Size(width: 393, height: 852))), expected + "\n")
    }

    func testRoundTripsThroughJSONSerialization() throws {
        let root = try parse(SnapshotFixtures.column)
        XCTAssertEqual(root["kind"] as? String, "window")
        XCTAssertTrue(root["dataID"] is NSNull)
        XCTAssertEqual(root["safeArea"] as? [String: Double], ["top": 59, "left": 0, "bottom": 34, "right": 0])
        XCTAssertEqual((root["warnings"] as? [Any])?.count, 0)
        XCTAssertNil(root["contentSize"])
        let column = try XCTUnwrap((root["children"] as? [[String: Any]])?.first)
        XCTAssertEqual(column["kind"] as? String, "group")
        XCTAssertEqual(column["component"] as? String, "VGroup")
        XCTAssertEqual(column["dataID"] as? String, "column")
        XCTAssertEqual(column["frame"] as? [String: Double], ["x": 16, "y": 59, "width": 361, "height": 124.75])
        let items = try XCTUnwrap(column["children"] as? [[String: Any]])
        XCTAssertEqual(items.compactMap { $0["dataID"] as? String }, ["title", "avatar", "body"])
        XCTAssertEqual(items[1]["attributes"] as? [String: String], ["cornerRadius": "24", "backgroundColor": "systemGray5"])
        XCTAssertEqual(items[1]["content"] as? String, "avatar.png")
        let text = try XCTUnwrap(items[2]["text"] as? [String: Any])
        XCTAssertEqual(text["string"] as? String, "Two lines of body text that\nwrap onto a second line.")
        XCTAssertEqual(text["color"] as? String, "secondaryLabel")
        XCTAssertEqual(text["fontSize"] as? Double, 17)
        let lines = try XCTUnwrap(text["lines"] as? [[String: Any]])
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines[1]["baseline"] as? Double, 179.75)
        XCTAssertEqual(lines[1]["width"] as? Double, 180.7)
    }

    func testCollectionCarriesScrollStateAndWarnings() throws {
        let root = try parse(SnapshotFixtures.collection)
        XCTAssertEqual(root["contentSize"] as? [String: Double], ["width": 200, "height": 400])
        XCTAssertEqual(root["contentOffset"] as? [String: Double], ["x": 0, "y": 100])
        let visible = try XCTUnwrap(root["visible"] as? [String: Any])
        XCTAssertEqual(visible["dataIDs"] as? [String], ["header", "item-1", "item-2", "item-3"])
        XCTAssertEqual(visible["rect"] as? [String: Double], ["x": 0, "y": 100, "width": 200, "height": 120])
        XCTAssertEqual(root["warnings"] as? [String], [#"dataID "item-9" appears twice in section "inbox""#])
    }

    func testNonFiniteNumbersAreWrittenAsStrings() throws {
        let root = try parse(SnapshotFixtures.invalidFrames)
        let frames = try XCTUnwrap((root["children"] as? [[String: Any]])?.compactMap { $0["frame"] as? [String: Any] })
        XCTAssertEqual(frames[0]["x"] as? String, "nan")
        XCTAssertEqual(frames[1]["y"] as? String, "inf")
        XCTAssertEqual(frames[1]["width"] as? String, "-inf")
        XCTAssertEqual(frames[2]["width"] as? Double, -10)
        XCTAssertEqual(frames[3]["x"] as? Double, -1e300)
    }

    func testStringsAreEscapedAndRoundTrip() throws {
        let awkward = "quote \" backslash \\ tab \t bell \u{07} nul \u{00} é 日本 🍮"
        let document = SnapshotDocument.emptyWindow(size: Size(width: 1, height: 1)).appendingWarning(awkward)
        let json = writer.write(document)
        XCTAssertTrue(json.contains(#""quote \" backslash \\ tab \t bell \u0007 nul \u0000 é 日本 🍮""#))
        let root = try parse(document)
        XCTAssertEqual(root["warnings"] as? [String], [awkward])
    }

    func testKeysAreSortedAndOutputIsStable() {
        let node = SnapshotNode(kind: .view, frame: .zero, attributes: ["zeta": "1", "alpha": "2", "Mid": "3"])
        let document = SnapshotDocument(root: node, size: Size(width: 1, height: 1))
        let json = writer.write(document)
        let alpha = json.range(of: "\"alpha\"")?.lowerBound
        let mid = json.range(of: "\"Mid\"")?.lowerBound
        let zeta = json.range(of: "\"zeta\"")?.lowerBound
        XCTAssertNotNil(alpha)
        XCTAssertLessThan(try XCTUnwrap(mid), try XCTUnwrap(alpha))
        XCTAssertLessThan(try XCTUnwrap(alpha), try XCTUnwrap(zeta))
        XCTAssertEqual(json, JSONWriter().write(document))
    }

    private func parse(_ document: SnapshotDocument) throws -> [String: Any] {
        let data = Data(writer.write(document).utf8)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}
