import Foundation
import XCTest

/// `epoxy run` on a collection screen (examples/collection/readme_list.lua): every format shows
/// the collection with its cells and visible range; `-e 'tap("…")'` re-renders after the tap.
final class RunCollectionScreenTests: XCTestCase {
    private var example: String {
        EpoxyProcess.repositoryRoot.appendingPathComponent("examples/collection/readme_list.lua").path
    }

    func testTextShowsTheCellsAndTheVisibleRange() throws {
        let output = try EpoxyProcess.run(["run", example, "--device", "iphone-se", "--format", "text"])
        XCTAssertEqual(output.status, 0, output.standardError)
        let lines = output.standardOutput.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "window 375×667 safe area top 20 left 0 bottom 0 right 0")
        XCTAssertEqual(lines[1], "content 375×1708 offset (0, -20)")
        XCTAssertEqual(lines[2], "visible #counter #row1 #row2 #row3 #row4 #row5 #row6 #row7 in (0, -20, 375×667)")
        XCTAssertEqual(lines[4], "  CollectionView (0, 0, 375×667) [layout=list, visible=items 1–8 of 21 (y 0–647 of 1,708)]")
        XCTAssertEqual(lines[5], "    Cell #counter (0, 20, 375×81.33)")
        XCTAssertTrue(lines[6].hasPrefix("      TextRow #counter (0, 20, 375×81.33) ‹\"Count 0\"›"), lines[6])
        XCTAssertTrue(output.standardOutput.contains("Cell #row8 (0, 670.67, 375×81.33) [prefetched=true]"), output.standardOutput)
    }

    func testJSONHasTheCollectionNodeAndScrollState() throws {
        let output = try EpoxyProcess.run(["run", example, "--device", "iphone-se", "--format", "json"])
        XCTAssertEqual(output.status, 0, output.standardError)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let contentSize = try XCTUnwrap(json["contentSize"] as? [String: Double])
        XCTAssertEqual(contentSize["width"], 375)
        XCTAssertEqual(contentSize["height"] ?? 0, 1708, accuracy: 0.5)
        let offset = try XCTUnwrap(json["contentOffset"] as? [String: Double])
        XCTAssertEqual(offset["y"], -20)
        let collection = try XCTUnwrap(Self.findNode(kind: "collection", in: json))
        let cells = try XCTUnwrap(collection["children"] as? [[String: Any]])
        XCTAssertEqual(cells.first?["kind"] as? String, "cell")
        XCTAssertEqual(cells.first?["dataID"] as? String, "counter")
        XCTAssertEqual(cells.count, 9) // 8 displayed + 1 prefetched within 50 pt below
    }

    func testASCIIDrawsTheVisibleCells() throws {
        let output = try EpoxyProcess.run(["run", example, "--device", "iphone-se", "--format", "ascii"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(output.standardOutput.contains("#counter"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("Count 0"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("#row7"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.hasSuffix("\nvisible items 1–8 of 21 (y 0–647 of 1,708)\n"), output.standardOutput)
    }

    func testTapReRendersTheCounter() throws {
        let output = try EpoxyProcess.run(["run", example, "--device", "iphone-se", "-e", "tap('counter')", "-e", "tap('counter')"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(output.standardOutput.contains("‹\"Count 0\"›"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("‹\"Count 2\"›"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("Cell #counter (0, 20, 375×81.33) [state=selected]"), output.standardOutput)
    }

    func testTapOnAnUnknownDataIDSuggestsTheClosestAndExitsOne() throws {
        let output = try EpoxyProcess.run(["run", example, "-e", "tap('countr')"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("-e:1: bad argument #1 to 'tap' (no item with dataID 'countr'; did you mean 'counter'? (dataIDs: "), output.standardError)
    }

    private static func findNode(kind: String, in node: [String: Any]) -> [String: Any]? {
        if node["kind"] as? String == kind { return node }
        for child in node["children"] as? [[String: Any]] ?? [] {
            if let found = findNode(kind: kind, in: child) { return found }
        }
        return nil
    }
}
