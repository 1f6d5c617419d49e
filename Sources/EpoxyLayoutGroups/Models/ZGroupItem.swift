/// An item that renders a nested ZGroup: items overlaid. `style` configures the nested group's own items; the
/// placement modifiers (`verticalAlignment`, `horizontalAlignment`, `padding`) place the
/// nested group in its parent, as in Epoxy.
public struct ZGroupItem: GroupItemModeling, GroupItemPlacing {
    /// The item's identifier within its parent group.
    public let dataID: AnyHashable
    /// The nested group's style; a new style makes a new group.
    public var style: ZGroup.Style
    /// The nested group's items.
    public let groupItems: [any GroupItemModeling]
    /// Where the nested group sits in its parent.
    public var placement = GroupItemPlacement()

    /// Creates an item with a style and items.
    public init(dataID: AnyHashable, style: ZGroup.Style = ZGroup.Style(), groupItems: [any GroupItemModeling]) {
        self.dataID = dataID
        self.style = style
        self.groupItems = groupItems
    }

    /// Creates an item with a style whose items a builder block lists.
    public init(dataID: AnyHashable, style: ZGroup.Style, @GroupModelBuilder _ content: () -> [any GroupItemModeling]) {
        self.init(dataID: dataID, style: style, groupItems: content())
    }

    /// Creates an item from alignments whose items a builder block lists.
    public init(
        dataID: AnyHashable,
        horizontalAlignment: VGroup.ItemAlignment = .center,
        verticalAlignment: HGroup.ItemAlignment = .center,
        @GroupModelBuilder _ content: () -> [any GroupItemModeling]
    ) {
        self.init(
            dataID: dataID,
            style: ZGroup.Style(horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment),
            groupItems: content())
    }

    public func eraseToAnyGroupItem() -> AnyGroupItem { erased() }
}

extension ZGroupItem: NestedGroupItem {
    @usableFromInline static var groupName: String { "ZGroup" }

    @usableFromInline func makeGroup() -> ZGroup { ZGroup(style: style) }
}
