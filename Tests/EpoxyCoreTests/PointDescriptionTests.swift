import EpoxyCore
import XCTest

/// `Double.pointDescription`, the one number format of every writer and message.
final class PointDescriptionTests: XCTestCase {
    func testRoundsToHundredthsAndTrimsTrailingZeros() {
        XCTAssertEqual((1.0 / 3).pointDescription, "0.33")
        XCTAssertEqual((2.0 / 3).pointDescription, "0.67")
        XCTAssertEqual((24 + 1.0 / 3).pointDescription, "24.33")
        XCTAssertEqual((0.1 + 0.2).pointDescription, "0.3")
        XCTAssertEqual(12.5.pointDescription, "12.5")
        XCTAssertEqual(0.05.pointDescription, "0.05")
        XCTAssertEqual(20.005.pointDescription, "20.01")
        XCTAssertEqual(393.0.pointDescription, "393")
        XCTAssertEqual((-2.5).pointDescription, "-2.5")
        XCTAssertEqual((-1.0 / 3).pointDescription, "-0.33")
    }

    func testNegativeZeroAndTinyValuesPrintAsZero() {
        XCTAssertEqual((-0.0).pointDescription, "0")
        XCTAssertEqual((-0.004).pointDescription, "0")
        XCTAssertEqual(0.004.pointDescription, "0")
    }

    func testNonFiniteAndHugeValuesNeverTrap() {
        XCTAssertEqual(Double.nan.pointDescription, "nan")
        XCTAssertEqual(Double.infinity.pointDescription, "inf")
        XCTAssertEqual((-Double.infinity).pointDescription, "-inf")
        XCTAssertEqual(1e18.pointDescription, "1000000000000000000")
        XCTAssertEqual((-1e18).pointDescription, "-1000000000000000000")
        XCTAssertEqual(1e300.pointDescription, "1e+300")
        XCTAssertEqual(Double.greatestFiniteMagnitude.pointDescription, String(Double.greatestFiniteMagnitude))
    }

    func testPrintedValueIsWithinHalfAHundredthOfTheValue() {
        // What makes a printed frame pass `assert.frame` (tolerance 0.01).
        for numerator in -3000...3000 {
            let value = Double(numerator) / 3
            let printed = Double(value.pointDescription)!
            XCTAssertLessThanOrEqual(abs(printed - value), 0.005 + 1e-9, "\(value)")
        }
    }
}
