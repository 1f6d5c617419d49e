/// An item that renders a nested HGroup: items side by side. `style` configures the nested group's own items; the
/// placement modifiers (`verticalAlignment`, `horizontalAlignment`, `padding`) place the
/// nested group in its parent, as in Epoxy.
public struct HGroupItem: GroupItemModeling, GroupItemPlacing {
    /// The item's identifier within its parent group.
    public let dataID: AnyHashable
    /// The nested group's style; a new style makes a new group.
    public var style: HGroup.Style
    /// The nested group's items.
    public let groupItems: [any GroupItemModeling]
    /// Where the nested group sits in its parent.
    public var placement = GroupItemPlacement()

    /// Creates an item with a style and items.
    public init(dataID: AnyHashable, style: HGroup.Style = HGroup.Style(), groupItems: [any GroupItemModeling]) {
        self.dataID = dataID
        self.style = style
        self.groupItems = groupItems
    }

    /// Creates an item with a style whose items a builder block lists.
    public init(dataID: AnyHashable, style: HGroup.Style, @GroupModelBuilder _ content: () -> [any GroupItemModeling]) {
        self.init(dataID: dataID, style: style, groupItems: content())
    }

    /// Creates an item from alignment and spacing whose items a builder block lists.
    public init(
        dataID: AnyHashable,
        alignment: HGroup.ItemAlignment = .fill,
        spacing: Double = 0,
        @GroupModelBuilder _ content: () -> [any GroupItemModeling]
    ) {
        self.init(dataID: dataID, style: HGroup.Style(alignment: alignment, spacing: spacing), groupItems: content())
    }

    /// A copy whose group reflows vertically at accessibility type sizes or not.
    public func reflowsForAccessibilityTypeSizes(_ reflows: Bool) -> HGroupItem {
        var copy = self
        copy.style.reflowsForAccessibilityTypeSizes = reflows
        return copy
    }

    /// A copy whose group always lays its items out vertically, or not.
    public func forceAccessibilityVerticalLayout(_ force: Bool) -> HGroupItem {
        var copy = self
        copy.style.forceVerticalAccessibilityLayout = force
        return copy
    }

    public func eraseToAnyGroupItem() -> AnyGroupItem { erased() }
}

extension HGroupItem: NestedGroupItem {
    @usableFromInline static var groupName: String { "HGroup" }

    @usableFromInline func makeGroup() -> HGroup { HGroup(style: style) }
}
