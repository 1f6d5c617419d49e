import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

final class GroupLifetimeTests: XCTestCase {
    func testALaidOutGroupOfLabelsIsFreedWithItsRoot() {
        weak var weakRoot: View?
        weak var weakLabel: View?
        weak var weakGroup: VGroup?
        do {
            let root = TraitRootView(frame: Rect(x: 0, y: 0, width: 320, height: 400), traits: Traits(textMeasurer: FixedMetricsTextMeasurer()))
            let group = VGroup(spacing: 8, items: (0..<5).map { Label.groupItem(dataID: $0, content: .text("row \($0) with some text"), style: Label.Style(font: .textStyle(.body), numberOfLines: 0)) })
            group.install(in: root)
            group.constrainToSuperview(bottomPriority: 1)
            root.layoutIfNeeded()
            weakRoot = root
            weakGroup = group
            weakLabel = group.constrainables.first as? View
            XCTAssertNotNil(weakLabel)
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakGroup)
        XCTAssertNil(weakLabel)
    }

    /// A composite's inner control reports to the composite through its lifetime, not a `weak`
    /// reference: the composite is freed while the control lives on, and a tap then calls nothing.
    func testACompositeRowIsFreedWhileItsControlLivesOnAndATapThenCallsNothing() {
        var taps = 0
        var toggles: [Bool] = []
        let button: Button
        let checkbox: Checkbox
        weak var weakButtonRow: ButtonRow?
        weak var weakCheckboxRow: CheckboxRow?
        do {
            let buttonRow = ButtonRow(style: ButtonRow.Style())
            buttonRow.setContent("Save", animated: false)
            buttonRow.setBehaviors(ButtonRow.Behaviors(didTap: { taps += 1 }))
            let checkboxRow = CheckboxRow(style: CheckboxRow.Style())
            checkboxRow.setContent(CheckboxRow.Content(title: "Buy milk"), animated: false)
            checkboxRow.setBehaviors(CheckboxRow.Behaviors(didToggle: { toggles.append($0) }))
            guard let innerButton = buttonRow.button, let innerCheckbox = checkboxRow.checkbox else {
                return XCTFail("the rows have no inner controls")
            }
            button = innerButton
            checkbox = innerCheckbox
            XCTAssertTrue(button.simulateTap())
            XCTAssertTrue(checkbox.simulateTap())
            weakButtonRow = buttonRow
            weakCheckboxRow = checkboxRow
        }
        XCTAssertNil(weakButtonRow)
        XCTAssertNil(weakCheckboxRow)
        XCTAssertTrue(button.simulateTap())
        XCTAssertTrue(checkbox.simulateTap())
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(toggles, [true])
    }
}
