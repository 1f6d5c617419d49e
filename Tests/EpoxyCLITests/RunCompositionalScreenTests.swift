import Foundation
import XCTest

/// `epoxy run` on the compositional home screen (examples/compositional/home.lua): a sideways
/// scroll of a carousel with `-e 'scroll{ section = … }'` shows in every format, the carousel's
/// cells inside its clipped `OrthogonalSection` node.
final class RunCompositionalScreenTests: XCTestCase {
    private var example: String {
        EpoxyProcess.repositoryRoot.appendingPathComponent("examples/compositional/home.lua").path
    }

    private let scroll = "scroll{ section = \"listings\", x = 200 }"

    func testTextShowsTheCarouselWithItsBehaviourAndVisibleCards() throws {
        let output = try EpoxyProcess.run(["run", example, "--format", "text", "-e", scroll])
        XCTAssertEqual(output.status, 0, output.standardError)
        let carousels = output.standardOutput.components(separatedBy: "\n").filter { $0.contains("OrthogonalSection #listings") }
        // Printed after the script, then after the scroll: cards 1–2, then 1–3 (card 2 at the leading inset).
        XCTAssertEqual(carousels.count, 2, output.standardOutput)
        XCTAssertTrue(carousels[0].contains("behavior=groupPaging, offset=0, visible=items 1–2 of 5"), carousels[0])
        XCTAssertTrue(carousels[1].contains("visible=items 1–3 of 5"), carousels[1])
        XCTAssertTrue(output.standardOutput.contains("Cell #listing2 (16, "), output.standardOutput)
    }

    func testASCIIClipsTheCardsToTheCarousel() throws {
        let output = try EpoxyProcess.run(["run", example, "--format", "ascii", "--columns", "40", "-e", scroll])
        XCTAssertEqual(output.status, 0, output.standardError)
        // Printed before and after the scroll; cards reaching past the screen stay inside the grid.
        XCTAssertEqual(output.standardOutput.components(separatedBy: "#listings─").count, 3, output.standardOutput)
        let grid = output.standardOutput.components(separatedBy: "\n").filter { !$0.hasPrefix("visible ") }
        XCTAssertTrue(grid.allSatisfy { $0.count <= 40 }, output.standardOutput)
    }

    func testABadSectionScrollIsAnErrorWithTheLine() throws {
        let output = try EpoxyProcess.run(["run", example, "--format", "none", "-e", "scroll{ section = \"photos\", x = 10 }"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("-e:1: bad argument #1 to 'scroll' (field 'section': Section \"photos\" does not scroll on its own"), output.standardError)
    }
}
