import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest
@testable import EpoxyComponents

/// Composites with bad or empty input, composites as items of a group (how screens and the
/// Lua bindings use them), and their descriptions.
final class CompositeRobustnessTests: XCTestCase {
    func testUnusableStyleNumbersCountAsZero() {
        let nan = Double.nan
        let margins = DirectionalEdgeInsets(top: nan, leading: -5, bottom: .infinity, trailing: 4)
        let style = TextRow.Style(spacing: -3, layoutMargins: margins)
        XCTAssertEqual(style.spacing, 0)
        XCTAssertEqual(style.layoutMargins, DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 4))
        XCTAssertEqual(ImageRow.Style(spacing: nan, textSpacing: -1).spacing, 0)
        XCTAssertEqual(CheckboxRow.Style(spacing: .infinity).spacing, 0)
        XCTAssertEqual(NavigationBar.Style(minimumHeight: nan).minimumHeight, 0)
        XCTAssertEqual(ToolbarBar.Style(minimumHeight: -44).minimumHeight, 0)
        XCTAssertEqual(ButtonRow.Style(layoutMargins: margins).layoutMargins.trailing, 4)

        let window = TestWindow(width: 100)
        let row = TextRow(style: style)
        row.setContent(TextRow.Content(title: "A", subtitle: "B"), animated: false)
        pinToTopEdge(row, in: window)
        window.layoutIfNeeded()
        assertFrame(row.titleLabel, in: row, 0, 0, 96, 20.0 + 2.0 / 3)
        assertFrame(row.subtitleLabel, in: row, 0, 20.0 + 2.0 / 3, 96, 20.0 + 2.0 / 3)
        XCTAssertEqual(window.warnings, [])
    }

    func testEmptyContentLaysOutWithoutWarnings() {
        let window = TestWindow(width: 375)
        let views: [View] = [
            TextRow(style: TextRow.Style()),
            ImageRow(style: ImageRow.Style()),
            ButtonRow(style: ButtonRow.Style()),
            CheckboxRow(style: CheckboxRow.Style()),
            NavigationBar(style: NavigationBar.Style()),
            ToolbarBar(style: ToolbarBar.Style()),
        ]
        let stack = VGroup(items: views.enumerated().map { StaticGroupItem($0.element, dataID: $0.offset) })
        stack.install(in: window)
        // The stack's bottom pulls no harder than fitting does (a stronger pull stretches
        // groups whose items are centred: they hug their items just above fitting level).
        stack.constrainToSuperview(bottomPriority: .fittingSizeLevel)
        window.layoutIfNeeded()

        // Empty text measures as nothing; the rows keep their margins, the bars their 44.
        XCTAssertEqual(views.map(\.frame.height), [32, 72, 60, 56, 44, 44])
        XCTAssertEqual(window.warnings, [])
    }

    func testEmptyStringsAndRemovedButtons() {
        let window = TestWindow(width: 375)
        let bar = NavigationBar(style: NavigationBar.Style())
        pinToTopEdge(bar, in: window)
        bar.setContent(NavigationBar.Content(title: "", showsBackButton: true, backButtonTitle: "", leadingButtonTitle: "", trailingButtonTitle: ""), animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(bar.backButton?.content.title, "‹ Back")
        XCTAssertEqual(bar.leadingButton?.content.title, "")
        XCTAssertTrue(bar.simulateTap(on: "leading"))
        assertFrame(bar, 0, 0, 375, 44)

        let toolbar = ToolbarBar(style: ToolbarBar.Style())
        pinToTopEdge(toolbar, in: window)
        toolbar.setContent(["A", "", "C"], animated: false)
        toolbar.setContent([], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(toolbar.buttons.count, 0)
        XCTAssertFalse(toolbar.simulateTap(itemAt: 0))
        XCTAssertFalse(toolbar.simulateTap(on: ToolbarBar.emptySpaceDataID))
        assertFrame(toolbar, 0, 0, 375, 44)
        XCTAssertEqual(window.warnings, [])
    }

    func testManyToolbarButtonsTruncateInsteadOfOverflowing() {
        let window = TestWindow(width: 375)
        let toolbar = ToolbarBar(style: ToolbarBar.Style())
        toolbar.setContent(ToolbarBar.Content(itemTitles: (0..<50).map { "Button \($0)" }), animated: false)
        pinToTopEdge(toolbar, in: window)
        window.layoutIfNeeded()
        XCTAssertEqual(toolbar.buttons.count, 50)
        assertFrame(toolbar.buttons[49], in: toolbar, 8 + 49 * 7.18, 0, 7.18, 44)
        XCTAssertEqual(window.warnings, [])
    }

    func testCompositesAsGroupItemsGetContentAndBehaviors() {
        let window = TestWindow(width: 375)
        let stack = VGroup()
        stack.install(in: window)
        stack.constrainToSuperview(bottomPriority: .fittingSizeLevel)
        var taps = 0
        var toggles: [Bool] = []
        func items(_ title: String) -> [any GroupItemModeling] {
            [
                TextRow.groupItem(dataID: "header", content: TextRow.Content(title: title), style: TextRow.Style()),
                CheckboxRow.groupItem(
                    dataID: "todo", content: CheckboxRow.Content(title: "Milk"),
                    behaviors: CheckboxRow.Behaviors(didToggle: { toggles.append($0) }), style: CheckboxRow.Style()),
                ButtonRow.groupItem(
                    dataID: "save", content: "Save", behaviors: ButtonRow.Behaviors(didTap: { taps += 1 }), style: ButtonRow.Style()),
            ]
        }
        stack.setItems(items("Inbox"), animated: false)
        window.layoutIfNeeded()
        let header = stack.constrainable(with: "header") as? TextRow
        let todo = stack.constrainable(with: "todo") as? CheckboxRow
        let save = stack.constrainable(with: "save") as? ButtonRow

        assertFrame(header ?? View(), 0, 0, 375, 52.0 + 2.0 / 3)
        assertFrame(todo ?? View(), 0, 52.0 + 2.0 / 3, 375, 56)
        assertFrame(save ?? View(), 0, 108.0 + 2.0 / 3, 375, 80.0 + 2.0 / 3)
        XCTAssertEqual(todo?.simulateTap(), true)
        XCTAssertEqual(save?.simulateTap(), true)
        XCTAssertEqual(toggles, [true])
        XCTAssertEqual(taps, 1)

        stack.setItems(items("Archive"), animated: false)
        XCTAssertTrue(stack.constrainable(with: "header") === header)
        XCTAssertEqual(header?.titleLabel?.content, .text("Archive"))
        XCTAssertEqual(window.warnings, [])
    }

    func testDescriptions() {
        let row = TextRow(style: TextRow.Style())
        row.setContent(TextRow.Content(title: "Say \"hi\"\nnow"), animated: false)
        XCTAssertEqual(row.componentName, "TextRow")
        XCTAssertEqual(row.contentSummary, "\"Say \\\"hi\\\"\\nnow\"")
        XCTAssertEqual(row.sortedAttributes.map(\.name), ["layoutMargins", "spacing"])
        XCTAssertEqual(row.attributes["spacing"], "8")
        XCTAssertEqual(row.displayedLines, [])

        let toolbar = ToolbarBar(style: ToolbarBar.Style())
        toolbar.setContent(["A"], animated: false)
        XCTAssertEqual(toolbar.componentName, "ToolbarBar")
        XCTAssertEqual(toolbar.attributes["minimumHeight"], "44")
        XCTAssertEqual(ImageRow(style: ImageRow.Style()).componentName, "ImageRow")
        XCTAssertEqual(ButtonRow(style: ButtonRow.Style()).attributes["isEnabled"], "true")
        XCTAssertEqual(NavigationBar(style: NavigationBar.Style()).componentName, "NavigationBar")
        XCTAssertEqual(CheckboxRow(style: CheckboxRow.Style()).contentSummary, "\"\" unchecked")
    }
}
