import XCTest
@testable import EpoxyLayout

/// A required constraint the engine's solver refuses leaves the view where its other required
/// constraints put it.
final class RefusedConstraintLayoutTests: XCTestCase {
    /// A 40×20 view that hugs and resists compression at required priorities breaks a
    /// required `width == 100` and stays 40 wide (as UIKit keeps the constraints it had).
    func testViewKeepsRequiredIntrinsicWidthAgainstBrokenWidth() {
        let log = WarningLog()
        let root = makeRoot(log: log)
        let swatch = IntrinsicView(40, 20, identifier: "swatch")
        root.addSubview(swatch)
        for axis in [LayoutAxis.horizontal, .vertical] {
            swatch.setContentHuggingPriority(.required, for: axis)
            swatch.setContentCompressionResistancePriority(.required, for: axis)
        }
        let width = swatch.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            swatch.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            swatch.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            width,
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(root.brokenConstraints.map(ObjectIdentifier.init), [ObjectIdentifier(width)])
        assertFrame(swatch, 10, 10, 40, 20)
        XCTAssertEqual(log.messages.count, 1)
    }
}
