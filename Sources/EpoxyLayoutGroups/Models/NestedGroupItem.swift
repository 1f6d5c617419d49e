import EpoxyLayout

/// An item rendering a nested group (``HGroupItem``, ``VGroupItem``, ``ZGroupItem``), erased as
/// itself. The nested group diffs its own items, so the parent always hands them on (as Epoxy
/// does): the item's content never counts as unchanged.
@usableFromInline
protocol NestedGroupItem: GroupItemPlacing, ErasedGroupItemModel {
    associatedtype Style: Hashable
    associatedtype NestedGroup: ItemsGroup

    /// The nested group's name in diagnostics and in the item's kind ("HGroup").
    static var groupName: String { get }
    var dataID: AnyHashable { get }
    var style: Style { get }
    var groupItems: [any GroupItemModeling] { get }
    /// A new nested group with the item's style.
    func makeGroup() -> NestedGroup
}

extension NestedGroupItem {
    /// The item as an ``AnyGroupItem`` (what `eraseToAnyGroupItem` returns).
    func erased() -> AnyGroupItem {
        AnyGroupItem(dataID: dataID, kind: GroupKind(group: Self.groupName, style: style), placement: placement, model: self)
    }

    @usableFromInline
    func makeConstrainable() -> any Constrainable {
        let group = makeGroup()
        group.state.guide.identifier = "\(Self.groupName)(\(dataID.base))"
        return group
    }

    @usableFromInline
    func setContent(on constrainable: any Constrainable, animated: Bool) {
        (constrainable as? NestedGroup)?.setItems(groupItems, animated: animated)
    }

    @usableFromInline
    func setBehaviors(on constrainable: any Constrainable) {}

    @usableFromInline
    func isContentEqual(to other: any ErasedGroupItemModel) -> Bool { false }
}
