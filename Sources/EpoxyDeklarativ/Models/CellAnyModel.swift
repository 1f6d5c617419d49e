import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout

/// Any cell, header or footer model in erased form, as sections hold them.
public struct CellAnyModel: Hashable, CustomStringConvertible {
    /// The wrapped model.
    public let base: any CellModel

    /// Wraps `model`.
    public init(_ model: any CellModel) {
        base = model
    }

    /// The wrapped model's identity value.
    public func innerHashValue() -> Int { base.innerHashValue() }
    /// The wrapped model's reload value.
    public func innerAnimationEquatableValue() -> Int { base.innerAnimationEquatableValue() }
    /// The wrapped model's update value.
    public func innerEquatableValue() -> Int { base.innerEquatableValue() }
    /// The wrapped model's fixed height.
    public func height(containerView: View) -> Double? { base.height(containerView: containerView) }
    /// The wrapped model's fixed flow-layout size.
    public func size(containerView: View) -> Size? { base.size(containerView: containerView) }
    /// The wrapped model's reuse identifier.
    public var cellReuseIdentifier: ReuseIdentifier { base.cellReuseIdentifier }
    /// The wrapped model's own name, if any.
    public var cellDataID: AnyHashable? { base.cellDataID }
    /// The select command, when the model is selectable.
    public var selectCommand: Command? { (base as? any SelectableCellModel)?.selectCommand }

    /// Makes the wrapped model's view.
    public func makeCell() -> View { base.makeCell() }

    /// Fills `view` when it is the wrapped model's cell type (views are reused per reuse
    /// identifier, so another type means a model with a wrong reuse identifier: left as is).
    public func apply(to view: View, containerView: View) {
        func open<Model: CellModel>(_ model: Model) {
            guard let cell = view as? Model.Cell else { return }
            model.apply(to: cell, containerView: containerView)
        }
        open(base)
    }

    public static func == (lhs: CellAnyModel, rhs: CellAnyModel) -> Bool {
        func open<Model: CellModel>(_ model: Model) -> Bool {
            guard let other = rhs.base as? Model else { return false }
            return model == other
        }
        return open(lhs.base)
    }

    public func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }

    /// The model's own description (its type and fields).
    public var description: String { String(describing: base) }
}
