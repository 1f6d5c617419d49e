import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyNamadaLayout

/// `ViewState` bound to the built-in views: two-way, map, apply, one-way, handlers with their
/// triggers, type checks, and re-layout when a bound label's text changes.
final class BindingsViewStateTests: XCTestCase {
    private func field(_ id: String = "search", text: String = "") -> TextField {
        let field = TextField(style: TextField.Style())
        field.accessibilityIdentifier = id
        field.setContent(TextField.Content(text: text), animated: false)
        return field
    }

    private func describe(_ changes: StateChanges<BindableValue>) -> String {
        "\(changes.trigger.name) \(changes.old)→\(changes.new) \(changes.trigger.triggeringView?.accessibilityIdentifier ?? "-")"
    }

    func testTypingSetsTheStateAndAssigningUpdatesTheField() throws {
        let state = ViewState<String?>(wrappedValue: nil, name: "typedText")
        let search = field()
        var log: [String] = []
        state.observe().didSet { changes in log.append("didSet \(changes.trigger.name) \(changes.old ?? "nil")→\(changes.new ?? "nil")") }
        try state.bind(with: search, .textFieldText)
            .viewDidSet { _, changes in log.append("viewDidSet " + self.describe(changes)) }
            .stateDidSet { _, changes in log.append("stateDidSet " + self.describe(changes)) }
        search.simulateTyping("hi")
        XCTAssertEqual(state.currentValue, "hi")
        state.wrappedValue = "reset"
        XCTAssertEqual(search.content.text, "reset")
        state.wrappedValue = nil
        XCTAssertEqual(search.content.text, "")
        XCTAssertEqual(log, [
            "didSet view nil→hi", "viewDidSet view string(\"\")→string(\"hi\") search",
            "stateDidSet state string(\"hi\")→string(\"reset\") -", "didSet state hi→reset",
            "stateDidSet state string(\"reset\")→none -", "didSet state reset→nil",
        ])
    }

    func testMapReadsTheViewAndApplyShowsTheState() throws {
        let mapped = ViewState(wrappedValue: "state", name: "mapped")
        var triggers: [String] = []
        mapped.observe().didSet { triggers.append("\($0.trigger.name) \($0.old)→\($0.new)") }
        try mapped.map(from: field(text: "view"), .textFieldText)
        XCTAssertEqual(mapped.currentValue, "view")
        XCTAssertEqual(triggers, ["bind state→view"])

        let applied = ViewState(wrappedValue: "state", name: "applied")
        let target = field(text: "view")
        try applied.apply(into: target, .textFieldText)
        XCTAssertEqual(target.content.text, "state")
    }

    func testOneWayBindReadsTheViewOnly() throws {
        let state = ViewState(wrappedValue: false, name: "isOn")
        let toggle = Switch(style: Switch.Style())
        try state.oneWayBind(with: toggle, .switchIsOn)
        toggle.simulateTap()
        XCTAssertTrue(state.currentValue)
        state.wrappedValue = false
        XCTAssertTrue(toggle.isOn)
        XCTAssertThrowsError(try state.oneWayBind(with: Button(style: Button.Style()), .buttonIsEnabled)) { error in
            XCTAssertEqual((error as? BindingError)?.message,
                           "'isEnabled' of <Button> never changes by itself: oneWayBind would read nothing (use bind or apply)")
        }
    }

    func testBindingAPropertyOfAnotherTypeIsAnError() {
        let state = ViewState(wrappedValue: true, name: "flag")
        XCTAssertThrowsError(try state.bind(with: field(), .textFieldText)) { error in
            XCTAssertEqual((error as? BindingError)?.message,
                           "cannot bind 'text' of <TextField:search> (a string) to flag of type boolean")
        }
        XCTAssertThrowsError(try BindableProperty.named("isOn", of: field())) { error in
            XCTAssertEqual((error as? BindingError)?.message,
                           "<TextField:search> has no bindable property 'isOn' (bindable: placeholder, text)")
        }
    }

    func testUnbindStopsBothDirections() throws {
        let state = ViewState(wrappedValue: "", name: "query")
        let search = field()
        let binding = try state.bind(with: search, .textFieldText)
        XCTAssertEqual(search.textChanges.count, 1)
        binding.unbind()
        XCTAssertEqual(search.textChanges.count, 0)
        search.simulateTyping("x")
        state.wrappedValue = "y"
        XCTAssertEqual(state.currentValue, "y")
        XCTAssertEqual(search.content.text, "x")
        XCTAssertTrue(state.activeBindings.isEmpty)
    }

    func testCheckboxAndSwitchFollowTheStateBothWays() throws {
        let state = ViewState(wrappedValue: true, name: "checked")
        let checkbox = Checkbox(style: Checkbox.Style())
        try state.apply(into: checkbox, .checkboxIsChecked)
        XCTAssertTrue(checkbox.isChecked)
        checkbox.simulateTap()
        XCTAssertFalse(state.currentValue)
        let toggle = Switch(style: Switch.Style())
        try state.bind(with: toggle, .switchIsOn)
        state.wrappedValue = true
        XCTAssertTrue(toggle.isOn)
        XCTAssertTrue(checkbox.isChecked)
    }

    func testABoundLabelsNewTextIsMeasuredAndMovesTheViewBelow() throws {
        let root = makeRoot()
        let title = Label(style: Label.Style(numberOfLines: 0), content: "short")
        title.accessibilityIdentifier = "title"
        let below = sizedView(10, 10, id: "below")
        let state = ViewState(wrappedValue: "short", name: "title")
        try root.layoutContent { content in
            content.put(title).top(.equal, to: .parent).horizontal(.equal, to: .parent)
            content.put(below).top(.equalTo(8), to: title.bottomAnchor).left(.equal, to: .parent)
        }
        try state.bind(with: title, .labelText)
        root.layoutIfNeeded()
        let oneLine = title.frame.height
        XCTAssertEqual(below.frame.minY, oneLine + 8)
        state.wrappedValue = Array(repeating: "a long title", count: 40).joined(separator: " ")
        root.layoutIfNeeded()
        XCTAssertGreaterThan(title.frame.height, oneLine * 2)
        XCTAssertEqual(below.frame.minY, title.frame.height + 8)
    }
}

/// A container's background color: names and hex strings, nil for clear, bad names refused.
final class BindingsColorTests: XCTestCase {
    func testBackgroundColorTakesColorNamesAndRefusesOthers() throws {
        let container = ContainerView()
        container.accessibilityIdentifier = "card"
        let state = ViewState<String?>(wrappedValue: "systemBlue", name: "tint")
        try state.apply(into: container, .containerBackgroundColor)
        XCTAssertEqual(container.backgroundColor?.description, "systemBlue")
        state.wrappedValue = "#FF0000"
        XCTAssertEqual(container.backgroundColor?.description, "#FF0000")
        XCTAssertThrowsError(try state.set("blurple", trigger: .state)) { error in
            XCTAssertEqual((error as? BindingError)?.message,
                           "cannot assign to tint: it is bound to 'backgroundColor' of <ContainerView:card>, and 'blurple' is not a color (a system color name or #RRGGBB)")
        }
        XCTAssertEqual(state.currentValue, "#FF0000")
        state.wrappedValue = nil
        XCTAssertNil(container.backgroundColor)
        XCTAssertEqual(BindableProperty.properties(of: StackView(axis: .vertical)).keys.sorted(), ["backgroundColor"])
    }
}
