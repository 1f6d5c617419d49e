/// An item that renders a ``Spacer``: empty space with optional size limits.
public struct SpacerItem: GroupItemModeling, GroupItemPlacing {
    /// The item's identifier within its group.
    public let dataID: AnyHashable
    /// The spacer's size limits; a new style makes a new spacer.
    public let style: SpacerStyle
    /// Where the spacer sits in its group.
    public var placement = GroupItemPlacement()

    /// Creates a spacer item with a style.
    public init(dataID: AnyHashable, style: SpacerStyle) {
        self.dataID = dataID
        self.style = style
    }

    /// Creates a spacer item from its limits (none: it fills the space left).
    public init(
        dataID: AnyHashable,
        minWidth: Double? = nil, maxWidth: Double? = nil, fixedWidth: Double? = nil,
        minHeight: Double? = nil, maxHeight: Double? = nil, fixedHeight: Double? = nil
    ) {
        self.init(dataID: dataID, style: SpacerStyle(
            minWidth: minWidth, maxWidth: maxWidth, fixedWidth: fixedWidth,
            minHeight: minHeight, maxHeight: maxHeight, fixedHeight: fixedHeight))
    }

    public func eraseToAnyGroupItem() -> AnyGroupItem {
        let style = style, name = "Spacer(\(dataID.base))"
        return AnyGroupItem(dataID: dataID, kind: style, placement: placement, make: { Spacer(style: style, identifier: name) })
    }
}
