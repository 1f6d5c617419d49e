import EpoxyCore
import XCTest
@testable import EpoxyLayout

/// Line breaking with `FixedMetricsTextMeasurer`: at 10 pt every character is 5 pt wide,
/// lines are 12 pt apart and the baseline is 8 pt below a line's top.
final class TextLineBreakingTests: XCTestCase {
    private let font = Font(size: 10)
    private var measurer = FixedMetricsTextMeasurer()

    override func setUp() {
        measurer = FixedMetricsTextMeasurer()
    }

    private func lines(_ layout: TextLayout) -> [String] {
        layout.lines.map(\.text)
    }

    func testSingleLineUnlimited() {
        let layout = measurer.measure("Hello", font: font)
        XCTAssertEqual(layout.size, Size(width: 25, height: 12))
        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertEqual(layout.lines, [TextLine(text: "Hello", width: 25, baseline: 8)])
        XCTAssertEqual(layout.firstBaseline, 8)
        XCTAssertEqual(layout.lastBaseline, 8)
        XCTAssertEqual(layout.ascender, 8)
        XCTAssertEqual(layout.descender, -4)
        XCTAssertEqual(layout.lineHeight, 12)
        XCTAssertFalse(layout.isTruncated)
    }

    func testWrapsAtSpaces() {
        let layout = measurer.measure("Hello world", font: font, width: 40)
        XCTAssertEqual(lines(layout), ["Hello", "world"])
        XCTAssertEqual(layout.size, Size(width: 25, height: 24))
        XCTAssertEqual(layout.lines.map(\.baseline), [8, 20])
        XCTAssertEqual(layout.lastBaseline, 20)
    }

    func testExactFitStaysOnOneLine() {
        let layout = measurer.measure("Hello world", font: font, width: 55)
        XCTAssertEqual(lines(layout), ["Hello world"])
        XCTAssertEqual(layout.size, Size(width: 55, height: 12))
    }

    func testTrailingSpacesHangAndDoNotCount() {
        XCTAssertEqual(measurer.measure("Hello   ", font: font).size, Size(width: 25, height: 12))
        let layout = measurer.measure("Hello world", font: font, width: 30)
        XCTAssertEqual(lines(layout), ["Hello", "world"])
        XCTAssertEqual(layout.lines.map(\.width), [25, 25])
    }

    func testLeadingSpacesCount() {
        let layout = measurer.measure("  Hi", font: font)
        XCTAssertEqual(layout.lines, [TextLine(text: "  Hi", width: 20, baseline: 8)])
    }

    func testLongWordBreaksBetweenCharacters() {
        let layout = measurer.measure("abcdefghij", font: font, width: 22)
        XCTAssertEqual(lines(layout), ["abcd", "efgh", "ij"])
        XCTAssertEqual(layout.lines.map(\.width), [20, 20, 10])
        XCTAssertEqual(layout.size, Size(width: 20, height: 36))
    }

    func testLongWordAfterAWordStartsANewLine() {
        let layout = measurer.measure("ab abcdefghij cd", font: font, width: 22)
        XCTAssertEqual(lines(layout), ["ab", "abcd", "efgh", "ij", "cd"])
    }

    func testRemainderOfALongWordSharesItsLineWithTheNextWord() {
        let layout = measurer.measure("abcdef g", font: font, width: 22)
        XCTAssertEqual(lines(layout), ["abcd", "ef g"])
        XCTAssertEqual(layout.lines.map(\.width), [20, 20])
    }

    func testExplicitNewlines() {
        let layout = measurer.measure("a\nbb\n\nccc", font: font)
        XCTAssertEqual(lines(layout), ["a", "bb", "", "ccc"])
        XCTAssertEqual(layout.size, Size(width: 15, height: 48))
        XCTAssertEqual(lines(measurer.measure("a\r\nb\rc\u{2028}d", font: font)), ["a", "b", "c", "d"])
    }

    func testFinalNewlineAddsNoLine() {
        XCTAssertEqual(measurer.measure("a\n", font: font).lineCount, 1)
        XCTAssertEqual(lines(measurer.measure("\n", font: font)), [""])
        XCTAssertEqual(measurer.measure("\n", font: font).size, Size(width: 0, height: 12))
        XCTAssertEqual(measurer.measure("a\n\n", font: font).lineCount, 2)
    }

