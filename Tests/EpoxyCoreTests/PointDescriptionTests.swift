import XCTest
@testable import EpoxyCore

final class PointDescriptionTests: XCTestCase {
    func testInRangeValuesKeepTheirSpelling() {
        XCTAssertEqual((12.0).pointDescription, "12")
        XCTAssertEqual((-3.0).pointDescription, "-3")
        XCTAssertEqual((12.345).pointDescription, "12.35")
        XCTAssertEqual((0.5).pointDescription, "0.5")
        XCTAssertEqual(Double(1 << 62).pointDescription, "4611686018427387904")
    }

    /// Whole numbers beyond `Int`'s range trapped in `Int(self)`; they print as doubles now.
    func testWholeNumbersBeyondIntPrintWithoutTrapping() {
        XCTAssertEqual((1e19).pointDescription, "1e+19")
        XCTAssertEqual((-1e20).pointDescription, "-1e+20")
        XCTAssertEqual(Double(sign: .plus, exponent: 63, significand: 1).pointDescription, "9.223372036854776e+18")
        XCTAssertEqual(Double.greatestFiniteMagnitude.pointDescription, String(Double.greatestFiniteMagnitude))
        XCTAssertEqual((-Double.greatestFiniteMagnitude).pointDescription, String(-Double.greatestFiniteMagnitude))
    }

    func testNonFiniteValues() {
        XCTAssertEqual(Double.infinity.pointDescription, "inf")
        XCTAssertEqual((-Double.infinity).pointDescription, "-inf")
        XCTAssertEqual(Double.nan.pointDescription, "nan")
    }
}
