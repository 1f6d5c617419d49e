import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

/// Navigation bars and toolbars: frames with fixed metrics, the minimum height, the divider,
/// content updates and the buttons' behaviors.
final class CompositeBarTests: XCTestCase {
    private func makeNavigationBar(_ content: NavigationBar.Content, style: NavigationBar.Style = NavigationBar.Style(), in window: TestWindow) -> NavigationBar {
        let bar = NavigationBar(style: style)
        bar.setContent(content, animated: false)
        pinToTopEdge(bar, in: window)
        window.layoutIfNeeded()
        return bar
    }

    // MARK: NavigationBar

    func testNavigationBarCentersTitleBetweenBackAndTrailingButtons() {
        let window = TestWindow(width: 375)
        let bar = makeNavigationBar(
            NavigationBar.Content(title: "Inbox", showsBackButton: true, trailingButtonTitle: "Edit", showsDivider: true),
            in: window)

        // Buttons: 8 + a body line (20.67) + 8 = 36.67 tall, centred in the 44-point row.
        let buttonHeight = 36.0 + 2.0 / 3
        let buttonY = (44 - buttonHeight) / 2
        // "‹ Back" is 6 characters of 8.5 = 51, plus 16.
        assertFrame(bar.backButton, in: bar, 8, buttonY, 67, buttonHeight)
        assertFrame(bar.trailingButton, in: bar, 367 - 50, buttonY, 50, buttonHeight)
        // The title is centred on the whole bar: 359 wide inside the margins.
        let titleWidth = 42.0 + 2.0 / 3
        assertFrame(bar.titleLabel, in: bar, 8 + (359 - titleWidth) / 2, (44 - (20.0 + 2.0 / 3)) / 2, titleWidth, 20.0 + 2.0 / 3)
        assertFrame(bar.divider, in: bar, 8, 44, 359, 1.0 / 3)
        assertFrame(bar, 0, 0, 375, 44 + 1.0 / 3)
        XCTAssertNil(bar.leadingButton)
        XCTAssertEqual(bar.backButton?.content.title, "‹ Back")
        XCTAssertEqual(bar.titleLabel?.style.alignment, .center)
        XCTAssertEqual(bar.contentSummary, "\"Inbox\"")
        XCTAssertEqual(window.warnings, [])
    }

    func testNavigationBarIsAtLeast44PlusItsMargins() {
        let window = TestWindow(width: 375)
        // A bar installer sets the top margin from the safe area (47 on a notched phone).
        let style = NavigationBar.Style(layoutMargins: DirectionalEdgeInsets(top: 47, leading: 8, bottom: 0, trailing: 8))
        let bar = makeNavigationBar("Inbox", style: style, in: window)

        assertFrame(bar, 0, 0, 375, 91)
        assertFrame(bar.titleLabel, in: bar, 8 + (359 - (42.0 + 2.0 / 3)) / 2, 47 + (44 - (20.0 + 2.0 / 3)) / 2, 42.0 + 2.0 / 3, 20.0 + 2.0 / 3)
        XCTAssertNil(bar.divider)
        XCTAssertNil(bar.backButton)
        XCTAssertNil(bar.trailingButton)
    }

    func testNavigationBarGrowsPast44WhenTheButtonsDo() {
        let window = TestWindow(width: 375)
        let bar = makeNavigationBar(NavigationBar.Content(title: "Inbox", trailingButtonTitle: "Edit"), in: window)
        assertFrame(bar, 0, 0, 375, 44)

        window.setContentSizeCategory(.accessibilityLarge)
        window.layoutIfNeeded()
        // Body at 33 pt: 8 + 39.67 + 8 = 55.67, taller than the minimum.
        assertFrame(bar, 0, 0, 375, 55.0 + 2.0 / 3)
        assertFrame(bar.trailingButton, in: bar, 367 - (66 + 16), 0, 82, 55.0 + 2.0 / 3)
    }

