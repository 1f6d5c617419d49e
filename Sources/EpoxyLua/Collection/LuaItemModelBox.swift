/// The userdata a script holds for a collection item model (`Label.itemModel{…}`) or a
/// supplementary item model (`TextRow.supplementaryItemModel{…}`): an immutable
/// ``LuaItemModel``. Modifiers (`:didSelect(fn)`) return new boxes.
final class LuaItemModelBox {
    /// The metatable name of item models.
    static let typeName = "EpoxyItemModel"

    let model: LuaItemModel
    /// Made by `supplementaryItemModel` (a header or footer) rather than `itemModel`; kept, as
    /// a section's re-render asks it of every row.
    let isSupplementary: Bool

    init(_ model: LuaItemModel) {
        self.model = model
        isSupplementary = model.constructor == "supplementaryItemModel"
    }
}
