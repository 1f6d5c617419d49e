import EpoxyLayoutGroups
import XCTest

final class AlignmentNameTests: XCTestCase {
    func testNamedAlignments() {
        XCTAssertEqual(HGroup.ItemAlignment(named: "top"), .top)
        XCTAssertEqual(HGroup.ItemAlignment(named: "center"), .center)
        XCTAssertNil(HGroup.ItemAlignment(named: "leading"))
        XCTAssertEqual(VGroup.ItemAlignment(named: "trailing"), .trailing)
        XCTAssertEqual(VGroup.ItemAlignment(named: "fill"), .fill)
        XCTAssertNil(VGroup.ItemAlignment(named: "bottom"))
        XCTAssertNil(VGroup.ItemAlignment(named: ""))
    }

    func testAlignmentEqualityAndHashing() {
        XCTAssertEqual(VGroup.ItemAlignment.centered(to: "a"), .centered(to: "a"))
        XCTAssertNotEqual(VGroup.ItemAlignment.centered(to: "a"), .centered(to: "b"))
        let first = HGroup.ItemAlignment.custom(id: 1) { _, _ in [] }
        let second = HGroup.ItemAlignment.custom(id: 1) { _, _ in [] }
        XCTAssertEqual(first, second)
        XCTAssertEqual(Set([first, second, .top]).count, 2)
    }
}
