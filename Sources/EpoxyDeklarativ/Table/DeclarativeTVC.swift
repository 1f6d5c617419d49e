import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import Foundation

/// A declarative table view controller (DeklarativTVC's `DeclarativeTVC`): set an array of
/// cell models, or a ``TableModel`` of sections, and the table shows them.
///
/// Without animations every set reloads the whole table (every visible row is filled again).
/// With ``TableAnimations`` the update is the hash-based batch (see ``TableBatchBuilder``):
/// rows keep, gain or lose their place by `innerHashValue`, and are reloaded when their
/// `innerAnimationEquatableValue` changed. Rows have their fixed `height` or size themselves.
/// Selecting a ``SelectableCellModel``'s row runs its command.
open class DeclarativeTVC: CollectionViewController {
    /// DeklarativTVC's name for the animation settings.
    public typealias Animations = TableAnimations
    /// Every change fades.
    public static let fadeAnimations = TableAnimations.fade

    let dataSource: DeclarativeDataSource

    /// Creates an empty table.
    public init() {
        dataSource = DeclarativeDataSource(kind: .table)
        super.init(layout: TableLayout())
    }

    init(layout: any CollectionViewLayout, kind: DeclarativeDataSource.Kind) {
        dataSource = DeclarativeDataSource(kind: kind)
        super.init(layout: layout)
    }

    /// The model shown.
    public var model: TableModel { dataSource.model }

    /// The batch of the last set, nil before the first.
    public var lastBatch: TableBatch? { dataSource.lastBatch }

    /// Shows `rows` in one section without header or footer.
    @discardableResult
    open func set(rows: [any CellModel], animations: TableAnimations? = nil) -> TableBatch {
        set(model: TableModel(rows: rows), animations: animations)
    }

    /// Shows `model`; returns what the update did.
    @discardableResult
    open func set(model: TableModel, animations: TableAnimations? = nil) -> TableBatch {
        dataSource.set(model, animations: animations, on: collectionView)
    }

    /// The name of each row, by section (what `tap` and `frame` find rows by).
    public var rowNames: [[String]] { dataSource.rowNames }

    /// The path of the row named `name`, if any.
    public func indexPath(ofRowNamed name: String) -> IndexPath? {
        dataSource.indexPath(ofRowNamed: name)
    }

    /// Selects the row at `indexPath` (0-based) as a tap does and runs its command.
    /// - Throws: ``DeklarativError`` when there is no such row or its command fails.
    public func selectRow(at indexPath: IndexPath) throws {
        try dataSource.select(at: indexPath, in: collectionView)
    }

    /// Selects the row named `name` and runs its command.
    /// - Throws: ``DeklarativError`` when no row has the name or its command fails.
    public func selectRow(named name: String) throws {
        guard let path = indexPath(ofRowNamed: name) else {
            throw DeklarativError.unknownRow(name: name, known: rowNames.flatMap { $0 })
        }
        try selectRow(at: path)
    }
}
