/// An item's place in the sections, by index.
struct ItemPosition: Hashable {
    let section: Int
    let index: Int
}
