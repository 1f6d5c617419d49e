import Foundation
import XCTest

/// `epoxy run` on the horizontal photo albums (examples/compositional/albums.lua): every format
/// shows the collection's x offset and visible x range after `scroll{ x = }`, and the favourites
/// section (which scrolls up and down) says so.
final class RunHorizontalCollectionTests: XCTestCase {
    private var example: String {
        EpoxyProcess.repositoryRoot.appendingPathComponent("examples/compositional/albums.lua").path
    }

    private let scroll = "scroll{ x = 400 }; scroll{ section = \"favourites\", y = 300 }"

    func testTextShowsTheOffsetAndTheVisibleRangeAlongX() throws {
        let output = try EpoxyProcess.run(["run", example, "--device", "iphone-15", "--format", "text", "-e", scroll])
        XCTAssertEqual(output.status, 0, output.standardError)
        let text = output.standardOutput
        // Printed after the script, then after the scrolls.
        XCTAssertTrue(text.contains("visible=items 1–8 of 28 (x 0–393 of 2,576)"), text)
        XCTAssertTrue(text.contains("content 2576×759 offset (400, -59)"), text)
        XCTAssertTrue(text.contains("visible=items 7–12 of 28 (x 400–793 of 2,576)"), text)
        XCTAssertTrue(text.contains("OrthogonalSection #favourites (44, 59, 264×759) [behavior=groupPaging, direction=vertical, offset=0, visible=items 1–3 of 6 (y 0–759 of 2,253)]"), text)
        // The pinned title of 2026 rides at the left of the screen.
        XCTAssertTrue(text.contains("Supplementary #y2026Title (0, 75, 44×727)"), text)
    }

    func testJSONSVGAndASCIIShowTheScrolledCollection() throws {
        let json = try EpoxyProcess.run(["run", example, "--device", "iphone-15", "--format", "json", "-e", scroll])
        XCTAssertEqual(json.status, 0, json.standardError)
        XCTAssertTrue(json.standardOutput.contains("\"visible\": \"items 7–12 of 28 (x 400–793 of 2,576)\""), json.standardOutput)
        let svg = try EpoxyProcess.run(["run", example, "--device", "iphone-15", "--format", "svg"])
        XCTAssertEqual(svg.status, 0, svg.standardError)
        XCTAssertTrue(svg.standardOutput.contains("data-id=\"favourites\" data-offset=\"0\" data-direction=\"vertical\""), svg.standardOutput)
        let ascii = try EpoxyProcess.run(["run", example, "--device", "iphone-15", "--format", "ascii", "--columns", "40", "-e", scroll])
        XCTAssertEqual(ascii.status, 0, ascii.standardError)
        XCTAssertTrue(ascii.standardOutput.contains("visible items 7–12 of 28 (x 400–793 of 2,576)"), ascii.standardOutput)
        let grid = ascii.standardOutput.components(separatedBy: "\n").filter { !$0.hasPrefix("visible ") }
        XCTAssertTrue(grid.allSatisfy { $0.count <= 40 }, ascii.standardOutput)
    }

    func testTheREPLReportsTheScrollAlongX() throws {
        let output = try EpoxyProcess.run(["repl", example, "--device", "iphone-15"], input: "scroll{ x = 400 }\n:visible\n")
        XCTAssertEqual(output.status, 0, output.standardError)
        let afterScroll = output.standardOutput.components(separatedBy: "{ x = 400, y = -59 }\n").last ?? ""
        XCTAssertTrue(afterScroll.hasPrefix("window 393×852"), afterScroll)
        XCTAssertTrue(afterScroll.contains("content 2576×759 offset (400, -59)"), afterScroll)
        XCTAssertTrue(afterScroll.contains("visible=items 7–12 of 28 (x 400–793 of 2,576)"), afterScroll)
        XCTAssertTrue(afterScroll.contains("\"y2026photo6\""), afterScroll)
    }

    func testAScrollAcrossAVerticalSectionIsAnErrorWithTheLine() throws {
        let output = try EpoxyProcess.run(["run", example, "--format", "none", "-e", "scroll{ section = \"favourites\", x = 10 }"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("-e:1: bad argument #1 to 'scroll' (field 'x': a section scrolls up and down only (the collection scrolls horizontally)"), output.standardError)
    }
}
