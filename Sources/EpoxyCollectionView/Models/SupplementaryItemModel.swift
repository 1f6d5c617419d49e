import EpoxyCore
import EpoxyLayout

/// The model of a supplementary view (a section header or footer): like an item model without
/// selection. Built from any ``ItemModeling`` value; its views are reused like items'.
public struct SupplementaryItemModel {
    /// The wrapped model: identity, reuse identifier, view making and configuration.
    public let model: AnyItemModel

    /// Wraps `model`.
    public init(_ model: some ItemModeling) {
        self.model = AnyItemModel(model)
    }

    /// The element's identity, unique among its section's elements of one kind.
    public var dataID: AnyHashable { model.dataID }

    /// A copy calling `block` when the element enters the visible rect.
    public func willDisplay(_ block: @escaping (AnyItemCallbackContext) -> Void) -> SupplementaryItemModel {
        SupplementaryItemModel(model.willDisplay(block))
    }

    /// A copy calling `block` when the element leaves the visible rect.
    public func didEndDisplaying(_ block: @escaping (AnyItemCallbackContext) -> Void) -> SupplementaryItemModel {
        SupplementaryItemModel(model.didEndDisplaying(block))
    }
}
