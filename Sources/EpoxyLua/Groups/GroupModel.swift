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

    /// The deepest nesting of groups a script may build (a group of group items of … counts
    /// each group once). Building, laying out and printing recurse once per level, so without
    /// a limit about 1,200 levels overflowed the stack of a debug build.
    static let maximumDepth = 200

    let kind: Kind
    var style: Style
    let items: [ModelNode]
    /// Made by `HGroupItem{…}` (a nested group) rather than `HGroup{…}`.
    let isItem: Bool
    /// The levels of groups this one holds, itself included (1 for a group of leaves).
    let depth: Int

    init(kind: Kind, style: Style, items: [ModelNode], isItem: Bool) {
        self.kind = kind
        self.style = style
        self.items = items
        self.isItem = isItem
        depth = 1 + (items.map(\.groupDepth).max() ?? 0)
    }

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
