import EpoxyCore
import EpoxyLayout

// Copy-returning modifiers, as Epoxy's chaining syntax.
extension ItemModel {
    /// A copy whose views reuse only among models with this style identifier (use it when
    /// views are made differently by `makeView` with an equal style).
    public func styleID(_ styleID: AnyHashable) -> ItemModel {
        customized { $0.styleIdentifier = styleID }
    }

    /// A copy making views with `block` instead of `ItemView(style:)`.
    public func makeView(_ block: @escaping (ItemView.Style) -> ItemView) -> ItemModel {
        customized { $0.makeViewBlock = block }
    }

    /// A copy setting content with `block` (view, content, animated) instead of the view's
    /// `setContent(_:animated:)`.
    public func setContent(_ block: @escaping (ItemView, ItemView.Content, Bool) -> Void) -> ItemModel {
        customized { $0.setContentBlock = block }
    }

    /// A copy setting behaviors with `block` instead of the view's `setBehaviors(_:)`.
    public func setBehaviors(_ block: @escaping (ItemView, ItemView.Behaviors?) -> Void) -> ItemModel {
        customized { $0.setBehaviorsBlock = block }
    }

    /// A copy with other behaviors.
    public func behaviors(_ behaviors: ItemView.Behaviors?) -> ItemModel {
        var copy = self
        copy.behaviors = behaviors
        return copy
    }

    /// A copy calling `block` when the item is selected.
    public func didSelect(_ block: @escaping (ItemCallbackContext<ItemView>) -> Void) -> ItemModel {
        customized { $0.callbacks.didSelect = typed(block) }
    }

    /// A copy calling `block` when the item enters the visible rect.
    public func willDisplay(_ block: @escaping (ItemCallbackContext<ItemView>) -> Void) -> ItemModel {
        customized { $0.callbacks.willDisplay = typed(block) }
    }

    /// A copy calling `block` when the item leaves the visible rect.
    public func didEndDisplaying(_ block: @escaping (ItemCallbackContext<ItemView>) -> Void) -> ItemModel {
        customized { $0.callbacks.didEndDisplaying = typed(block) }
    }

    /// A copy calling `block` when the cell's state changes (`context.state`).
    public func didChangeState(_ block: @escaping (ItemCallbackContext<ItemView>) -> Void) -> ItemModel {
        customized { $0.callbacks.didChangeState = typed(block) }
    }

    /// A copy with another selection style.
    public func selectionStyle(_ style: SelectionStyle) -> ItemModel {
        customized { $0.selectionStyle = style }
    }

    /// A copy that is (or is not) movable by the user.
    public func isMovable(_ movable: Bool) -> ItemModel {
        customized { $0.isMovable = movable }
    }

    /// A copy with its own size in flow layouts.
    public func flowLayoutItemSize(_ size: Size?) -> ItemModel {
        customized { $0.flowLayoutItemSize = size }
    }

    private func customized(_ change: (inout ItemModelCustomization<ItemView>) -> Void) -> ItemModel {
        var copy = self
        var customization = self.customization?.value ?? ItemModelCustomization()
        change(&customization)
        copy.customization = Box(customization)
        return copy
    }

    /// An erased callback that calls `block` with the typed context (and the current content).
    private func typed(_ block: @escaping (ItemCallbackContext<ItemView>) -> Void) -> (AnyItemCallbackContext) -> Void {
        { context in
            let content = (context.model.base as? Self)?.content ?? nil
            guard let typedContext = ItemCallbackContext<ItemView>(context, content: content) else { return }
            block(typedContext)
        }
    }
}
