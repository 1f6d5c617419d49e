import EpoxyCore
import EpoxyLayout

// Copy-returning modifiers, as Epoxy's chaining syntax.
extension ItemModel {
    /// A copy whose views reuse only among models with this style identifier (use it when
    /// views are made differently by `makeView` with an equal style).
    public func styleID(_ styleID: AnyHashable) -> ItemModel {
        var copy = self
        copy.styleIdentifier = styleID
        return copy
    }

    /// A copy making views with `block` instead of `ItemView(style:)`.
    public func makeView(_ block: @escaping (ItemView.Style) -> ItemView) -> ItemModel {
        var copy = self
        copy.makeViewBlock = block
        return copy
    }

    /// A copy setting content with `block` (view, content, animated) instead of the view's
    /// `setContent(_:animated:)`.
    public func setContent(_ block: @escaping (ItemView, ItemView.Content, Bool) -> Void) -> ItemModel {
        var copy = self
        copy.setContentBlock = block
        return copy
    }

    /// A copy setting behaviors with `block` instead of the view's `setBehaviors(_:)`.
    public func setBehaviors(_ block: @escaping (ItemView, ItemView.Behaviors?) -> Void) -> ItemModel {
        var copy = self
        copy.setBehaviorsBlock = block
        return copy
    }

    /// A copy with other behaviors.
    public func behaviors(_ behaviors: ItemView.Behaviors?) -> ItemModel {
        var copy = self
        copy.behaviors = behaviors
        return copy
    }

    /// A copy calling `block` when the item is selected.
    public func didSelect(_ block: @escaping (ItemCallbackContext<ItemView>) -> Void) -> ItemModel {
        var copy = self
        copy.storedCallbacks.didSelect = typed(block)
        return copy
    }

    /// A copy calling `block` when the item enters the visible rect.
    public func willDisplay(_ block: @escaping (ItemCallbackContext<ItemView>) -> Void) -> ItemModel {
        var copy = self
        copy.storedCallbacks.willDisplay = typed(block)
        return copy
    }

    /// A copy calling `block` when the item leaves the visible rect.
    public func didEndDisplaying(_ block: @escaping (ItemCallbackContext<ItemView>) -> Void) -> ItemModel {
        var copy = self
        copy.storedCallbacks.didEndDisplaying = typed(block)
        return copy
    }

    /// A copy calling `block` when the cell's state changes (`context.state`).
    public func didChangeState(_ block: @escaping (ItemCallbackContext<ItemView>) -> Void) -> ItemModel {
        var copy = self
        copy.storedCallbacks.didChangeState = typed(block)
        return copy
    }

    /// A copy with another selection style.
    public func selectionStyle(_ style: SelectionStyle) -> ItemModel {
        var copy = self
        copy.storedSelectionStyle = style
        return copy
    }

    /// A copy that is (or is not) movable by the user.
    public func isMovable(_ movable: Bool) -> ItemModel {
        var copy = self
        copy.storedIsMovable = movable
        return copy
    }

    /// A copy with its own size in flow layouts.
    public func flowLayoutItemSize(_ size: Size?) -> ItemModel {
        var copy = self
        copy.storedFlowLayoutItemSize = size
        return copy
    }

    /// An erased callback that calls `block` with the typed context (and the current content).
    private func typed(_ block: @escaping (ItemCallbackContext<ItemView>) -> Void) -> (AnyItemCallbackContext) -> Void {
        { context in
            let content = (context.model.base as? ItemModel<ItemView>)?.content ?? nil
            guard let typedContext = ItemCallbackContext<ItemView>(context, content: content) else { return }
            block(typedContext)
        }
    }
}
