import EpoxyCore
import EpoxyLayout

/// A type-erased item model: any ``ItemModeling`` value, plus modifiers applied after erasure.
/// Sections hold their items in this form.
public struct AnyItemModel: ItemModeling, Diffable {
    /// The wrapped model.
    public let base: any ItemModeling
    /// Modifiers applied after erasure; nil (one word) for the common case of none, so large
    /// lists of erased models stay compact.
    private var overridesBox: Box<ItemModelOverrides>?
    private var overrides: ItemModelOverrides? { overridesBox?.value }

    /// Wraps `model` (an ``AnyItemModel`` is unwrapped, keeping its modifiers).
    public init<Model: ItemModeling>(_ model: Model) {
        // A type comparison, not a dynamic cast: sections erase every item of a long list.
        if Model.self == AnyItemModel.self {
            self = unsafeBitCast(model, to: AnyItemModel.self)
        } else {
            base = model
        }
    }

    /// The wrapped model's data ID.
    public var dataID: AnyHashable { base.dataID }
    /// The wrapped model's data ID as a key.
    public var dataIDKey: DataIDKey { base.dataIDKey }
    /// The wrapped model's reuse identifier.
    public var reuseIdentifier: ReuseIdentifier { base.reuseIdentifier }
    /// Makes a view with the wrapped model.
    public func makeView() -> View { base.makeView() }
    /// Sets the wrapped model's content on `view`.
    public func setContent(on view: View, animated: Bool) { base.setContent(on: view, animated: animated) }
    /// Sets the wrapped model's behaviors on `view`.
    public func setBehaviors(on view: View) { base.setBehaviors(on: view) }
    /// Whether the wrapped model's content equals `other`'s.
    public func isContentEqual(to other: AnyItemModel) -> Bool { base.isContentEqual(to: other) }
    /// Whether the wrapped model needs no update to become `other`.
    public func isEquivalent(to other: AnyItemModel) -> Bool { base.isEquivalent(to: other) }
    /// The wrapped model's identity, if it has one.
    public var modelIdentity: ObjectIdentifier? { base.modelIdentity }

    /// Whether the wrapped model is `other`'s, the very same object, with no modifiers on either
    /// (see ``ItemModeling/modelIdentity``).
    public func isSameModel(as other: AnyItemModel) -> Bool {
        guard overridesBox == nil, other.overridesBox == nil, let identity = base.modelIdentity else { return false }
        return identity == other.base.modelIdentity
    }
    /// The wrapped model's hashable content, if any.
    public var contentCacheKey: AnyHashable? { base.contentCacheKey }

    /// The base model's callbacks, each replaced by the one set on this erased model, if any.
    public var callbacks: ItemCallbacks {
        let own = base.callbacks
        guard let overrides else { return own }
        return ItemCallbacks(
            didSelect: overrides.callbacks.didSelect ?? own.didSelect,
            willDisplay: overrides.callbacks.willDisplay ?? own.willDisplay,
            didEndDisplaying: overrides.callbacks.didEndDisplaying ?? own.didEndDisplaying,
            didChangeState: overrides.callbacks.didChangeState ?? own.didChangeState)
    }

    /// The selection style set on this erased model, else the wrapped model's.
    public var selectionStyle: SelectionStyle { overrides?.selectionStyle ?? base.selectionStyle }
    /// Whether movable, as set on this erased model, else as the wrapped model says.
    public var isMovable: Bool { overrides?.isMovable ?? base.isMovable }
    /// The flow-layout size set on this erased model, else the wrapped model's.
    public var flowLayoutItemSize: Size? { overrides?.flowLayoutItemSize ?? base.flowLayoutItemSize }

    // MARK: Diffable

    /// The data ID and the views the item makes (``ItemDiffIdentity``), as Epoxy's items are identified.
    public var diffIdentifier: AnyHashable { ItemDiffIdentity(self) }

    /// Whether `otherDiffableItem` is an erased model with equal content.
    public func isDiffableItemEqual(to otherDiffableItem: Diffable) -> Bool {
        guard let other = otherDiffableItem as? AnyItemModel else { return false }
        return isContentEqual(to: other)
    }

    // MARK: Modifiers (each returns a copy)

    private func modified(_ change: (inout ItemModelOverrides) -> Void) -> AnyItemModel {
        var copy = self
        var overrides = self.overrides ?? ItemModelOverrides()
        change(&overrides)
        copy.overridesBox = Box(overrides)
        return copy
    }

    /// A copy calling `block` when the item is selected.
    public func didSelect(_ block: @escaping (AnyItemCallbackContext) -> Void) -> AnyItemModel {
        modified { $0.callbacks.didSelect = block }
    }

    /// A copy calling `block` when the item enters the visible rect.
    public func willDisplay(_ block: @escaping (AnyItemCallbackContext) -> Void) -> AnyItemModel {
        modified { $0.callbacks.willDisplay = block }
    }

    /// A copy calling `block` when the item leaves the visible rect.
    public func didEndDisplaying(_ block: @escaping (AnyItemCallbackContext) -> Void) -> AnyItemModel {
        modified { $0.callbacks.didEndDisplaying = block }
    }

    /// A copy calling `block` when the cell's state changes.
    public func didChangeState(_ block: @escaping (AnyItemCallbackContext) -> Void) -> AnyItemModel {
        modified { $0.callbacks.didChangeState = block }
    }

    /// A copy with another selection style.
    public func selectionStyle(_ style: SelectionStyle) -> AnyItemModel {
        modified { $0.selectionStyle = style }
    }

    /// A copy that is (or is not) movable.
    public func isMovable(_ movable: Bool) -> AnyItemModel {
        modified { $0.isMovable = movable }
    }

    /// A copy with its own flow-layout item size (nil keeps the wrapped model's).
    public func flowLayoutItemSize(_ size: Size?) -> AnyItemModel {
        modified { $0.flowLayoutItemSize = size }
    }
}
