import EpoxyLayoutGroups
import EpoxyScreens

extension LuaComponentView: GroupHostingView {
    /// The group the component's body returned, shown in snapshots as the component's child.
    var hostedGroup: (any Group)? { group }
}
