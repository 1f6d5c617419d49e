import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

/// Text fields, checkboxes and switches: sizes and simulated input.
final class ControlTests: XCTestCase {
    func testTextFieldHeightIsTheLineHeightPlusInsets() {
        let window = TestWindow(width: 200)
        let field = TextField(style: TextField.Style(font: tenPoint))
        window.addSubview(field)
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        // 12-point line, 7 above and below; no intrinsic width.
        assertFrame(field, 16, 0, 168, 26)
        XCTAssertEqual(field.intrinsicContentSize.width, View.noIntrinsicMetric)
        XCTAssertEqual(field.firstBaselineOffsetFromTop, 15)
    }

    func testTextFieldBodyHeightScalesWithDynamicType() {
        let window = TestWindow()
        let field = TextField(style: TextField.Style())
        window.addSubview(field)
        // Body: 20.4 → 62/3, plus 14.
        XCTAssertEqual(field.intrinsicContentSize.height, 62.0 / 3 + 14, accuracy: 1e-9)
        window.setContentSizeCategory(.accessibilityMedium)
        // AX1 body is 28 pt: 33.6 → 101/3, plus 14.
        XCTAssertEqual(field.intrinsicContentSize.height, 101.0 / 3 + 14, accuracy: 1e-9)
    }

    func testTypingAppendsAndReportsTheText() {
        let window = TestWindow(width: 200)
        let field = TextField(style: TextField.Style(font: tenPoint))
        window.addSubview(field)
        field.frame = Rect(x: 0, y: 0, width: 200, height: 26)
        field.setContent(TextField.Content(text: "", placeholder: "Search"), animated: false)
        XCTAssertEqual(field.contentSummary, "placeholder: \"Search\"")
        XCTAssertEqual(field.displayedLines.first?.text, "Search")
        XCTAssertEqual(field.attributes["textColor"], "placeholderText")

        var changes: [String] = []
        var ended: [String] = []
        field.setBehaviors(TextField.Behaviors(didChangeText: { changes.append($0) }, didEndEditing: { ended.append($0) }))
        field.simulateTyping("ca")
        field.simulateTyping("t")
        field.simulateTyping("")
        XCTAssertEqual(changes, ["ca", "cat"])
        XCTAssertEqual(field.content, TextField.Content(text: "cat", placeholder: "Search"))
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(field.displayedLines, [DisplayedTextLine(text: "cat", x: 8, baseline: 15, width: 15)])
        field.simulateEndEditing()
        field.simulateEndEditing()
        XCTAssertEqual(ended, ["cat"])
        XCTAssertFalse(field.isEditing)
    }

    func testCheckboxTogglesAndKeepsItsSize() {
        let window = TestWindow()
        let checkbox = Checkbox(style: Checkbox.Style())
        pinTopLeading(checkbox, in: window)
        window.layoutIfNeeded()
        assertFrame(checkbox, 0, 0, 24, 24)

        var reported: [Bool] = []
        checkbox.setBehaviors(Checkbox.Behaviors(didToggle: { reported.append($0) }))
        XCTAssertEqual(checkbox.contentSummary, "unchecked")
        checkbox.simulateTap()
        XCTAssertTrue(checkbox.isChecked)
        checkbox.simulateTap()
        XCTAssertEqual(reported, [true, false])
        checkbox.setContent(true, animated: false)
        XCTAssertEqual(checkbox.contentSummary, "checked")
        checkbox.isEnabled = false
        XCTAssertFalse(checkbox.simulateTap())
        XCTAssertTrue(checkbox.isChecked)
        XCTAssertEqual(reported, [true, false])
    }

    func testSwitchFlipsAndHasUISwitchSize() {
        let window = TestWindow(width: 300)
        let toggle = Switch(style: Switch.Style())
        window.addSubview(toggle)
        // A weak pull to fill the width does not stretch it.
        LayoutConstraint.activate([
            toggle.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            toggle.topAnchor.constraint(equalTo: window.topAnchor),
            toggle.trailingAnchor.constraint(equalTo: window.trailingAnchor).withPriority(.defaultHigh),
        ])
        window.layoutIfNeeded()
        assertFrame(toggle, 0, 0, 51, 31)

        var reported: [Bool] = []
        toggle.setBehaviors(Switch.Behaviors(didToggle: { reported.append($0) }))
        toggle.simulateTap()
        XCTAssertEqual(toggle.contentSummary, "on")
        toggle.setContent(false, animated: false)
        XCTAssertEqual(toggle.contentSummary, "off")
        toggle.simulateTap()
        XCTAssertEqual(reported, [true, true])
        XCTAssertEqual(toggle.attributes["onTintColor"], "systemGreen")
    }
}
