import EpoxyCore
import XCTest
@testable import EpoxyLua

/// "did you mean …" hints: close typos are suggested, unrelated names are not.
final class ModelsNameSuggestionTests: XCTestCase {
    func testSuggestsTheClosestNameForTyposAndTranspositions() {
        XCTAssertEqual(ClosestName.suggestion(for: "headlin", among: ["body", "headline", "footnote"]), "headline")
        XCTAssertEqual(ClosestName.suggestion(for: "widht", among: ["width", "height"]), "width")
        XCTAssertEqual(ClosestName.suggestion(for: "Center", among: ["fill", "center"]), "center")
    }

    func testSuggestsNothingForUnrelatedNames() {
        XCTAssertNil(ClosestName.suggestion(for: "banana", among: ["fill", "top", "bottom", "center"]))
        XCTAssertNil(ClosestName.suggestion(for: "x", among: []))
    }

    func testUnknownMessageListsTheValidNames() {
        XCTAssertEqual(ClosestName.unknown("alignment", "topp", valid: ["fill", "top"]),
                       "unknown alignment 'topp'; did you mean 'top'? (valid: fill, top)")
        XCTAssertEqual(ClosestName.unknown("device", "pixel", valid: ["ipad"]), "unknown device 'pixel' (valid: ipad)")
    }
}
