import XCTest
@testable import EpoxyComponents

final class ColorTests: XCTestCase {
    func testSystemNamesParseCaseInsensitively() {
        XCTAssertEqual(Color(name: "label"), .label)
        XCTAssertEqual(Color(name: "SecondaryLabel"), .secondaryLabel)
        XCTAssertEqual(Color(name: " systemBlue "), .systemBlue)
        XCTAssertEqual(Color.systemBlue.description, "systemBlue")
        XCTAssertEqual(Color.systemBlue.hexString, "#007AFF")
        XCTAssertEqual(Color.separator.hexString, "#3C3C434A")
        XCTAssertEqual(Color.clear.alpha, 0)
    }

    func testHexStrings() {
        XCTAssertEqual(Color(name: "#FF8000"), Color(red: 255, green: 128, blue: 0))
        XCTAssertEqual(Color(hex: "ff800080"), Color(red: 255, green: 128, blue: 0, alpha: 128))
        XCTAssertEqual(Color(hex: "#0a3"), Color(red: 0, green: 0xAA, blue: 0x33))
        XCTAssertEqual(Color(hex: "#ff8000")?.description, "#FF8000")
        XCTAssertEqual(Color(hex: "#FF800080")?.description, "#FF800080")
        XCTAssertEqual(Color(hex: "#00000000")?.opacity, 0)
    }

    func testBadColorsDoNotParse() {
        for bad in ["", "#", "#12", "#12345", "#1234567", "#GG0000", "blurple", "#FF0000FF00", "0x112233", "#+12345"] {
            XCTAssertNil(Color(name: bad), bad)
        }
    }

    func testUnitComponentsClamp() {
        XCTAssertEqual(Color(normalizedRed: 2, green: -1, blue: .nan, alpha: 0.5), Color(red: 255, green: 0, blue: 0, alpha: 128))
        XCTAssertEqual(Color(normalizedRed: .infinity, green: 0.5, blue: 1), Color(red: 255, green: 128, blue: 255))
    }

    func testEverySystemColorParsesBackByName() {
        for color in Color.allSystemColors {
            XCTAssertEqual(Color(name: color.description), color)
        }
        XCTAssertEqual(Color.allSystemColors.count, 35)
    }
}
