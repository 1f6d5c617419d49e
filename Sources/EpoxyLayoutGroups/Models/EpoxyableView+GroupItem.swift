import EpoxyCore
import EpoxyLayout

extension StyledView where Self: View & ContentConfigurableView & BehaviorsConfigurableView {
    /// An item of a group rendering this view type, as Epoxy's `View.groupItem(…)`.
    public static func groupItem(
        dataID: AnyHashable,
        content: Content? = nil,
        behaviors: Behaviors? = nil,
        style: Style
    ) -> GroupItem<Self> {
        GroupItem<Self>(dataID: dataID, style: style, content: content, behaviors: behaviors)
    }
}
