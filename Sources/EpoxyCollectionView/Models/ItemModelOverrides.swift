import EpoxyCore

/// Settings applied on top of an erased model by ``AnyItemModel``'s modifiers.
struct ItemModelOverrides {
    var callbacks = ItemCallbacks()
    var selectionStyle: SelectionStyle?
    var isMovable: Bool?
    var flowLayoutItemSize: Size?
}
