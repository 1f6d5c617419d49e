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
    /// The script's `file:line` of the constructor call, which names the group's guide in
    /// conflict warnings (`<HGroup #row, screen.lua:4>`).
    let location: String?

    init(kind: Kind, style: Style, items: [ModelNode], isItem: Bool, location: String?) {
        self.kind = kind
        self.style = style
        self.items = items
        self.isItem = isItem
        self.location = location
        depth = 1 + (items.map(\.groupDepth).max() ?? 0)
    }

    /// The nested-group item placing this group in a parent.
    func groupItem(dataID: AnyHashable) -> AnyGroupItem {
        let items = items.map { $0.groupItem() }
        let item: AnyGroupItem
        switch style {
        case .h(let style): item = HGroupItem(dataID: dataID, style: style, groupItems: items).eraseToAnyGroupItem()
        case .v(let style): item = VGroupItem(dataID: dataID, style: style, groupItems: items).eraseToAnyGroupItem()
        case .z(let style): item = ZGroupItem(dataID: dataID, style: style, groupItems: items).eraseToAnyGroupItem()
        }
        return item.modelOrigin(modelOrigin(dataID: dataID))
    }

    /// A new Swift group with these items; `dataID` (a root group's own, if it has one) and the
    /// constructor's line name its guide in diagnostics.
    func makeGroup(dataID: AnyHashable?) -> any Group {
        let items = items.map { $0.groupItem() }
        let group: ItemsGroup
        switch style {
        case .h(let style): group = HGroup(style: style, items: items)
        case .v(let style): group = VGroup(style: style, items: items)
        case .z(let style): group = ZGroup(style: style, items: items)
        }
        group.modelOrigin = modelOrigin(dataID: dataID)
        return group
    }

    /// How diagnostics name the group made with `dataID` (`#row, screen.lua:4`).
    func modelOrigin(dataID: AnyHashable?) -> String? {
        ModelOrigin.text(dataID: dataID, location: location)
    }
}
