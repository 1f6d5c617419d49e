import EpoxyComponents
import XCTest
@testable import EpoxyNamadaLayout

/// `ViewModel`: bind(with:) on apply, willUnbind/didUnbind around ending its bindings.
final class BindingsViewModelTests: XCTestCase {
    private final class SearchModel: ViewModel<TextField> {
        let query = ViewState(wrappedValue: "model", name: "query")
        var log: [String] = []

        override func bind(with target: TextField) {
            log.append("bind \(target.accessibilityIdentifier ?? "?")")
            if let binding = try? query.apply(into: target, .textFieldText) { track(binding) }
        }

        override func willUnbind() { log.append("willUnbind \(bindingCount)") }
        override func didUnbind() { log.append("didUnbind \(bindingCount)") }
    }

    func testAppliesBindsAndUnbindsInOrder() {
        let first = TextField(style: TextField.Style())
        first.accessibilityIdentifier = "first"
        let second = TextField(style: TextField.Style())
        second.accessibilityIdentifier = "second"
        let model = SearchModel()
        model.apply(into: first)
        XCTAssertEqual(first.content.text, "model")
        model.apply(into: first)                 // same target: nothing
        model.apply(into: second)
        first.simulateTyping("!")
        XCTAssertEqual(model.query.currentValue, "model")
        second.simulateTyping("!")
        XCTAssertEqual(model.query.currentValue, "model!")
        model.unbind()
        model.unbind()                           // unbound: nothing
        XCTAssertNil(model.target)
        XCTAssertEqual(model.log, ["bind first", "willUnbind 1", "didUnbind 0", "bind second", "willUnbind 1", "didUnbind 0"])
    }
}
