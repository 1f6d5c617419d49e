import CFreeType
import Budget
import EpoxyCore
import Foundation
import XCTest
@testable import EpoxyLayout

/// Measurements with the real Inter files of `fonts-inter` (4.0).
final class TextFreeTypeMeasurerTests: XCTestCase {
    private let fontDirectory = FontDirectory.defaultPath

    private func makeMeasurer() throws -> FreeTypeTextMeasurer {
        guard FileManager.default.fileExists(atPath: fontDirectory) else {
            throw XCTSkip("fonts-inter is not installed at \(fontDirectory)")
        }
        return try FreeTypeTextMeasurer(fontDirectory: fontDirectory, environment: [:])
    }

    /// The width of `text` computed independently of the measurer: FreeType scales the face
    /// to `size` and reports each glyph's linear (unhinted, unrounded) advance in 16.16.
    private func independentWidth(_ text: String, file: String, size: Double) throws -> Double {
        var library: FT_Library?
        XCTAssertEqual(FT_Init_FreeType(&library), 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        XCTAssertEqual(FT_New_Face(library, fontDirectory + "/" + file, 0, &face), 0)
        guard let face else { throw XCTSkip("cannot open \(file)") }
        defer { FT_Done_Face(face) }
        XCTAssertEqual(FT_Set_Char_Size(face, 0, FT_F26Dot6(size * 64), 72, 72), 0)
        var total = 0.0
        for scalar in text.unicodeScalars {
            let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            XCTAssertEqual(FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_HINTING)), 0)
            total += Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536
        }
        return total
    }

    /// A text broken into a line per character holds memory as fast as it breaks: the line
    /// breaker checks what its lines hold against the memory the run's limit leaves, stops the
    /// budget with the limit's error there, and the cut-short layout is not cached.
    func testBreakingPastTheMemoryHeadroomStopsTheBudgetAndCachesNothing() throws {
        let measurer = try makeMeasurer()
        let text = String(repeating: "x", count: 100_000)
        let whole = measurer.measure(text, font: .systemFont(ofSize: 17), width: 4)
        XCTAssertEqual(whole.lineCount, 100_000)
        measurer.resetCache()
        let budget = WorkBudget(seconds: nil)
        let exceeded = WorkBudgetExceeded(reason: .memory, message: "memory limit of 1 MiB exceeded")
        budget.setMemoryHeadroom(1 << 20, exceeded: exceeded)
        let cut = WorkBudget.withCurrent(budget) { measurer.measure(text, font: .systemFont(ofSize: 17), width: 4) }
        XCTAssertLessThan(cut.lineCount, 100_000)
        XCTAssertThrowsError(try budget.check()) { error in XCTAssertEqual(error as? WorkBudgetExceeded, exceeded) }
        XCTAssertEqual(measurer.cacheStatistics.layoutMisses, 1)
        XCTAssertEqual(measurer.measure(text, font: .systemFont(ofSize: 17), width: 4).lineCount, 100_000, "measured again, whole")
    }

    func testHelloAtBodySizeHasInterWidth() throws {
        let measurer = try makeMeasurer()
        let layout = measurer.measure("Hello", font: Font(size: 17))
        // Inter 4.0 Regular: H, e, l, l, o advance 6740 of 2816 units per em.
        XCTAssertEqual(layout.lines[0].width, 6740.0 * 17 / 2816, accuracy: 1e-9)
        XCTAssertGreaterThan(layout.lines[0].width, 35)
        XCTAssertLessThan(layout.lines[0].width, 45)
        XCTAssertEqual(layout.lines[0].width, try independentWidth("Hello", file: "Inter-Regular.otf", size: 17),
                       accuracy: 0.001)
        XCTAssertEqual(layout.size.width, 123.0 / 3.0)  // 40.689 rounded up to a third of a point
    }

    func testSentenceMatchesIndependentFreeTypeWidthPlusGPOSKerning() throws {
        let measurer = try makeMeasurer()
        let text = "The quick brown fox jumps over the lazy dog, 1234567890!"
        // Sums of the GPOS `kern` pair adjustments over the sentence's adjacent glyphs, in font
        // units, from a separate reading of each file's PairPos lookup (Regular: ro −48, ow −52,
        // fo −64, ox −64, ov −56, ve −56, th +32, 78 −40). SemiBold also kerns ", " by −64, which
        // only counts when the word and the space are joined on one line.
        for (font, file, kerning, unitsPerEm) in [
            (Font(size: 13), "Inter-Regular.otf", -348.0, 2816.0),
            (Font(size: 15, weight: .semibold), "Inter-SemiBold.otf", -401.0, 2816.0),
            (Font(size: 28, weight: .bold), "InterDisplay-Bold.otf", -323.0, 2048.0),
        ] {
            let width = measurer.measure(text, font: font).lines[0].width
            let expected = try independentWidth(text, file: file, size: font.size) + kerning * font.size / unitsPerEm
            XCTAssertEqual(width, expected, accuracy: 0.01, "\(font)")
        }
    }

    func testLineHeightFromHheaMetrics() throws {
        let measurer = try makeMeasurer()
        let metrics = measurer.metrics(for: Font(size: 17))
        XCTAssertEqual(metrics.ascender, 2728.0 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(metrics.descender, -680.0 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(metrics.leading, 0)
        XCTAssertEqual(metrics.lineHeight, 3408.0 * 17 / 2816, accuracy: 1e-9)  // 20.574; SF Pro: 20.29
        XCTAssertGreaterThan(metrics.capHeight, 0)
        XCTAssertLessThan(metrics.xHeight, metrics.capHeight)

        let layout = measurer.measure("Hello\nworld", font: Font(size: 17))
        XCTAssertEqual(layout.size.height, 124.0 / 3.0)  // 2 × 20.574 = 41.148, up to 41.333
        XCTAssertEqual(layout.firstBaseline, metrics.ascender, accuracy: 1e-9)
        XCTAssertEqual(layout.lastBaseline, metrics.ascender + metrics.lineHeight, accuracy: 1e-9)
    }

    func testWidthGrowsWithSize() throws {
        let measurer = try makeMeasurer()
        let widths = [11.0, 13, 17, 19, 22, 34, 60].map { measurer.measure("Hello, world", font: Font(size: $0)).lines[0].width }
        XCTAssertEqual(widths, widths.sorted())
        XCTAssertEqual(Set(widths).count, widths.count)
    }

    func testHeavierWeightsAreWider() throws {
        let measurer = try makeMeasurer()
        let widths = FontWeight.allCases.map { measurer.measure("Hello", font: Font(size: 17, weight: $0)).lines[0].width }
        XCTAssertEqual(widths, widths.sorted())
        XCTAssertEqual(widths[FontWeight.bold.numericWeight / 100 - 1], 7044.0 * 17 / 2816, accuracy: 1e-9)
        XCTAssertGreaterThan(widths[6], widths[3])
    }

    func testDisplayCutFromTwentyPoints() throws {
        let measurer = try makeMeasurer()
        XCTAssertTrue(measurer.fontFilePath(for: Font(size: 19.5)).hasSuffix("/Inter-Regular.otf"))
        XCTAssertTrue(measurer.fontFilePath(for: Font(size: 20)).hasSuffix("/InterDisplay-Regular.otf"))
        XCTAssertTrue(measurer.fontFilePath(for: Font(size: 34, weight: .heavy)).hasSuffix("/InterDisplay-ExtraBold.otf"))
        // InterDisplay Regular: "Hello" advances 4352 of 2048 units per em (Inter's text cut: 6740/2816).
        XCTAssertEqual(measurer.measure("Hello", font: Font(size: 20)).lines[0].width, 4352.0 * 20 / 2048, accuracy: 1e-9)
        XCTAssertEqual(measurer.measure("Hello", font: Font(size: 19)).lines[0].width, 6740.0 * 19 / 2816, accuracy: 1e-9)
    }

    func testWrapsWithRealWidths() throws {
        let measurer = try makeMeasurer()
        let font = Font.preferredFont(forTextStyle: .body)
        let text = "Epoxy measures text with FreeType and Inter, wrapping words to fit."
        let single = measurer.measure(text, font: font)
        let wrapped = measurer.measure(text, font: font, width: 200)
        XCTAssertEqual(single.lineCount, 1)
        XCTAssertGreaterThan(wrapped.lineCount, 1)
        XCTAssertLessThanOrEqual(wrapped.size.width, 200)
        XCTAssertTrue(wrapped.lines.allSatisfy { $0.width <= 200 })
        XCTAssertEqual(wrapped.lines.map(\.text).joined(separator: " "), text)
        for line in wrapped.lines {
            // Joining separately measured words and spaces gives the width of the whole line.
            XCTAssertEqual(line.width, measurer.measure(line.text, font: font).lines[0].width, accuracy: 1e-9, line.text)
        }
        let brokenWord = measurer.measure("AVAVAVAVAVAVAVAVAVAVAVAVAVAVAV", font: font, width: 100)
        XCTAssertGreaterThan(brokenWord.lineCount, 1)
        for line in brokenWord.lines {
            XCTAssertLessThanOrEqual(line.width, 100)
            XCTAssertEqual(line.width, measurer.measure(line.text, font: font).lines[0].width, accuracy: 1e-9, line.text)
        }
        let truncated = measurer.measure(text, font: font, width: 200, numberOfLines: 1)
        XCTAssertEqual(truncated.lineCount, 1)
        XCTAssertTrue(truncated.lines[0].text.hasSuffix("…"))
        XCTAssertLessThanOrEqual(truncated.lines[0].width, 200)
    }

    func testMissingGlyphsTakeTheNotdefAdvance() throws {
        let measurer = try makeMeasurer()
        let font = Font(size: 17)
        // Inter has no CJK, Hangul or emoji: each takes .notdef's 2800-unit advance.
        for missing in ["\u{4E00}", "\u{AC00}", "\u{1F600}"] {
            XCTAssertEqual(measurer.measure(missing, font: font).lines[0].width, 2800.0 * 17 / 2816, accuracy: 1e-9)
        }
        // A combining accent adds no advance; a tab advances like a space.
        XCTAssertEqual(measurer.measure("e\u{301}", font: font).lines[0].width,
                       measurer.measure("e", font: font).lines[0].width)
        XCTAssertEqual(measurer.measure("a\tb", font: font).lines[0].width,
                       measurer.measure("a b", font: font).lines[0].width)
        XCTAssertGreaterThan(measurer.measure("héllo wörld ñ", font: font).lines[0].width, 0)
    }

    func testCachesCountHitsAndMisses() throws {
        let measurer = try makeMeasurer()
        _ = measurer.measure("Hello world", font: Font(size: 17), width: 300)
        _ = measurer.measure("Hello world", font: Font(size: 17), width: 300)
        XCTAssertEqual(measurer.cacheStatistics.layoutHits, 1)
        XCTAssertEqual(measurer.cacheStatistics.layoutMisses, 1)
        measurer.resetCache()
        XCTAssertEqual(measurer.cacheStatistics, TextMeasurementCacheStatistics())
    }

    func testMissingFontDirectoryThrowsNamingIt() {
        XCTAssertThrowsError(try FreeTypeTextMeasurer(fontDirectory: "/nonexistent/fonts", environment: [:])) { error in
            XCTAssertEqual(error as? TextMeasurementError, .fontDirectoryNotFound(path: "/nonexistent/fonts"))
            XCTAssertTrue("\(error)".contains("/nonexistent/fonts"))
        }
    }

    func testEnvironmentOverridesTheDefaultAndTheParameterOverridesBoth() {
        let environment = ["EPOXY_FONT_PATH": "/nonexistent/from-env"]
        XCTAssertThrowsError(try FreeTypeTextMeasurer(environment: environment)) { error in
            XCTAssertEqual(error as? TextMeasurementError, .fontDirectoryNotFound(path: "/nonexistent/from-env"))
        }
        XCTAssertEqual(FontDirectory.resolve(explicit: "/a", environment: environment), "/a")
        XCTAssertEqual(FontDirectory.resolve(explicit: nil, environment: environment), "/nonexistent/from-env")
        XCTAssertEqual(FontDirectory.resolve(explicit: nil, environment: ["EPOXY_FONT_PATH": ""]), FontDirectory.defaultPath)
    }

    func testMissingAndUnreadableFontFilesThrowNamingThePath() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("epoxy-text-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        XCTAssertThrowsError(try FreeTypeTextMeasurer(fontDirectory: directory)) { error in
            XCTAssertEqual(error as? TextMeasurementError, .fontFileMissing(path: directory + "/Inter-Thin.otf"))
        }
        let garbage = directory + "/Inter-Thin.otf"
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: garbage))
        XCTAssertThrowsError(try FreeTypeTextMeasurer(fontDirectory: directory)) { error in
            guard case .fontFileUnreadable(let path, let code)? = error as? TextMeasurementError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(path, garbage)
            XCTAssertNotEqual(code, 0)
        }
    }

    func testFallbackToFixedMetricsOnlyWhenAsked() throws {
        XCTAssertThrowsError(try TextMeasurers.makeDefault(fontDirectory: "/nonexistent")) { error in
            XCTAssertEqual(error as? TextMeasurementError, .fontDirectoryNotFound(path: "/nonexistent"))
        }
        var reported: [TextMeasurementError] = []
        let measurer = try TextMeasurers.makeDefault(
            fontDirectory: "/nonexistent", fallbackToFixedMetrics: true, onFallback: { reported.append($0) }
        )
        XCTAssertTrue(measurer is FixedMetricsTextMeasurer)
        XCTAssertEqual(reported, [.fontDirectoryNotFound(path: "/nonexistent")])
        XCTAssertEqual(measurer.measure("ab", font: Font(size: 10)).size, Size(width: 10, height: 12))
    }

    func testDefaultMeasurerUsesFreeTypeWhenFontsExist() throws {
        _ = try makeMeasurer()
        let measurer = try TextMeasurers.makeDefault(fontDirectory: fontDirectory, fallbackToFixedMetrics: true)
        XCTAssertTrue(measurer is FreeTypeTextMeasurer)
    }
}
