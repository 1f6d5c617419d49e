import EpoxyCore

/// A size measured for an item whose content is not hashable: reused while the item with that
/// data ID keeps equal content and the width is unchanged.
struct IdentityCacheEntry {
    let model: AnyItemModel
    let width: Double
    let size: Size
}
