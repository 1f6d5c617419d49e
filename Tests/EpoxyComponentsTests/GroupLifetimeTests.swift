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
}
