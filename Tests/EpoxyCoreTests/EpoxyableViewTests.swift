import XCTest
import EpoxyCore

/// The protocols' defaults: views without content or behaviors need no code for them.
final class EpoxyableViewTests: XCTestCase {
    private final class Badge: EpoxyableView {
        struct Style: Hashable { var color: String }
        let style: Style
        private(set) var shownCount: Int?
        var onTap: (() -> Void)?

        init(style: Style) { self.style = style }
        func setContent(_ content: Int, animated: Bool) { shownCount = content }
        func setBehaviors(_ behaviors: (() -> Void)?) { onTap = behaviors }
    }

    private final class Divider: EpoxyableView {
        init(style: Never) {}
        init() {}
    }

    func testConfiguresStyleContentAndBehaviors() {
        let badge = Badge(style: .init(color: "red"))
        badge.setContent(3, animated: false)
        var tapped = false
        badge.setBehaviors { tapped = true }
        badge.onTap?()
        XCTAssertEqual(badge.shownCount, 3)
        XCTAssertTrue(tapped)
        badge.setBehaviors(nil)
        XCTAssertNil(badge.onTap)
    }

    func testViewsWithoutContentOrBehaviorsUseTheDefaults() {
        let divider = Divider()
        divider.setBehaviors(nil)
        XCTAssertTrue(Divider.Content.self == Never.self)
        XCTAssertTrue(Divider.Behaviors.self == Never.self)
    }
}
