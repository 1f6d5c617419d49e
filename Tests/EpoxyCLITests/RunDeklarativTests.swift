import Foundation
import XCTest

/// `epoxy run` on a DeklarativTVC table (examples/deklarativ/animations.lua): the script's
/// table is shown like a screen, and taps from `-e` run its commands and update it.
final class RunDeklarativTests: XCTestCase {
    private var example: String {
        EpoxyProcess.repositoryRoot.appendingPathComponent("examples/deklarativ/animations.lua").path
    }

    func testTheReturnedTableIsShownWithItsRows() throws {
        let output = try EpoxyProcess.run(["run", example, "--device", "iphone-se", "--format", "text"])
        XCTAssertEqual(output.status, 0, output.standardError)
        let lines = output.standardOutput.components(separatedBy: "\n")
        // The seven paragraph rows size themselves (16 + 20⅔ + 16 = 52⅔ instead of a fixed 44):
        // 579.5 + 7 × 8⅔ = 640⅙, printed to the half point.
        XCTAssertEqual(lines[1], "content 375×640 offset (0, -20)")
        XCTAssertEqual(lines[4], "  CollectionView (0, 0, 375×667) [layout=TableLayout, visible=items 1–9 of 9 (y 0–640 of 640)]")
        XCTAssertEqual(lines[5], "    Cell #select (0, 20, 375×81.5)")
    }

    func testTapsFromTheCommandLineRunCommands() throws {
        let output = try EpoxyProcess.run([
            "run", example, "--device", "iphone-se", "-e", #"tap("select"); tap("apply")"#,
        ])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(output.standardOutput.contains(#"Label #subtitle (24, 64.5, 327×20.5) "Fade""#), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains(#""Header 4""#), output.standardOutput)
    }

    func testAFailingTapIsAnErrorWithStatus1() throws {
        let output = try EpoxyProcess.run(["run", example, "-e", #"tap{ section = 9, row = 1 }"#])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("no section 9 (the table has 4 sections)"), output.standardError)
    }
}
