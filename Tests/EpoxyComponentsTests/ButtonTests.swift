import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

final class ButtonTests: XCTestCase {
    func testSizeIsTheTitlePlusTheDefaultInsets() {
        let window = TestWindow()
        let button = Button(style: Button.Style(titleFont: tenPoint))
        button.setContent("Save", animated: false)
        pinTopLeading(button, in: window)
        window.layoutIfNeeded()
        // 20 × 12 title, 16 + 16 and 8 + 8 of insets.
        assertFrame(button, 0, 0, 52, 28)
        XCTAssertEqual(button.firstBaselineOffsetFromTop, 16)
        XCTAssertEqual(button.displayedLines, [DisplayedTextLine(text: "Save", x: 16, baseline: 16, width: 20)])
    }

    func testCustomInsetsImageAndContentChange() {
        let window = TestWindow()
        let insets = DirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 12)
        let button = Button(style: Button.Style(titleFont: tenPoint, contentInsets: insets, cornerRadius: 8))
        button.setContent(Button.Content(title: "Go"), animated: false)
        pinTopLeading(button, in: window)
        window.layoutIfNeeded()
        assertFrame(button, 0, 0, 32, 22)

        // An image adds a 12-point square and 8 points of spacing.
        button.setContent(Button.Content(title: "Go", imageName: "arrow"), animated: false)
        window.layoutIfNeeded()
        assertFrame(button, 0, 0, 52, 22)
        XCTAssertEqual(button.contentSummary, "\"Go\" image: arrow")
        XCTAssertEqual(button.attributes["cornerRadius"], "8")
    }

    func testStretchedButtonCentersItsTitle() {
        let window = TestWindow(width: 100)
        let button = Button(style: Button.Style(titleFont: tenPoint))
        button.setContent("Save", animated: false)
        window.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(button, 0, 0, 100, 28)
        XCTAssertEqual(button.displayedLines.first?.x, 40)
    }

    func testTapCallsDidTapOnlyWhenEnabled() {
        let button = Button(style: Button.Style())
        var taps = 0
        var highlightedDuringTap = false
        button.setBehaviors(Button.Behaviors(didTap: {
            taps += 1
            highlightedDuringTap = button.isHighlighted
        }))
        XCTAssertTrue(button.simulateTap())
        XCTAssertEqual(taps, 1)
        XCTAssertTrue(highlightedDuringTap)
        XCTAssertFalse(button.isHighlighted)

        button.isEnabled = false
        XCTAssertFalse(button.simulateTap())
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(button.attributes["titleColor"], "tertiaryLabel")

        button.isEnabled = true
        button.setBehaviors(nil)
        XCTAssertTrue(button.simulateTap(), "a tap without a handler is still delivered")
        XCTAssertEqual(taps, 1)
    }

    func testEmptyTitleIsJustTheInsets() {
        let button = Button(style: Button.Style(titleFont: tenPoint))
        assertSize(button.intrinsicContentSize, 32, 16)
        XCTAssertEqual(button.displayedLines, [])
    }
}
