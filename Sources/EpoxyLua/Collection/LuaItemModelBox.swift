/// The userdata a script holds for a collection item model (`Label.itemModel{…}`) or a
/// supplementary item model (`TextRow.supplementaryItemModel{…}`): an immutable
/// ``LuaItemModel``. Modifiers (`:didSelect(fn)`) return new boxes.
final class LuaItemModelBox {
    /// The metatable name of item models.
    static let typeName = "EpoxyItemModel"

    let model: LuaItemModel
    /// Made by `supplementaryItemModel` (a header or footer) rather than `itemModel`.
    var isSupplementary: Bool { model.constructor == "supplementaryItemModel" }

    init(_ model: LuaItemModel) {
        self.model = model
    }
}
