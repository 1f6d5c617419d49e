import EpoxyCore
import EpoxyLayout

/// A type-erased item model: any ``ItemModeling`` value, plus modifiers applied after erasure.
/// Sections hold their items in this form.
public struct AnyItemModel: ItemModeling, Diffable {
    /// The wrapped model.
    public let base: any ItemModeling
    private var overrides = ItemModelOverrides()

    /// Wraps `model` (an ``AnyItemModel`` is unwrapped, keeping its modifiers).
    public init(_ model: some ItemModeling) {
        if let erased = model as? AnyItemModel {
            self = erased
        } else {
            base = model
        }
    }

    public var dataID: AnyHashable { base.dataID }
    public var reuseIdentifier: ReuseIdentifier { base.reuseIdentifier }
    public func makeView() -> View { base.makeView() }
    public func setContent(on view: View, animated: Bool) { base.setContent(on: view, animated: animated) }
    public func setBehaviors(on view: View) { base.setBehaviors(on: view) }
    public func isContentEqual(to other: AnyItemModel) -> Bool { base.isContentEqual(to: other) }
    public var contentCacheKey: AnyHashable? { base.contentCacheKey }

    /// The base model's callbacks, each replaced by the one set on this erased model, if any.
    public var callbacks: ItemCallbacks {
        let own = base.callbacks
        return ItemCallbacks(
            didSelect: overrides.callbacks.didSelect ?? own.didSelect,
            willDisplay: overrides.callbacks.willDisplay ?? own.willDisplay,
            didEndDisplaying: overrides.callbacks.didEndDisplaying ?? own.didEndDisplaying,
            didChangeState: overrides.callbacks.didChangeState ?? own.didChangeState)
    }

    public var selectionStyle: SelectionStyle { overrides.selectionStyle ?? base.selectionStyle }
    public var isMovable: Bool { overrides.isMovable ?? base.isMovable }
    public var flowLayoutItemSize: Size? { overrides.flowLayoutItemSize ?? base.flowLayoutItemSize }

    // MARK: Diffable

    public var diffIdentifier: AnyHashable { dataID }

    public func isDiffableItemEqual(to otherDiffableItem: Diffable) -> Bool {
        guard let other = otherDiffableItem as? AnyItemModel else { return false }
        return isContentEqual(to: other)
    }

    // MARK: Modifiers (each returns a copy)

    /// A copy calling `block` when the item is selected.
    public func didSelect(_ block: @escaping (AnyItemCallbackContext) -> Void) -> AnyItemModel {
        var copy = self
        copy.overrides.callbacks.didSelect = block
        return copy
    }

    /// A copy calling `block` when the item enters the visible rect.
    public func willDisplay(_ block: @escaping (AnyItemCallbackContext) -> Void) -> AnyItemModel {
        var copy = self
        copy.overrides.callbacks.willDisplay = block
        return copy
    }

    /// A copy calling `block` when the item leaves the visible rect.
    public func didEndDisplaying(_ block: @escaping (AnyItemCallbackContext) -> Void) -> AnyItemModel {
        var copy = self
        copy.overrides.callbacks.didEndDisplaying = block
        return copy
    }

    /// A copy calling `block` when the cell's state changes.
    public func didChangeState(_ block: @escaping (AnyItemCallbackContext) -> Void) -> AnyItemModel {
        var copy = self
        copy.overrides.callbacks.didChangeState = block
        return copy
    }

    /// A copy with another selection style.
    public func selectionStyle(_ style: SelectionStyle) -> AnyItemModel {
        var copy = self
        copy.overrides.selectionStyle = style
        return copy
    }

    /// A copy that is (or is not) movable.
    public func isMovable(_ movable: Bool) -> AnyItemModel {
        var copy = self
        copy.overrides.isMovable = movable
        return copy
    }

    /// A copy with its own flow-layout item size.
    public func flowLayoutItemSize(_ size: Size?) -> AnyItemModel {
        var copy = self
        copy.overrides.flowLayoutItemSize = size
        return copy
    }
}