    func testNavigationBarButtonsCallTheirBehaviors() {
        let window = TestWindow(width: 375)
        let bar = makeNavigationBar(
            NavigationBar.Content(title: "Thread", showsBackButton: true, backButtonTitle: "Inbox", leadingButtonTitle: "Close", trailingButtonTitle: "Reply"),
            in: window)
        var taps: [String] = []
        bar.setBehaviors(NavigationBar.Behaviors(
            didTapBack: { taps.append("back") },
            didTapLeading: { taps.append("leading") },
            didTapTrailing: { taps.append("trailing") }))

        XCTAssertTrue(bar.simulateTap(on: "back"))
        XCTAssertTrue(bar.simulateTap(on: "leading"))
        XCTAssertTrue(bar.simulateTap(on: "trailing"))
        XCTAssertFalse(bar.simulateTap(on: "title"))
        XCTAssertFalse(bar.simulateTap(on: "nothing"))
        XCTAssertEqual(taps, ["back", "leading", "trailing"])
        XCTAssertEqual(bar.backButton?.content.title, "‹ Inbox")
        // The leading button follows the back button directly: 8 + ("‹ Inbox" 59.5 → 59.67
        // + 16); "Close" is 42.5 → 42.67 + 16 wide.
        assertFrame(bar.leadingButton, in: bar, 8 + 75.0 + 2.0 / 3, (44 - (36.0 + 2.0 / 3)) / 2, 58.0 + 2.0 / 3, 36.0 + 2.0 / 3)

        // Without behaviors (a reused bar) taps reach the buttons and call nothing.
        bar.setBehaviors(nil)
        XCTAssertTrue(bar.simulateTap(on: "back"))
        XCTAssertEqual(taps.count, 3)
    }

