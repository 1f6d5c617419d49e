import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// A view whose style is its intrinsic size and whose content is a string; it counts how often
/// content and behaviors are set.
final class TestView: View, EpoxyableView {
    struct Behaviors {
        var didTap: () -> Void = {}
    }

    let size: Size
    private(set) var content: String?
    private(set) var setContentCount = 0
    private(set) var setBehaviorsCount = 0
    var label = ""

    init(style: Size) {
        size = style
        super.init()
    }

    override var intrinsicContentSize: Size { size }

    func setContent(_ content: String, animated: Bool) {
        self.content = content
        setContentCount += 1
    }

    func setBehaviors(_ behaviors: Behaviors?) {
        setBehaviorsCount += 1
    }
}

/// A group item rendering a `TestView` of `width` × `height` showing `content`.
func testItem(_ dataID: String, _ width: Double, _ height: Double, content: String = "") -> GroupItem<TestView> {
    TestView.groupItem(dataID: dataID, content: content, behaviors: TestView.Behaviors(), style: Size(width: width, height: height))
}
