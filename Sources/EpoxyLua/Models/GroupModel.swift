import EpoxyLayoutGroups

/// A group a script described: its kind, its style and its items.
struct GroupModel {
    /// Which group.
    enum Kind: String {
        case HGroup, VGroup, ZGroup
    }

    /// The style of the group's kind.
    enum Style: Hashable {
        case h(HGroup.Style)
        case v(VGroup.Style)
        case z(ZGroup.Style)
    }

    let kind: Kind
    var style: Style
    let items: [ModelNode]
    /// Made by `HGroupItem{…}` (a nested group) rather than `HGroup{…}`.
    let isItem: Bool

    /// The nested-group item placing this group in a parent.
    func groupItem(dataID: AnyHashable) -> AnyGroupItem {
        let items = items.map { $0.groupItem() }
        switch style {
        case .h(let style): return HGroupItem(dataID: dataID, style: style, groupItems: items).eraseToAnyGroupItem()
        case .v(let style): return VGroupItem(dataID: dataID, style: style, groupItems: items).eraseToAnyGroupItem()
        case .z(let style): return ZGroupItem(dataID: dataID, style: style, groupItems: items).eraseToAnyGroupItem()
        }
    }

    /// A new Swift group with these items.
    func makeGroup() -> any Group {
        let items = items.map { $0.groupItem() }
        switch style {
        case .h(let style): return HGroup(style: style, items: items)
        case .v(let style): return VGroup(style: style, items: items)
        case .z(let style): return ZGroup(style: style, items: items)
        }
    }
}
