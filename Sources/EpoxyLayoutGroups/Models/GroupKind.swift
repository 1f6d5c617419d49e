/// The kind of a nested-group item: which group it makes and with which style (a new style
/// makes a new group, as Epoxy's diff identifiers for group items include the style).
struct GroupKind<Style: Hashable>: Hashable {
    let group: String
    let style: Style
}
