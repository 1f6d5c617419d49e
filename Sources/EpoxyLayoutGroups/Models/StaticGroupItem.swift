/// An item for a constrainable that already exists (a view made elsewhere, a group): it is
/// used as is, never made again or updated. Its identity is the instance.
public struct StaticGroupItem: GroupItemModeling, GroupItemPlacing {
    /// The item's identifier within its group (by default the instance's identity).
    public let dataID: AnyHashable
    /// The constrainable the item places.
    public let constrainable: any Constrainable
    /// Where the constrainable sits in its group.
    public var placement = GroupItemPlacement()

    /// Creates an item for `constrainable`, identified by `dataID` or by the instance.
    public init(_ constrainable: any Constrainable, dataID: AnyHashable? = nil) {
        self.constrainable = constrainable
        self.dataID = dataID ?? AnyHashable(ObjectIdentifier(constrainable))
    }

    public func eraseToAnyGroupItem() -> AnyGroupItem {
        let constrainable = constrainable
        return AnyGroupItem(
            dataID: dataID, kind: ObjectIdentifier(constrainable), placement: placement, make: { constrainable })
    }
}
