import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

/// Label measurement: intrinsic sizes, priorities, baselines, line limits, invalidation.
final class LabelSizingTests: XCTestCase {
    func testOneLineIntrinsicSizeAndPriorities() {
        let window = TestWindow()
        let label = Label(style: Label.Style(font: tenPoint), content: "Inbox")
        window.addSubview(label)
        assertSize(label.intrinsicContentSize, 25, 12)
        XCTAssertFalse(label.hasHeightForWidth)
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), LayoutPriority(251))
        XCTAssertEqual(label.contentHuggingPriority(for: .vertical), LayoutPriority(251))
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(label.firstBaselineOffsetFromTop, 8)
        XCTAssertEqual(label.lastBaselineOffsetFromBottom, 4)
    }

    func testTextStyleSizeIsRoundedUpToPixels() {
        let window = TestWindow()
        let label = Label(style: .textStyle(.body), content: "Inbox")
        pinTopLeading(label, in: window)
        window.layoutIfNeeded()
        // Body is 17 pt: 5 × 8.5 = 42.5 → 128/3, 17 × 1.2 = 20.4 → 62/3 on a 3× grid.
        assertFrame(label, 0, 0, 128.0 / 3, 62.0 / 3)
        XCTAssertEqual(label.resolvedFont, Font(size: 17))
    }

    /// Plain text is measured as one run without overrides would be: in the style's font at
    /// every Dynamic Type size, for text-style and explicit fonts, scaled or not.
    func testPlainTextMeasuresAsOneRunWithoutOverrides() {
        let styles = [
            Label.Style(font: .textStyle(.body), numberOfLines: 0),
            Label.Style(font: .textStyle(.caption1), numberOfLines: 2),
            Label.Style(font: tenPoint, numberOfLines: 0),
            Label.Style(font: tenPoint, numberOfLines: 0, adjustsFontForContentSizeCategory: true),
        ]
        for category in ContentSizeCategory.allCases {
            let window = TestWindow()
            window.setContentSizeCategory(category)
            for style in styles {
                for text in ["", "Inbox", "one two three four five six seven eight"] {
                    let plain = Label(style: style, content: .text(text))
                    let run = Label(style: style, content: .attributed([TextRun(text: text)]))
                    window.addSubview(plain)
                    window.addSubview(run)
                    let context = "\(category) \(style.font) \(text.count)"
                    XCTAssertEqual(plain.resolvedFont, run.resolvedFont, context)
                    XCTAssertEqual(plain.resolvedFont, style.resolvedFont(for: category), context)
                    XCTAssertEqual(plain.intrinsicContentSize, run.intrinsicContentSize, context)
                    XCTAssertEqual(plain.intrinsicContentSize(forWidth: 120), run.intrinsicContentSize(forWidth: 120), context)
                }
            }
        }
    }

    func testFallbackMeasurerWithoutTraitsMeasurer() {
        let label = Label(style: Label.Style(font: tenPoint), content: "abc")
        assertSize(label.intrinsicContentSize, 15, 12)
    }

    func testWrapsInAContainerPinnedToAWidth() {
        let window = TestWindow(width: 100)
        let label = Label(style: Label.Style(font: tenPoint, numberOfLines: 0), content: "one two three four five six seven")
        let below = FixedView(10, 10)
        window.addSubview(label)
        window.addSubview(below)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertTrue(label.hasHeightForWidth)
        assertFrame(label, 0, 0, 100, 24)
        assertFrame(below, 0, 28, 10, 10)
        XCTAssertEqual(label.currentLayout.lines.map(\.text), ["one two three four", "five six seven"])
        XCTAssertEqual(label.displayedLines.map(\.baseline), [8, 20])

        window.frame = Rect(x: 0, y: 0, width: 60, height: 667)
        window.layoutIfNeeded()
        // 12 characters a line: "one two", "three four", "five six", "seven".
        assertFrame(label, 0, 0, 60, 48)
        assertFrame(below, 0, 52, 10, 10)
        XCTAssertTrue(window.warnings.isEmpty, "\(window.warnings)")
    }

    func testUnpinnedMultiLineLabelTakesItsUnlimitedWidth() {
        let window = TestWindow()
        let label = Label(style: Label.Style(font: tenPoint, numberOfLines: 0), content: "one two")
        pinTopLeading(label, in: window)
        window.layoutIfNeeded()
        assertFrame(label, 0, 0, 35, 12)
    }

    func testNumberOfLinesLimitsAndTruncates() {
        let window = TestWindow(width: 60)
        let label = Label(style: Label.Style(font: tenPoint, numberOfLines: 2), content: "one two three four five six seven")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(label, 0, 0, 60, 24)
        let lines = label.currentLayout.lines
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines.first?.text, "one two")
        XCTAssertEqual(lines.last?.text.hasSuffix("…"), true)
        XCTAssertTrue(label.currentLayout.isTruncated)
    }

    func testSingleLineLabelCompressedTruncates() {
        let window = TestWindow(width: 50)
        let label = Label(style: Label.Style(font: tenPoint), content: "one two three")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(label, 0, 0, 50, 12)
        XCTAssertEqual(label.currentLayout.lines.count, 1)
        XCTAssertEqual(label.currentLayout.lines.first?.text.hasSuffix("…"), true)
    }

    func testContentChangeInvalidatesOnlyWhenTheTextChanges() {
        let measurer = CountingMeasurer()
        let window = TestWindow(traits: Traits(textMeasurer: measurer))
        let label = Label(style: Label.Style(font: tenPoint), content: .attributed([TextRun(text: "Inbox")]))
        pinTopLeading(label, in: window)
        window.layoutIfNeeded()
        assertFrame(label, 0, 0, 25, 12)

        let before = measurer.measurements
        label.setContent(.attributed([TextRun(text: "Inbox", color: .systemRed)]), animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(measurer.measurements, before, "a color change does not re-measure")
        XCTAssertEqual(label.content.runs.first?.color, .systemRed)

        label.setContent("Archive", animated: false)
        window.layoutIfNeeded()
        XCTAssertGreaterThan(measurer.measurements, before)
        assertFrame(label, 0, 0, 35, 12)
    }

    func testAttributedRunsMeasureInTheirLargestFont() {
        let window = TestWindow()
        let content = Label.Content.attributed([
            TextRun(text: "ab", font: Font(size: 20), weight: .bold),
            TextRun(text: "cd"),
        ])
        let label = Label(style: Label.Style(font: tenPoint), content: content)
        window.addSubview(label)
        XCTAssertEqual(label.resolvedFont, Font(size: 20, weight: .bold))
        // Four characters at 20 pt (10 each), one 24-point line.
        assertSize(label.intrinsicContentSize, 40, 24)
        XCTAssertEqual(label.content.string, "abcd")
    }

    func testLineBreakModesAtTheLineLimit() {
        let text: Label.Content = "one two three four"
        func lines(_ mode: LineBreakMode) -> [String] {
            let label = Label(style: Label.Style(font: tenPoint, numberOfLines: 1, lineBreakMode: mode), content: text)
            return label.measure(width: 50).lines.map(\.text)
        }
        XCTAssertEqual(lines(.byWordWrapping), ["one two"])
        XCTAssertEqual(lines(.byCharWrapping), ["one two th"])
        XCTAssertEqual(lines(.byTruncatingTail), ["one two t…"])
        XCTAssertEqual(lines(.byClipping).count, 1)
    }

    func testFallbackMeasurerIsMadeOncePerSource() {
        let source = TextMeasurerSource()
        let view = View()
        XCTAssertTrue(source.measurer(for: view) === source.measurer(for: view))
        XCTAssertFalse(source.measurer(for: view) === TextMeasurerSource().measurer(for: view))
        let window = TestWindow()
        window.addSubview(view)
        XCTAssertTrue(source.measurer(for: view) === window.providedTraits.textMeasurer)
    }
}
