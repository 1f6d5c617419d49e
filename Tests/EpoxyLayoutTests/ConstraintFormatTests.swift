import XCTest
@testable import EpoxyLayout

/// Constraints written as text parse into the parts of a `LayoutConstraint`.
final class ConstraintFormatTests: XCTestCase {
    func testParsesAnchorsMultipliersConstantsAndPriorities() throws {
        let format = try ConstraintFormat(parsing: "title.leading == icon.trailing + 8 - 2 @750")
        XCTAssertEqual(format.firstItem, "title")
        XCTAssertEqual(format.firstAttribute, .leading)
        XCTAssertEqual(format.relation, .equal)
        XCTAssertEqual(format.secondItem, "icon")
        XCTAssertEqual(format.secondAttribute, .trailing)
        XCTAssertEqual(format.constant, 6)
        XCTAssertEqual(format.priority, .defaultHigh)

        let scaled = try ConstraintFormat(parsing: "a.height <= 0.5 * b.width + 10 @defaultLow")
        XCTAssertEqual(scaled.multiplier, 0.5)
        XCTAssertEqual(scaled.constant, 10)
        XCTAssertEqual(scaled.relation, .lessThanOrEqual)
        XCTAssertEqual(scaled.priority, .defaultLow)

        let trailingMultiplier = try ConstraintFormat(parsing: "a.width>=b.width*2")
        XCTAssertEqual(trailingMultiplier.multiplier, 2)
        XCTAssertEqual(trailingMultiplier.relation, .greaterThanOrEqual)

        let constant = try ConstraintFormat(parsing: "icon.width == 44")
        XCTAssertNil(constant.secondItem)
        XCTAssertEqual(constant.constant, 44)
        XCTAssertEqual(constant.priority, .required)

        XCTAssertEqual(try ConstraintFormat(parsing: "title.margins.top == container.top").firstItem, "title.margins")
    }

    func testRejectsMalformedConstraintsWithAReason() {
        let cases: [(String, String)] = [
            ("a.width = 5", "expected a relation"),
            ("a.wdth == 5", "unknown attribute 'wdth'"),
            ("width == 5", "expected an anchor"),
            ("a.top == 5", "only width and height can equal a constant"),
            ("a.top == b.leading", "different axes"),
            ("a.width == b.top", "different axes"),
            ("a.width == 5 @0", "priorities run 1…1000"),
            ("a.width == 5 @urgent", "unknown priority 'urgent'"),
            ("a.width == b.width +", "a number after '+'"),
            ("a.width == b.width extra", "expected the end"),
        ]
        for (text, reason) in cases {
            XCTAssertThrowsError(try ConstraintFormat(parsing: text), text) { error in
                XCTAssertEqual((error as? ConstraintFormatError)?.text, text)
                XCTAssertTrue((error as? ConstraintFormatError)?.message.contains(reason) ?? false, "\(text): \(error)")
            }
        }
    }
}
