import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

/// Text, image, button and checkbox rows: frames of the inner views with fixed metrics
/// (a character is half the font size wide, a line 1.2 × the size tall, rounded up to
/// thirds of a point), content updates and behaviors.
final class CompositeRowTests: XCTestCase {
    // MARK: TextRow

    func testTextRowStacksTitleAndSubtitleInsideRowMargins() {
        let window = TestWindow(width: 375)
        let row = TextRow(style: TextRow.Style())
        row.setContent(TextRow.Content(title: "Title", subtitle: "Subtitle"), animated: false)
        pinToTopEdge(row, in: window)
        window.layoutIfNeeded()

        // Headline and body are 17 pt at the default size: lines 20.4 → 20.67 tall.
        assertFrame(row, 0, 0, 375, 16 + 20.0 + 2.0 / 3 + 8 + 20.0 + 2.0 / 3 + 16)
        assertFrame(row.titleLabel, in: row, 24, 16, 327, 20.0 + 2.0 / 3)
        assertFrame(row.subtitleLabel, in: row, 24, 44.0 + 2.0 / 3, 327, 20.0 + 2.0 / 3)
        XCTAssertEqual(row.titleLabel?.resolvedFont, Font(size: 17, weight: .semibold))
        XCTAssertEqual(row.subtitleLabel?.style.color, .secondaryLabel)
        XCTAssertEqual(window.warnings, [])
    }

    func testTextRowWithoutSubtitleHasOnlyTheTitle() {
        let window = TestWindow(width: 375)
        let row = TextRow(style: TextRow.Style())
        row.setContent("Inbox", animated: false)
        pinToTopEdge(row, in: window)
        window.layoutIfNeeded()

        XCTAssertNil(row.subtitleLabel)
        assertFrame(row, 0, 0, 375, 52.0 + 2.0 / 3)
        assertFrame(row.titleLabel, in: row, 24, 16, 327, 20.0 + 2.0 / 3)
    }

    func testTextRowTitleWrapsToTheRowWidth() {
        // 100 points inside the margins hold 11 characters of 8.5 points.
        let window = TestWindow(width: 148)
        let row = TextRow(style: TextRow.Style())
        row.setContent("One two three four", animated: false)
        pinToTopEdge(row, in: window)
        window.layoutIfNeeded()

        XCTAssertEqual(row.titleLabel?.currentLayout.lines.map(\.text), ["One two", "three four"])
        assertFrame(row.titleLabel, in: row, 24, 16, 100, 41)
        assertFrame(row, 0, 0, 148, 73)
    }