    func testNavigationBarUpdatesKeepViewsAndToggleTheDivider() {
        let window = TestWindow(width: 375)
        let bar = makeNavigationBar(NavigationBar.Content(title: "Inbox", trailingButtonTitle: "Edit"), in: window)
        let title = bar.titleLabel
        let trailing = bar.trailingButton

        bar.setContent(NavigationBar.Content(title: "Archive", trailingButtonTitle: "Done", showsDivider: true), animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(bar.titleLabel === title)
        XCTAssertTrue(bar.trailingButton === trailing)
        XCTAssertEqual(bar.titleLabel?.content, .text("Archive"))
        XCTAssertEqual(bar.trailingButton?.content.title, "Done")
        XCTAssertNotNil(bar.divider)
        XCTAssertEqual(bar.attributes["showsDivider"], "true")
        assertFrame(bar, 0, 0, 375, 44 + 1.0 / 3)

        bar.setContent(NavigationBar.Content(title: "Archive", showsBackButton: true), animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(bar.titleLabel === title)
        XCTAssertNil(bar.trailingButton)
        XCTAssertNil(trailing?.superview)
        XCTAssertNil(bar.divider)
        XCTAssertNotNil(bar.backButton)
        assertFrame(bar, 0, 0, 375, 44)
    }

    // MARK: ToolbarBar

    func testToolbarSharesTheWidthEqually() {
        let window = TestWindow(width: 375)
        let bar = ToolbarBar(style: ToolbarBar.Style())
        bar.setContent(["Reply", "Forward", "Delete"], animated: false)
        pinToTopEdge(bar, in: window)
        window.layoutIfNeeded()

        let buttons = bar.buttons
        XCTAssertEqual(buttons.map(\.content.title), ["Reply", "Forward", "Delete"])
        // 359 / 3 = 119.67 each (on the third-point grid), the row 44 tall.
        let share = 119.0 + 2.0 / 3
        assertFrame(buttons[0], in: bar, 8, 0, share, 44)
        assertFrame(buttons[1], in: bar, 8 + share, 0, share, 44)
        assertFrame(buttons[2], in: bar, 8 + 2 * share, 0, share, 44)
        assertFrame(bar, 0, 0, 375, 44)
        XCTAssertEqual(bar.contentSummary, "\"Reply\" \"Forward\" \"Delete\"")
        XCTAssertEqual(window.warnings, [])
    }

    func testToolbarTapsReportTheIndex() {
        let window = TestWindow(width: 375)
        let bar = ToolbarBar(style: ToolbarBar.Style())
        bar.setContent(["A", "B"], animated: false)
        pinToTopEdge(bar, in: window)
        var tapped: [Int] = []
        bar.setBehaviors(ToolbarBar.Behaviors(didTapItem: { tapped.append($0) }))

        XCTAssertTrue(bar.simulateTap(itemAt: 1))
        XCTAssertTrue(bar.simulateTap(on: "item-0"))
        XCTAssertFalse(bar.simulateTap(itemAt: 2))
        XCTAssertFalse(bar.simulateTap(itemAt: -1))
        XCTAssertFalse(bar.simulateTap(on: "title"))
        XCTAssertEqual(tapped, [1, 0])
    }

    func testToolbarKeepsButtonsWhileTheirNumberStays() {
        let window = TestWindow(width: 375)
        let bar = ToolbarBar(style: ToolbarBar.Style())
        bar.setContent(["A", "B"], animated: false)
        pinToTopEdge(bar, in: window)
        window.layoutIfNeeded()
        let before = bar.buttons

        bar.setContent(["C", "D"], animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(bar.buttons[0] === before[0])
        XCTAssertTrue(bar.buttons[1] === before[1])
        XCTAssertEqual(bar.buttons.map(\.content.title), ["C", "D"])

        // A new number of buttons re-shares the width.
        bar.setContent(["C", "D", "E", "F"], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(bar.buttons.count, 4)
        assertFrame(bar.buttons[3], in: bar, 8 + 3 * 89.75, 0, 89.75, 44)
        XCTAssertEqual(window.warnings, [])
    }
}

/// Long navigation bar titles: they keep clear of the buttons.
final class CompositeNavigationTitleTests: XCTestCase {
    func testLongTitleMovesOffCentreBeforeTruncating() {
        let window = TestWindow(width: 375)
        let bar = NavigationBar(style: NavigationBar.Style())
        // The title is 24 characters of 8.5 = 204 wide. The back button (67) and "Close"
        // (42.67 + 16) take 8…133.67, "Edit" (50) 317…367.
        bar.setContent(NavigationBar.Content(title: "Quarterly planning notes", showsBackButton: true, leadingButtonTitle: "Close", trailingButtonTitle: "Edit"), animated: false)
        pinToTopEdge(bar, in: window)
        window.layoutIfNeeded()

        // The buttons keep their widths; the title starts 8 after "Close" and ends 8 before
        // "Edit": 141.67…309, too narrow for it, so it is truncated.
        assertFrame(bar.leadingButton, in: bar, 75, (44 - (36.0 + 2.0 / 3)) / 2, 58.0 + 2.0 / 3, 36.0 + 2.0 / 3)
        assertFrame(bar.titleLabel, in: bar, 141.0 + 2.0 / 3, (44 - (20.0 + 2.0 / 3)) / 2, 309 - (141.0 + 2.0 / 3), 20.0 + 2.0 / 3)
        XCTAssertEqual(bar.titleLabel?.displayedLines.first?.text.hasSuffix("…"), true)
        XCTAssertEqual(window.warnings, [])
    }

    func testTitleShiftsAwayFromALongTrailingButton() {
        let window = TestWindow(width: 375)
        let bar = NavigationBar(style: NavigationBar.Style())
        // "Inbox" (42.67) centred would span 166.17…208.83; a trailing button of 20 characters
        // (170 + 16 = 186) starts at 181, so the title ends at 173 instead.
        bar.setContent(NavigationBar.Content(title: "Inbox", trailingButtonTitle: String(repeating: "x", count: 20)), animated: false)
        pinToTopEdge(bar, in: window)
        window.layoutIfNeeded()

        assertFrame(bar.trailingButton, in: bar, 181, (44 - (36.0 + 2.0 / 3)) / 2, 186, 36.0 + 2.0 / 3)
        assertFrame(bar.titleLabel, in: bar, 173 - (42.0 + 2.0 / 3), (44 - (20.0 + 2.0 / 3)) / 2, 42.0 + 2.0 / 3, 20.0 + 2.0 / 3)
        XCTAssertEqual(window.warnings, [])

        // Without the button the title is centred again, on the same label.
        let title = bar.titleLabel
        bar.setContent("Inbox", animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(bar.titleLabel === title)
        assertFrame(bar.titleLabel, in: bar, 8 + (359 - (42.0 + 2.0 / 3)) / 2, (44 - (20.0 + 2.0 / 3)) / 2, 42.0 + 2.0 / 3, 20.0 + 2.0 / 3)
        XCTAssertEqual(window.warnings, [])
    }
}
