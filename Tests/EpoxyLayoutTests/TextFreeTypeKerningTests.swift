import Foundation
import XCTest
@testable import EpoxyLayout

/// Pair kerning through FreeType's `kern` table, which Inter lacks (its kerning is GPOS-only),
/// checked on DejaVu Sans (fonts-dejavu-core), which has one.
final class TextFreeTypeKerningTests: XCTestCase {
    private let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    func testKernTableAdjustsPairs() throws {
        guard FileManager.default.fileExists(atPath: dejaVuPath) else {
            throw XCTSkip("fonts-dejavu-core is not installed")
        }
        let face = try FreeTypeFace(path: dejaVuPath, library: FreeTypeLibrary())
        XCTAssertTrue(face.hasKerning)
        XCTAssertEqual(face.unitsPerEm, 2048)
        let separate = face.width(of: "A", size: 20) + face.width(of: "V", size: 20)
        // DejaVu Sans kerns A–V by −131 of 2048 units per em.
        XCTAssertEqual(face.width(of: "AV", size: 20), separate - 131.0 * 20 / 2048, accuracy: 1e-9)
        XCTAssertEqual(face.width(of: "A V", size: 20),
                       separate + face.width(of: " ", size: 20), accuracy: 1e-9)
    }

    func testInterKernsThroughGPOS() throws {
        let directory = FontDirectory.defaultPath
        guard FileManager.default.fileExists(atPath: directory + "/Inter-Regular.otf") else {
            throw XCTSkip("fonts-inter is not installed")
        }
        let library = try FreeTypeLibrary()
        let regular = try FreeTypeFace(path: directory + "/Inter-Regular.otf", library: library)
        XCTAssertFalse(regular.hasKerning)
        XCTAssertTrue(regular.hasGPOSKerning)
        // Pair adjustments of Inter 4.0's GPOS `kern` lookup, in font units.
        for (pair, units) in [("AV", -192.0), ("VA", -176), ("To", -224), ("LT", -272), ("Wa", -144), ("He", 0)] {
            let scalars = Array(pair.unicodeScalars)
            let separate = regular.width(of: Substring(String(scalars[0])), size: 20)
                + regular.width(of: Substring(String(scalars[1])), size: 20)
            XCTAssertEqual(regular.width(of: Substring(pair), size: 20), separate + units * 20 / 2816, accuracy: 1e-9, pair)
            XCTAssertEqual(regular.kerning(between: scalars[0], and: scalars[1], size: 20), units * 20 / 2816,
                           accuracy: 1e-9, pair)
        }
        let displayBold = try FreeTypeFace(path: directory + "/InterDisplay-Bold.otf", library: library)
        XCTAssertEqual(displayBold.kerning(between: "A", and: "V", size: 34), -182.0 * 34 / 2048, accuracy: 1e-9)
    }

    func testCorruptGPOSBytesGiveNoKerningInsteadOfCrashing() {
        XCTAssertNil(GPOSPairKerning(bytes: []))
        XCTAssertNil(GPOSPairKerning(bytes: [0, 1, 0, 0, 0, 10, 0, 200, 0xFF]))
        XCTAssertNil(GPOSPairKerning(bytes: [UInt8](repeating: 0xFF, count: 64)))
    }

    func testLineBreakerAddsKerningWhereWordsJoin() throws {
        let directory = FontDirectory.defaultPath
        guard FileManager.default.fileExists(atPath: directory + "/Inter-SemiBold.otf") else {
            throw XCTSkip("fonts-inter is not installed")
        }
        let measurer = try FreeTypeTextMeasurer(fontDirectory: directory, environment: [:])
        let face = try FreeTypeFace(path: directory + "/Inter-SemiBold.otf", library: FreeTypeLibrary())
        let size = 15.0
        // "dog,", " " and "cat" are measured as separate runs; ", " kerns by −64 units where they join.
        XCTAssertEqual(face.kerning(between: ",", and: " ", size: size), -64.0 * size / 2816, accuracy: 1e-9)
        let expected = face.width(of: "dog,", size: size) + face.width(of: " ", size: size)
            + face.width(of: "cat", size: size)
            + face.kerning(between: ",", and: " ", size: size) + face.kerning(between: " ", and: "c", size: size)
        let measured = measurer.measure("dog, cat", font: Font(size: size, weight: .semibold)).lines[0].width
        XCTAssertEqual(measured, expected, accuracy: 1e-9)
        XCTAssertEqual(measured, face.width(of: "dog, cat", size: size), accuracy: 1e-9)
    }
}
