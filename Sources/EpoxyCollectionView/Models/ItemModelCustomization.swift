import EpoxyCore
import EpoxyLayout

/// The parts of an ``ItemModel`` that modifiers set: kept out of line (see ``Box``) so a model
/// without them stays small.
struct ItemModelCustomization<ItemView: View & EpoxyableView> {
    var styleIdentifier: AnyHashable?
    var makeViewBlock: ((ItemView.Style) -> ItemView)?
    var setContentBlock: ((ItemView, ItemView.Content, Bool) -> Void)?
    var setBehaviorsBlock: ((ItemView, ItemView.Behaviors?) -> Void)?
    var callbacks = ItemCallbacks()
    var selectionStyle = SelectionStyle.noBackground
    var isMovable = false
    var flowLayoutItemSize: Size?
}
