/// An item that renders a nested VGroup: items top to bottom. `style` configures the nested group's own items; the
/// placement modifiers (`verticalAlignment`, `horizontalAlignment`, `padding`) place the
/// nested group in its parent, as in Epoxy.
public struct VGroupItem: GroupItemModeling, GroupItemPlacing {
    /// The item's identifier within its parent group.
    public let dataID: AnyHashable
    /// The nested group's style; a new style makes a new group.
    public var style: VGroup.Style
    /// The nested group's items.
    public let groupItems: [any GroupItemModeling]
    /// Where the nested group sits in its parent.
    public var placement = GroupItemPlacement()

    /// Creates an item with a style and items.
    public init(dataID: AnyHashable, style: VGroup.Style = VGroup.Style(), groupItems: [any GroupItemModeling]) {
        self.dataID = dataID
        self.style = style
        self.groupItems = groupItems
    }

    /// Creates an item with a style whose items a builder block lists.
    public init(dataID: AnyHashable, style: VGroup.Style, @GroupModelBuilder _ content: () -> [any GroupItemModeling]) {
        self.init(dataID: dataID, style: style, groupItems: content())
    }

    /// Creates an item from alignment and spacing whose items a builder block lists.
    public init(
        dataID: AnyHashable,
        alignment: VGroup.ItemAlignment = .fill,
        spacing: Double = 0,
        @GroupModelBuilder _ content: () -> [any GroupItemModeling]
    ) {
        self.init(dataID: dataID, style: VGroup.Style(alignment: alignment, spacing: spacing), groupItems: content())
    }

    public func eraseToAnyGroupItem() -> AnyGroupItem { erased() }
}

extension VGroupItem: NestedGroupItem {
    @usableFromInline static var groupName: String { "VGroup" }

    @usableFromInline func makeGroup() -> VGroup { VGroup(style: style) }
}