    func testEmptyTextHasZeroSizeLikeAnEmptyLabel() {
        let layout = measurer.measure("", font: font, width: 100)
        XCTAssertEqual(layout.size, .zero)
        XCTAssertEqual(layout.lineCount, 0)
        XCTAssertEqual(layout.firstBaseline, 8)
        XCTAssertEqual(layout.lastBaseline, 8)
    }

    func testWhitespaceOnlyIsOneEmptyLine() {
        let layout = measurer.measure("   ", font: font)
        XCTAssertEqual(layout.size, Size(width: 0, height: 12))
        XCTAssertEqual(lines(layout), [""])
    }

    func testLineLimitWithWordWrappingHidesTheRest() {
        let unlimited = measurer.measure("one two three four", font: font, width: 40, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(lines(unlimited), ["one two", "three", "four"])
        let limited = measurer.measure(
            "one two three four", font: font, width: 40, numberOfLines: 2, lineBreakMode: .byWordWrapping
        )
        XCTAssertEqual(lines(limited), ["one two", "three"])
        XCTAssertEqual(limited.lines.map(\.isTruncated), [false, true])
        XCTAssertEqual(limited.size, Size(width: 35, height: 24))
        XCTAssertTrue(limited.isTruncated)
    }

    func testTruncatingTailEndsTheLastLineWithAnEllipsis() {
        let layout = measurer.measure(
            "one two three four", font: font, width: 40, numberOfLines: 2, lineBreakMode: .byTruncatingTail
        )
        XCTAssertEqual(lines(layout), ["one two", "three f…"])
        XCTAssertEqual(layout.lines.map(\.width), [35, 40])
        XCTAssertEqual(layout.size, Size(width: 40, height: 24))
    }

    func testTruncatingTailDropsSpacesBeforeTheEllipsis() {
        // "Hello wo" would fit with the ellipsis at 45; at 35 the cut falls after the space.
        let layout = measurer.measure("Hello world", font: font, width: 35, numberOfLines: 1)
        XCTAssertEqual(layout.lines, [TextLine(text: "Hello…", width: 30, baseline: 8, isTruncated: true)])
        XCTAssertEqual(layout.size, Size(width: 30, height: 12))
    }

    func testTruncatingTailWhenFurtherParagraphsAreHidden() {
        let layout = measurer.measure("a\nb\nc", font: font, numberOfLines: 2)
        XCTAssertEqual(lines(layout), ["a", "b…"])
        XCTAssertEqual(layout.lines[1].width, 10)
    }

    func testSingleLineTruncation() {
        let layout = measurer.measure("abcdefghij", font: font, width: 30, numberOfLines: 1)
        XCTAssertEqual(lines(layout), ["abcde…"])
        XCTAssertEqual(layout.size, Size(width: 30, height: 12))
    }

    func testTextThatFitsIsNotTruncated() {
        let layout = measurer.measure("one two", font: font, width: 40, numberOfLines: 1)
        XCTAssertEqual(lines(layout), ["one two"])
        XCTAssertFalse(layout.isTruncated)
    }

    func testClippingKeepsTheRestOfTheParagraphClippedAtTheWidth() {
        let layout = measurer.measure(
            "one two three four", font: font, width: 40, numberOfLines: 2, lineBreakMode: .byClipping
        )
        XCTAssertEqual(lines(layout), ["one two", "three four"])
        XCTAssertEqual(layout.lines.map(\.width), [35, 40])
        XCTAssertEqual(layout.lines.map(\.isTruncated), [false, true])
    }

    func testCharacterWrapping() {
        let byWord = measurer.measure("abc defgh", font: font, width: 30, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(lines(byWord), ["abc", "defgh"])
        let byChar = measurer.measure("abc defgh", font: font, width: 30, lineBreakMode: .byCharWrapping)
        XCTAssertEqual(lines(byChar), ["abc de", "fgh"])
        XCTAssertEqual(byChar.lines.map(\.width), [30, 15])
        let limited = measurer.measure(
            "abc defgh", font: font, width: 30, numberOfLines: 1, lineBreakMode: .byCharWrapping
        )
        XCTAssertEqual(lines(limited), ["abc de"])
    }

    func testUnlimitedLinesNeverTruncate() {
        let layout = measurer.measure("one two three four", font: font, width: 40, numberOfLines: 0)
        XCTAssertEqual(lines(layout), ["one two", "three", "four"])
        XCTAssertFalse(layout.isTruncated)
    }

    func testSizeIsRoundedUpToThirdsOfAPoint() {
        // 17 pt: 8.5 pt per character, lines 20.4 pt apart.
        let layout = measurer.measure("abc", font: Font(size: 17))
        XCTAssertEqual(layout.lines[0].width, 25.5)
        XCTAssertEqual(layout.size.width, 77.0 / 3.0)
        XCTAssertEqual(layout.size.height, 62.0 / 3.0)
        XCTAssertEqual(layout.lineHeight, 20.4, accuracy: 1e-12)
    }

    func testDisplayScaleChangesTheRounding() {
        let onePixelPerPoint = FixedMetricsTextMeasurer(displayScale: 1)
        XCTAssertEqual(onePixelPerPoint.measure("abc", font: Font(size: 17)).size, Size(width: 26, height: 21))
    }

    func testWidthNeverExceedsTheGivenWidth() {
        let layout = measurer.measure("W", font: font, width: 3)
        XCTAssertEqual(lines(layout), ["W"])
        XCTAssertEqual(layout.lines[0].width, 5)
        XCTAssertEqual(layout.size, Size(width: 3, height: 12))
    }

    func testBadInputsAreNormalizedNotFatal() {
        let unlimited = measurer.measure("Hello world", font: font)
        for width in [Double.nan, -5, 0, .infinity] {
            XCTAssertEqual(measurer.measure("Hello world", font: font, width: width), unlimited, "\(width)")
        }
        XCTAssertEqual(measurer.measure("one two", font: font, width: 20, numberOfLines: -3).lineCount, 2)
        for size in [Double.nan, -1, 0, .infinity] {
            let layout = measurer.measure("Hello", font: Font(size: size))
            XCTAssertEqual(layout.size, .zero, "\(size)")
        }
    }

    func testCharactersAreGraphemeClusters() {
        XCTAssertEqual(measurer.measure("he\u{301}llo", font: font).size.width, 25)
        XCTAssertEqual(measurer.measure("h\u{E9}llo", font: font).size.width, 25)
        XCTAssertEqual(measurer.measure("👨‍👩‍👧x", font: font).size.width, 10)
        // A long word of combining sequences breaks between clusters, never inside one.
        XCTAssertEqual(lines(measurer.measure("e\u{301}e\u{301}e\u{301}", font: font, width: 12)),
                       ["e\u{301}e\u{301}", "e\u{301}"])
    }

    /// Breaking spaces and newlines are whole characters: a space that carries a combining
    /// mark is a letter-like cluster (no break there), and every newline scalar, or CR LF,
    /// ends a paragraph.
    func testOnlyWholeSpaceCharactersBreakLines() {
        // "ab", a space carrying an acute accent, "cd": one word of five characters, broken
        // between characters; with a plain space, two words.
        XCTAssertEqual(lines(measurer.measure("ab \u{301}cd", font: font, width: 20)), ["ab \u{301}c", "d"])
        XCTAssertEqual(lines(measurer.measure("ab cd", font: font, width: 20)), ["ab", "cd"])
        XCTAssertEqual(lines(measurer.measure("ab\tcd\u{200B}ef", font: font, width: 20)), ["ab", "cd", "ef"])
        XCTAssertEqual(lines(measurer.measure("a\u{0B}b\u{0C}c\u{85}d\u{2029}e\r\nf", font: font)), ["a", "b", "c", "d", "e", "f"])
        // Spaces before an ellipsis are dropped only when they stand alone.
        XCTAssertEqual(lines(measurer.measure("abc \u{301}defgh", font: font, width: 25, numberOfLines: 1)), ["abc \u{301}…"])
        XCTAssertEqual(lines(measurer.measure("abc defgh", font: font, width: 25, numberOfLines: 1)), ["abc…"])
    }

    func testStyleConvenienceUsesDynamicType() {
        let layout = measurer.measure("ab", style: .body, category: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(layout.font, Font(size: 53))
        XCTAssertEqual(layout.size.width, 53)
    }

    func testCustomRatios() {
        let wide = FixedMetricsTextMeasurer(advanceRatio: 1, lineHeightRatio: 2, ascenderRatio: 1.5)
        let layout = wide.measure("ab\ncd", font: font)
        XCTAssertEqual(layout.size, Size(width: 20, height: 40))
        XCTAssertEqual(layout.lines.map(\.baseline), [15, 35])
        XCTAssertEqual(layout.descender, -5)
    }
}