    func testTextRowContentUpdatesKeepTheLabels() {
        let window = TestWindow(width: 375)
        let row = TextRow(style: TextRow.Style())
        row.setContent(TextRow.Content(title: "A", subtitle: "B"), animated: false)
        pinToTopEdge(row, in: window)
        window.layoutIfNeeded()
        let title = row.titleLabel
        let subtitle = row.subtitleLabel

        row.setContent(TextRow.Content(title: "A2", subtitle: "B2"), animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(row.titleLabel === title)
        XCTAssertTrue(row.subtitleLabel === subtitle)
        XCTAssertEqual(row.titleLabel?.content, .text("A2"))
        XCTAssertEqual(row.subtitleLabel?.content, .text("B2"))

        // Removing the subtitle removes its label from the row; the title stays.
        row.setContent(TextRow.Content(title: "A3", subtitle: ""), animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(row.titleLabel === title)
        XCTAssertNil(row.subtitleLabel)
        XCTAssertNil(subtitle?.superview)
        assertFrame(row, 0, 0, 375, 52.0 + 2.0 / 3)
    }

    func testTextRowCustomStyleMarginsAndSpacing() {
        let window = TestWindow(width: 200)
        let style = TextRow.Style(
            titleStyle: Label.Style(font: tenPoint), subtitleStyle: Label.Style(font: tenPoint),
            spacing: 2, layoutMargins: DirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 20))
        let row = TextRow(style: style)
        row.setContent(TextRow.Content(title: "Hi", subtitle: "There"), animated: false)
        pinToTopEdge(row, in: window)
        window.layoutIfNeeded()

        assertFrame(row.titleLabel, in: row, 10, 4, 170, 12)
        assertFrame(row.subtitleLabel, in: row, 10, 18, 170, 12)
        assertFrame(row, 0, 0, 200, 36)
    }

    // MARK: ImageRow

    private func makeImageRow(in window: TestWindow, disclosure: Bool = true) -> ImageRow {
        let row = ImageRow(style: ImageRow.Style())
        row.setContent(
            ImageRow.Content(image: "avatar", title: "Title", subtitle: "Sub", showsDisclosureIndicator: disclosure),
            animated: false)
        pinToTopEdge(row, in: window)
        window.layoutIfNeeded()
        return row
    }

    func testImageRowCentersImageAndChevronOnTheText() {
        let window = TestWindow(width: 375)
        let row = makeImageRow(in: window)

        // Text: 20.67 + 4 + 20.67 = 45.33, taller than the 40-point image.
        let textHeight = 45.0 + 1.0 / 3
        assertFrame(row, 0, 0, 375, 32 + textHeight)
        assertFrame(row.imageView, in: row, 24, 16 + (textHeight - 40) / 2, 40, 40)
        // The text takes what is left: 327 − 40 − 16 − 16 − 8.
        assertFrame(row.titleLabel, in: row, 80, 16, 247, 20.0 + 2.0 / 3)
        assertFrame(row.subtitleLabel, in: row, 80, 40.0 + 2.0 / 3, 247, 20.0 + 2.0 / 3)
        assertFrame(row.disclosureView, in: row, 343, 16 + (textHeight - 14) / 2, 8, 14)
        XCTAssertEqual(row.disclosureView?.content, .name("chevron.right"))
        XCTAssertEqual(row.imageView?.content, .name("avatar"))
        XCTAssertFalse(row.isUsingAccessibilityLayout)
        XCTAssertEqual(window.warnings, [])
    }

    func testImageRowWithoutChevronGivesTheTextTheTrailingSpace() {
        let window = TestWindow(width: 375)
        let row = makeImageRow(in: window, disclosure: false)
        XCTAssertNil(row.disclosureView)
        assertFrame(row.titleLabel, in: row, 80, 16, 271, 20.0 + 2.0 / 3)
    }

    func testImageRowReflowsVerticallyAtAccessibilitySizes() {
        let window = TestWindow(width: 375)
        let row = makeImageRow(in: window)
        let image = row.imageView
        let title = row.titleLabel

        window.setContentSizeCategory(.accessibilityLarge)
        window.layoutIfNeeded()

        // Headline and body are 33 pt: "Title" is 82.5 → 82.67 wide, lines 39.6 → 39.67.
        XCTAssertTrue(row.isUsingAccessibilityLayout)
        XCTAssertTrue(row.imageView === image)
        XCTAssertTrue(row.titleLabel === title)
        assertFrame(row.imageView, in: row, 24, 16, 40, 40)
        assertFrame(row.titleLabel, in: row, 24, 72, 82.0 + 2.0 / 3, 39.0 + 2.0 / 3)
        assertFrame(row.subtitleLabel, in: row, 24, 115.0 + 2.0 / 3, 82.0 + 2.0 / 3, 39.0 + 2.0 / 3)
        assertFrame(row.disclosureView, in: row, 24, 171.0 + 1.0 / 3, 8, 14)
        assertFrame(row, 0, 0, 375, 201.0 + 1.0 / 3)
        XCTAssertEqual(row.attributes["accessibilityLayout"], "true")

        window.setContentSizeCategory(.large)
        window.layoutIfNeeded()
        XCTAssertFalse(row.isUsingAccessibilityLayout)
        assertFrame(row.titleLabel, in: row, 80, 16, 247, 20.0 + 2.0 / 3)
        assertFrame(row, 0, 0, 375, 77.0 + 1.0 / 3)
    }

    func testImageRowUpdatesKeepViewsAndToggleTheChevron() {
        let window = TestWindow(width: 375)
        let row = makeImageRow(in: window, disclosure: false)
        let image = row.imageView
        let title = row.titleLabel

        row.setContent(ImageRow.Content(image: "folder", title: "Docs", showsDisclosureIndicator: true), animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(row.imageView === image)
        XCTAssertTrue(row.titleLabel === title)
        XCTAssertEqual(row.imageView?.content, .name("folder"))
        XCTAssertNil(row.subtitleLabel)
        XCTAssertNotNil(row.disclosureView)
        XCTAssertEqual(row.contentSummary, "\"Docs\" image: folder")
        // One line of text (20.67) is shorter than the image: the image sets the height.
        assertFrame(row, 0, 0, 375, 72)
        assertFrame(row.titleLabel, in: row, 80, 16 + (40 - (20.0 + 2.0 / 3)) / 2, 247, 20.0 + 2.0 / 3)
    }

    // MARK: ButtonRow

    func testButtonRowButtonFillsTheWidth() {
        let window = TestWindow(width: 375)
        let row = ButtonRow(style: ButtonRow.Style())
        row.setContent("Save", animated: false)
        pinToTopEdge(row, in: window)
        window.layoutIfNeeded()

        // 14 + a headline line (20.67) + 14.
        assertFrame(row.button, in: row, 24, 16, 327, 48.0 + 2.0 / 3)
        assertFrame(row, 0, 0, 375, 80.0 + 2.0 / 3)
        XCTAssertEqual(row.button?.content.title, "Save")
        XCTAssertEqual(row.button?.style.backgroundColor, .systemBlue)
        XCTAssertEqual(row.contentSummary, "\"Save\"")
    }

    func testButtonRowTapCallsDidTapAndDisabledDoesNot() {
        let window = TestWindow(width: 375)
        let row = ButtonRow(style: ButtonRow.Style())
        row.setContent("Save", animated: false)
        pinToTopEdge(row, in: window)
        var taps = 0
        row.setBehaviors(ButtonRow.Behaviors(didTap: { taps += 1 }))

        XCTAssertTrue(row.simulateTap())
        XCTAssertTrue(row.simulateTap(on: "button"))
        XCTAssertFalse(row.simulateTap(on: "title"))
        XCTAssertEqual(taps, 2)

        let button = row.button
        row.setContent(ButtonRow.Content(text: "Save", isEnabled: false), animated: false)
        XCTAssertTrue(row.button === button)
        XCTAssertEqual(row.button?.isEnabled, false)
        XCTAssertFalse(row.simulateTap())
        XCTAssertEqual(taps, 2)

        row.setContent(ButtonRow.Content(text: "Send"), animated: false)
        XCTAssertTrue(row.button === button)
        XCTAssertEqual(row.button?.isEnabled, true)
        XCTAssertEqual(row.button?.content.title, "Send")
        // Behaviors replaced later are the ones a tap calls.
        var otherTaps = 0
        row.setBehaviors(ButtonRow.Behaviors(didTap: { otherTaps += 1 }))
        row.simulateTap()
        XCTAssertEqual(taps, 2)
        XCTAssertEqual(otherTaps, 1)
        // Reuse resets behaviors: a tap then calls nothing.
        row.setBehaviors(nil)
        XCTAssertTrue(row.simulateTap())
        XCTAssertEqual(otherTaps, 1)
    }

    // MARK: CheckboxRow

    func testCheckboxRowCentersTheBoxOnTheText() {
        let window = TestWindow(width: 375)
        let row = CheckboxRow(style: CheckboxRow.Style())
        row.setContent(CheckboxRow.Content(title: "Buy milk", subtitle: "Today"), animated: false)
        pinToTopEdge(row, in: window)
        window.layoutIfNeeded()

        // Text: body 20.67 + 4 + footnote (13 pt: 15.6 → 15.67) = 40.33.
        let textHeight = 40.0 + 1.0 / 3
        assertFrame(row.checkbox, in: row, 24, 16 + (textHeight - 24) / 2, 24, 24)
        assertFrame(row.titleLabel, in: row, 56, 16, 295, 20.0 + 2.0 / 3)
        assertFrame(row.subtitleLabel, in: row, 56, 40.0 + 2.0 / 3, 295, 15.0 + 2.0 / 3)
        assertFrame(row, 0, 0, 375, 32 + textHeight)
        XCTAssertEqual(window.warnings, [])
    }

    func testCheckboxRowToggles() {
        let window = TestWindow(width: 375)
        let row = CheckboxRow(style: CheckboxRow.Style())
        row.setContent(CheckboxRow.Content(title: "Buy milk"), animated: false)
        pinToTopEdge(row, in: window)
        var states: [Bool] = []
        row.setBehaviors(CheckboxRow.Behaviors(didToggle: { states.append($0) }))

        XCTAssertFalse(row.isChecked)
        XCTAssertTrue(row.simulateTap())
        XCTAssertTrue(row.simulateTap(on: "checkbox"))
        XCTAssertFalse(row.simulateTap(on: "title"))
        XCTAssertEqual(states, [true, false])
        XCTAssertEqual(row.contentSummary, "\"Buy milk\" unchecked")

        let box = row.checkbox
        let title = row.titleLabel
        row.setContent(CheckboxRow.Content(title: "Buy bread", isChecked: true), animated: false)
        XCTAssertTrue(row.checkbox === box)
        XCTAssertTrue(row.titleLabel === title)
        XCTAssertTrue(row.isChecked)
        XCTAssertEqual(row.contentSummary, "\"Buy bread\" checked")

        row.checkbox?.isEnabled = false
        XCTAssertFalse(row.simulateTap())
        XCTAssertEqual(states, [true, false])
    }

    func testCheckboxRowStaysHorizontalAtAccessibilitySizes() {
        let window = TestWindow(width: 375)
        let row = CheckboxRow(style: CheckboxRow.Style())
        row.setContent(CheckboxRow.Content(title: "Milk"), animated: false)
        pinToTopEdge(row, in: window)
        window.setContentSizeCategory(.accessibilityLarge)
        window.layoutIfNeeded()

        // Body at 33 pt: one line 39.67 tall; the box stays beside it, centred.
        assertFrame(row.titleLabel, in: row, 56, 16, 295, 39.0 + 2.0 / 3)
        assertFrame(row.checkbox, in: row, 24, 16 + (39.0 + 2.0 / 3 - 24) / 2, 24, 24)
    }
}
