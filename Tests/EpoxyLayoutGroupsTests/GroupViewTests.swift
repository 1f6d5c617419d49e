import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

final class GroupViewTests: XCTestCase {
    private func makeHGroupView() -> HGroupView {
        let view = HGroupView(style: HGroupView.Style(
            hGroupStyle: HGroup.Style(alignment: .center, spacing: 8),
            edgeInsets: DirectionalEdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24)))
        view.setContent(HGroupView.Content {
            testItem("avatar", 40, 40)
            testItem("title", 100, 20).contentHuggingPriority(249, for: .horizontal)
        }, animated: false)
        return view
    }

    func testHGroupViewFittingHeightIsContentPlusMargins() {
        let view = makeHGroupView()
        let size = view.systemLayoutSizeFitting(
            Size(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // 16 + 40 (the avatar, the tallest centred item) + 16.
        XCTAssertEqual(size.width, 300, accuracy: 1e-6)
        XCTAssertEqual(size.height, 72, accuracy: 1e-6)
    }

    func testHGroupViewPlacedByFrameLaysOutInsideItsMargins() {
        let host = LayoutHost(width: 400, height: 400)
        let view = makeHGroupView()
        view.frame = Rect(x: 0, y: 100, width: 300, height: 72)
        host.addSubview(view)
        host.layoutIfNeeded()
        // The view keeps its frame. Inside it: avatar at (24, 16); the title after 40 + 8,
        // centred on the avatar's 16…56 → y = 26, width 300 − 24 − 72 = 204.
        assertFrame(view, 0, 100, 300, 72)
        let avatar = GroupViewTests.testView(view.group, "avatar"), title = GroupViewTests.testView(view.group, "title")
        assertRect(avatar.convert(avatar.bounds, to: view), 24, 16, 40, 40)
        assertRect(title.convert(title.bounds, to: view), 72, 26, 204, 20)
        XCTAssertEqual(host.warnings, [])
    }

    func testVGroupViewUpdatesItsItemsThroughContent() {
        let view = VGroupView(style: VGroupView.Style(
            vGroupStyle: VGroup.Style(spacing: 4), edgeInsets: DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)))
        view.setContent(VGroupView.Content { testItem("a", 10, 10, content: "1") }, animated: false)
        let a = GroupViewTests.testView(view.group, "a")
        view.setContent(VGroupView.Content {
            testItem("a", 10, 10, content: "2")
            testItem("b", 10, 20)
        }, animated: false)
        XCTAssertTrue(GroupViewTests.testView(view.group, "a") === a)
        XCTAssertEqual(a.content, "2")
        let size = view.systemLayoutSizeFitting(
            Size(width: 100, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // 8 + 10 + 4 + 20 + 8.
        XCTAssertEqual(size.height, 50, accuracy: 1e-6)
    }

    func testContentIsNeverEqualSoBehaviorsAlwaysReachTheGroup() {
        let content = HGroupView.Content(items: [])
        XCTAssertNotEqual(content, content)
    }

    private static func testView(_ group: any Group, _ dataID: String) -> TestView {
        group.descendant(withDataID: dataID) as? TestView ?? TestView(style: .zero)
    }
}
