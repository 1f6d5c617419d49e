/// What makes two items "the same item" across `setItems` calls, so the old constrainable is
/// kept: the dataID, the kind of constrainable (view type and style, group style…) and the
/// placement, which, as in Epoxy, is fixed when the constrainable is made.
struct GroupItemIdentity: Hashable {
    let dataID: AnyHashable
    let kind: AnyHashable
    let placement: GroupItemPlacement
}
