import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

/// Labels among other views: Dynamic Type, hugging, alignment, real fonts.
final class LabelLayoutTests: XCTestCase {
    func testDynamicTypeScalesTextStylesThroughTraits() {
        let window = TestWindow()
        let body = Label(style: .textStyle(.body), content: "Inbox")
        let fixed = Label(style: Label.Style(font: tenPoint), content: "Inbox")
        let scaled = Label(style: Label.Style(font: tenPoint, adjustsFontForContentSizeCategory: true), content: "Inbox")
        for (index, label) in [body, fixed, scaled].enumerated() {
            window.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: Double(index) * 100),
            ])
        }
        window.layoutIfNeeded()
        assertFrame(body, 0, 0, 128.0 / 3, 62.0 / 3)
        assertFrame(fixed, 0, 100, 25, 12)
        assertFrame(scaled, 0, 200, 25, 12)

        window.setContentSizeCategory(.accessibilityLarge)
        window.layoutIfNeeded()
        // AX2 body is 33 pt: 5 × 16.5 = 82.5 → 248/3; 33 × 1.2 = 39.6 → 119/3.
        assertFrame(body, 0, 0, 248.0 / 3, 119.0 / 3)
        XCTAssertEqual(body.resolvedFont, Font(size: 33))
        assertFrame(fixed, 0, 100, 25, 12)
        // 10 × 33/17 pt: 5 characters of 97.06…/… rounded up to pixels.
        let size = 10.0 * 33 / 17
        XCTAssertEqual(scaled.resolvedFont.size, size, accuracy: 1e-12)
        assertFrame(scaled, 0, 200, (5 * size / 2 * 3).rounded(.up) / 3, (size * 1.2 * 3).rounded(.up) / 3)

        window.setContentSizeCategory(.extraSmall)
        window.layoutIfNeeded()
        // xS body is 14 pt: 35 wide, 16.8 → 17 tall.
        assertFrame(body, 0, 0, 35, 17)
    }

    func testHuggingDecidesWhichLabelStretches() {
        let window = TestWindow(width: 200)
        let leading = FixedView(20, 20), trailing = FixedView(20, 20)
        let title = Label(style: Label.Style(font: tenPoint), content: "abc")
        let detail = Label(style: Label.Style(font: tenPoint), content: "de")
        detail.setContentHuggingPriority(.defaultLow, for: .horizontal)
        for view in [leading, title, detail, trailing] { window.addSubview(view) }
        LayoutConstraint.activate([
            leading.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            title.leadingAnchor.constraint(equalTo: leading.trailingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            trailing.leadingAnchor.constraint(equalTo: detail.trailingAnchor),
            trailing.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ] + [leading, title, detail, trailing].map { $0.topAnchor.constraint(equalTo: window.topAnchor) })
        window.layoutIfNeeded()
        // 160 points between the fixed views: the title hugs at 251, the detail (250) fills.
        assertFrame(title, 20, 0, 15, 12)
        assertFrame(detail, 35, 0, 145, 12)
        assertFrame(trailing, 180, 0, 20, 20)

        // Swapped priorities: the title stretches instead.
        title.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        window.layoutIfNeeded()
        assertFrame(title, 20, 0, 150, 12)
        assertFrame(detail, 170, 0, 10, 12)
    }

    func testCompressionResistanceDecidesWhichLabelTruncates() {
        let window = TestWindow(width: 100)
        let title = Label(style: Label.Style(font: tenPoint), content: "abcdefghij")
        let date = Label(style: Label.Style(font: tenPoint), content: "yesterday")
        date.setContentCompressionResistancePriority(.required, for: .horizontal)
        for view in [title, date] { window.addSubview(view) }
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            date.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 10),
            date.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            title.topAnchor.constraint(equalTo: window.topAnchor),
            date.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        // 50 + 10 + 45 > 100: the title gives up 5 points.
        assertFrame(title, 0, 0, 45, 12)
        assertFrame(date, 55, 0, 45, 12)
        XCTAssertEqual(date.currentLayout.lines.first?.text, "yesterday")
        XCTAssertEqual(title.currentLayout.lines.first?.text.hasSuffix("…"), true)
    }

    func testAlignmentPlacesDisplayedLines() {
        let window = TestWindow(width: 100)
        var labels: [TextAlignment: Label] = [:]
        for (index, alignment) in [TextAlignment.left, .center, .right, .natural].enumerated() {
            let label = Label(style: Label.Style(font: tenPoint, alignment: alignment), content: "abcd")
            labels[alignment] = label
            window.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: Double(index) * 20),
            ])
        }
        window.layoutIfNeeded()
        XCTAssertEqual(labels[.left]?.displayedLines, [DisplayedTextLine(text: "abcd", x: 0, baseline: 8, width: 20)])
        XCTAssertEqual(labels[.center]?.displayedLines.first?.x, 40)
        XCTAssertEqual(labels[.right]?.displayedLines.first?.x, 80)
        XCTAssertEqual(labels[.natural]?.displayedLines.first?.x, 0)
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        XCTAssertEqual(labels[.natural]?.displayedLines.first?.x, 80)
    }

    func testJustifiedLinesFillTheWidthExceptParagraphEnds() {
        let window = TestWindow(width: 60)
        let label = Label(
            style: Label.Style(font: tenPoint, alignment: .justified, numberOfLines: 0),
            content: "one two three\nfour"
        )
        pinToTopEdge(label, in: window)
        window.layoutIfNeeded()
        XCTAssertEqual(label.displayedLines.map(\.text), ["one two", "three", "four"])
        XCTAssertEqual(label.displayedLines.map(\.width), [60, 25, 20])
    }

    /// Which lines end a paragraph, against the first way it was written: split the text into
    /// paragraphs at newlines, then consume each line's text (after its leading spaces) from the
    /// current paragraph, which ends when only spaces are left. Random texts of short words,
    /// spaces, blank lines and CRLFs, justified 42 points wide (words of at most 6 ten-point
    /// characters fit, so a line is exactly as wide as the box only when it does not end a paragraph).
    func testParagraphEndsMatchSplittingTheTextIntoParagraphs() {
        func referenceEnds(_ text: String, _ lines: [String]) -> [Bool] {
            var paragraphs = text.split(omittingEmptySubsequences: false) { $0.isNewline }[...]
            return lines.enumerated().map { index, line in
                if index == lines.count - 1 { return true }
                guard var rest = paragraphs.first else { return true }
                rest = rest.drop { $0.isWhitespace }
                if rest.hasPrefix(line) { rest = rest.dropFirst(line.count) }
                if rest.allSatisfy(\.isWhitespace) {
                    paragraphs = paragraphs.dropFirst()
                    return true
                }
                paragraphs[paragraphs.startIndex] = rest
                return false
            }
        }
        let pieces = ["ab", "c", "word", "sixsix", " ", "  ", "\n", "\r\n", "\n\n"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            var text = ""
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(seed >> 60) + 1 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(seed >> 33) % pieces.count]
            }
            let window = TestWindow(width: 42)
            let label = Label(style: Label.Style(font: tenPoint, alignment: .justified, numberOfLines: 0), content: .text(text))
            pinToTopEdge(label, in: window)
            window.layoutIfNeeded()
            let lines = label.displayedLines
            let expected = referenceEnds(text, lines.map(\.text))
            XCTAssertEqual(lines.map { $0.width < 42 }, expected, "\(text.debugDescription): \(lines.map(\.text))")
        }
    }

    func testTallerFrameCentersTheTextVertically() {
        let window = TestWindow()
        let label = Label(style: Label.Style(font: tenPoint), content: "abc")
        pinTopLeading(label, in: window)
        LayoutConstraint.activate([label.heightAnchor.constraint(equalToConstant: 40)])
        window.layoutIfNeeded()
        assertFrame(label, 0, 0, 15, 40)
        XCTAssertEqual(label.displayedLines.first?.baseline, 22)
        XCTAssertEqual(label.firstBaselineOffsetFromTop, 22)
        XCTAssertEqual(label.lastBaselineOffsetFromBottom, 18)
    }

    func testRealFontMetrics() throws {
        let measurer = try FreeTypeTextMeasurer()
        let window = TestWindow(width: 393, traits: Traits(textMeasurer: measurer))
        let label = Label(style: .textStyle(.body), content: "Inbox")
        pinTopLeading(label, in: window)
        window.layoutIfNeeded()
        let expected = measurer.measure("Inbox", style: .body, numberOfLines: 1)
        assertFrame(label, 0, 0, expected.size.width, expected.size.height)
        // Inter's line is 1.2102 em: 17 pt → 20.57 → 62/3 on the pixel grid.
        XCTAssertEqual(label.frame.height, 62.0 / 3, accuracy: 1e-9)
        XCTAssertGreaterThan(label.frame.width, 35)
        XCTAssertLessThan(label.frame.width, 50)
    }

    func testRealFontWrapsLongTextAtTheDeviceWidth() throws {
        let measurer = try FreeTypeTextMeasurer()
        let window = TestWindow(width: 393, traits: Traits(textMeasurer: measurer))
        let label = Label(
            style: Label.Style(font: .textStyle(.body), numberOfLines: 0),
            content: "The quick brown fox jumps over the lazy dog, and then it jumps back over the lazy dog again."
        )
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        let expected = measurer.measure(label.content.string, style: .body, width: 361)
        XCTAssertEqual(expected.lineCount, 3)
        assertFrame(label, 16, 0, 361, expected.size.height)
        XCTAssertEqual(label.currentLayout.lines, expected.lines)
    }

    func testSelfSizingCellFitsTheLabelAtItsWidth() {
        let window = TestWindow()
        let cell = View()
        window.addSubview(cell)
        let label = Label(style: Label.Style(font: tenPoint, numberOfLines: 0), content: "one two three four five six seven")
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        // 132 − 32 = 100 wide: two 12-point lines, plus 20.
        let fitted = cell.systemLayoutSizeFitting(
            Size(width: 132, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fitted, Size(width: 132, height: 44))
        // Unconstrained, one 165-point line.
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), Size(width: 197, height: 32))
    }

    func testNewTextReflowsTheTree() {
        let window = TestWindow(width: 100)
        let label = Label(style: Label.Style(font: tenPoint, numberOfLines: 0), content: "short")
        let below = FixedView(10, 10)
        window.addSubview(label)
        window.addSubview(below)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
            below.topAnchor.constraint(equalTo: label.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(below, 0, 12, 10, 10)
        label.setContent("one two three four five six seven", animated: false)
        window.layoutIfNeeded()
        assertFrame(label, 0, 0, 100, 24)
        assertFrame(below, 0, 24, 10, 10)
        label.setContent("", animated: false)
        window.layoutIfNeeded()
        assertFrame(below, 0, 0, 10, 10)
    }
}
