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

    func testInterHasNoKernTable() throws {
        let path = FontDirectory.defaultPath + "/Inter-Regular.otf"
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("fonts-inter is not installed")
        }
        let face = try FreeTypeFace(path: path, library: FreeTypeLibrary())
        XCTAssertFalse(face.hasKerning)
        XCTAssertEqual(face.width(of: "AV", size: 20), face.width(of: "A", size: 20) + face.width(of: "V", size: 20))
    }
}
