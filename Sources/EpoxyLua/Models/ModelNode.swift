import EpoxyScreens
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// What a script's model is: an immutable value (every modifier returns a changed copy) that
/// becomes a Swift group item or a layout root.
struct ModelNode {
    /// What the model makes.
    enum Body {
        /// `HGroup{…}`/`VGroup{…}`/`ZGroup{…}`, or the nested `HGroupItem{…}` forms.
        case group(GroupModel)
        /// `SpacerItem{…}`, and the script's `file:line` that made it (names its guide in warnings).
        case spacer(SpacerStyle, location: String?)
        /// A component's group item (built-in or defined with `Component{…}`).
        case component(ComponentModel)
    }

    /// A content priority a modifier set.
    struct PrioritySetting {
        let isHugging: Bool
        let priority: LayoutPriority
        let axis: LayoutAxis
    }

    var body: Body
    /// The item's identifier in its group; root groups may have none.
    var dataID: AnyHashable?
    var placement = GroupItemPlacement()
    var priorities: [PrioritySetting] = []

    /// The constructor's name as scripts write it (`Label.groupItem`, `HGroup`, `SpacerItem`).
    var typeName: String {
        switch body {
        case .group(let group): group.kind.rawValue + (group.isItem ? "Item" : "")
        case .spacer: "SpacerItem"
        case .component(let component): component.name + "." + component.constructor
        }
    }

    /// The levels of groups in this model (0 for a spacer or a component's item).
    var groupDepth: Int {
        if case .group(let group) = body { return group.depth }
        return 0
    }

    /// `Label.groupItem#title`, `HGroup(3 items)`.
    var description: String {
        var text = typeName
        if let dataID { text += "#" + DataIDFormatter.string(for: dataID) }
        if case .group(let group) = body {
            text += "(\(group.items.count) item\(group.items.count == 1 ? "" : "s"))"
        }
        return text
    }

    /// The Swift item (the model must have a dataID, which constructors of items require).
    func groupItem() -> AnyGroupItem {
        let dataID = dataID ?? AnyHashable(typeName)
        var item: AnyGroupItem
        switch body {
        case .group(let group):
            item = group.groupItem(dataID: dataID)
        case let .spacer(style, location):
            item = SpacerItem(dataID: dataID, style: style).eraseToAnyGroupItem()
                .modelOrigin(ModelOrigin.text(dataID: dataID, location: location))
        case .component(let component):
            item = component.item
        }
        item.placement = placement
        for setting in priorities {
            item = setting.isHugging
                ? item.contentHuggingPriority(setting.priority, for: setting.axis)
                : item.contentCompressionResistancePriority(setting.priority, for: setting.axis)
        }
        return item
    }

    /// The stage root: a group as itself; any other model inside a VGroup of its own, so it
    /// keeps its view across updates like a group's item does.
    func layoutRoot() -> LayoutRoot {
        if case .group(let group) = body, placement == GroupItemPlacement(), priorities.isEmpty {
            return .group(group.makeGroup(dataID: dataID))
        }
        return .group(VGroup(items: [groupItem()]))
    }
}
