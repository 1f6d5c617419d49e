import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout

/// The view model of one row of a declarative table or item of a declarative collection
/// (DeklarativTVC's `CellModel`): a hashable value that makes and fills its view.
///
/// The hash is the row's identity in animated updates: a row whose hash is not in the old
/// table is inserted, an old one whose hash is gone is deleted. Override the `inner…` values
/// to separate identity from content (same identity, different animation value: reloaded).
public protocol CellModel: Hashable {
    /// The view this model fills.
    associatedtype Cell: View

    /// Makes a new view (called only when no reusable view is available).
    func makeCell() -> Cell

    /// Shows this model on `cell`; `containerView` is the table's (or collection's) view.
    func apply(to cell: Cell, containerView: View)

    /// A fixed row height, or nil to size the row from its view's constraints (the default).
    func height(containerView: View) -> Double?

    /// A fixed item size in a collection's flow layout, or nil for the layout's (the default).
    func size(containerView: View) -> Size?

    /// The row's identity in animated updates (default: `hashValue`).
    func innerHashValue() -> Int

    /// Decides whether a row with unchanged identity is reloaded (default: `hashValue`).
    func innerAnimationEquatableValue() -> Int

    /// Whether an update is needed at all; unused by the table itself (default:
    /// `innerAnimationEquatableValue()`), kept for libraries built on it as DeklarativTVC does.
    func innerEquatableValue() -> Int

    /// Which views this model can share (default: its cell type).
    var cellReuseIdentifier: ReuseIdentifier { get }

    /// The name the row is found by (`tap`, `frame`), or nil for one derived from the command or
    /// the hash (the default).
    var cellDataID: AnyHashable? { get }
}

extension CellModel {
    public func height(containerView: View) -> Double? { nil }
    public func size(containerView: View) -> Size? { nil }
    public func innerHashValue() -> Int { hashValue }
    public func innerAnimationEquatableValue() -> Int { hashValue }
    public func innerEquatableValue() -> Int { innerAnimationEquatableValue() }
    public var cellReuseIdentifier: ReuseIdentifier { ReuseIdentifier(viewType: Cell.self, styleKey: nil) }
    public var cellDataID: AnyHashable? { nil }
}
