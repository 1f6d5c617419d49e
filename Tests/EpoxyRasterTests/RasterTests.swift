import EpoxyCore
import EpoxyRaster
import EpoxySnapshot
import Foundation
import XCTest

/// librsvg renders SVG to the pixels asked for, PNG bytes round-trip, and comparisons follow
/// swift-snapshot-testing's precision and perceptual precision.
final class RasterTests: XCTestCase {
    private static let twoRects = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
          <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>
          <rect x="10" y="0" width="10" height="10" fill="#0000ff"/>
        </svg>
        """

    func testRendersShapesAtTheScaleAsked() throws {
        let image = try SVGRasterizer.image(svg: Self.twoRects, size: Size(width: 20, height: 10), scale: 2)
        XCTAssertEqual(image.width, 40)
        XCTAssertEqual(image.height, 20)
        // Premultiplied ARGB: opaque red left, opaque blue right, away from the anti-aliased seam.
        XCTAssertEqual(image.pixels[5 * 40 + 5], 0xFFFF_0000)
        XCTAssertEqual(image.pixels[5 * 40 + 35], 0xFF00_00FF)
    }

    func testPNGRoundTripsEveryPixel() throws {
        let image = try SVGRasterizer.image(svg: Self.twoRects, size: Size(width: 20, height: 10), scale: 1)
        let png = try image.png()
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        XCTAssertEqual(try RasterImage(png: png), image)
    }

    func testTextIsDrawnWithRealGlyphs() throws {
        let document = SnapshotDocument(
            root: SnapshotNode(kind: .view, component: "Label", dataID: "t", frame: Rect(x: 0, y: 0, width: 100, height: 30),
                               text: SnapshotText(lines: [SnapshotTextLine(text: "Hi", origin: Point(x: 4, y: 2), width: 30, baseline: 24)],
                                                  fontSize: 24, weight: "bold", color: "#000000")),
            size: Size(width: 100, height: 30), safeArea: .zero)
        let image = try PNGWriter.image(document, scale: 1)
        let dark = image.pixels.filter { ($0 & 0xFF) < 0x40 && ($0 >> 24) == 0xFF }.count
        XCTAssertGreaterThan(dark, 30, "the glyphs of 'Hi' cover pixels")
    }

    func testUnreadableInputsAreErrors() {
        XCTAssertThrowsError(try RasterImage(png: Data("not a png".utf8))) { error in
            XCTAssertEqual(error as? RasterError, RasterError("not a readable PNG file"))
        }
        XCTAssertThrowsError(try SVGRasterizer.image(svg: "<svg", size: Size(width: 10, height: 10))) { error in
            XCTAssertNotNil(error as? RasterError)
        }
        XCTAssertThrowsError(try SVGRasterizer.image(svg: Self.twoRects, size: Size(width: 10, height: 100_000), scale: 2)) { error in
            XCTAssertEqual((error as? RasterError)?.message, "the picture would be 20×200000 pixels; at most 16384 a side")
        }
        XCTAssertThrowsError(try SVGRasterizer.image(svg: Self.twoRects, size: Size(width: 10, height: 10), scale: .nan)) { error in
            XCTAssertEqual((error as? RasterError)?.message, "the scale must be a number in (0, 8], got nan")
        }
    }

    func testComparisonCountsPixelsBeyondThePerceptualPrecision() {
        let expected = RasterImage(width: 2, height: 2, pixels: [0xFF00_0000, 0xFF00_0000, 0xFF00_0000, 0xFF00_0000])
        // One pixel off by 4 in one channel, one off by 100.
        let actual = RasterImage(width: 2, height: 2, pixels: [0xFF04_0000, 0xFF64_0000, 0xFF00_0000, 0xFF00_0000])

        let exact = ImageComparison().compare(expected: expected, actual: actual)
        XCTAssertFalse(exact.matches)
        XCTAssertEqual(exact.differingPixels, 2)
        XCTAssertEqual(exact.message, "2 of 4 pixels differ (50%; at most 0% may)")
        XCTAssertEqual(exact.difference?.pixels[1], 0xFFFF_0000, "differing pixels are red in the difference")

        let perceptual = ImageComparison(perceptualPrecision: 0.98).compare(expected: expected, actual: actual)
        XCTAssertEqual(perceptual.differingPixels, 1, "a delta of 4 is within 2% of 255")
        XCTAssertFalse(perceptual.matches)

        let lenient = ImageComparison(precision: 0.75, perceptualPrecision: 0.98).compare(expected: expected, actual: actual)
        XCTAssertTrue(lenient.matches)
        XCTAssertEqual(lenient.message, "")
    }

    func testDifferentSizesNeverMatch() {
        let small = RasterImage(width: 1, height: 1, pixels: [0])
        let large = RasterImage(width: 2, height: 1, pixels: [0, 0])
        let result = ImageComparison(precision: 0).compare(expected: small, actual: large)
        XCTAssertFalse(result.matches)
        XCTAssertNil(result.difference)
        XCTAssertEqual(result.message, "the picture is 2×1 pixels, the snapshot 1×1")
    }
}
