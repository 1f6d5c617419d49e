import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import Foundation

/// What a declarative table and a declarative collection share: the current model, the batch
/// of every update, the section models they give their collection view, row names, and running
/// select commands.
///
/// Rows are named (for `tap`, `frame`) by their `cellDataID`, else their command's id, else
/// `row-` and their hash in hex; a repeated name in a section gets `~2`, `~3`, … appended.
final class DeclarativeDataSource {
    enum Kind {
        case table
        case collection
    }

    let kind: Kind
    private(set) var model = TableModel(sections: [])
    private(set) var lastBatch: TableBatch?
    private var reloadGeneration = 0
    /// Set while `select(at:)` runs, to hand a failing command back to it instead of warning.
    private var isSelecting = false
    private var commandError: DeklarativError?

    init(kind: Kind) {
        self.kind = kind
    }

    /// Applies `newModel` to `collectionView` and returns the batch: a reload without
    /// animations, the hash-based operations with them. Warnings go to `EpoxyLogger.current`.
    func set(_ newModel: TableModel, animations: TableAnimations?, on collectionView: CollectionView) -> TableBatch {
        var batch = TableBatchBuilder.batch(from: model, to: newModel, animations: animations)
        if animations == nil {
            reloadGeneration += 1
        } else {
            for warning in batch.warnings { EpoxyLogger.current.warn(warning) }
        }
        if batch.isReloadData { batch.warnings = [] }
        model = newModel
        lastBatch = batch
        collectionView.setSections(sections(for: newModel, in: collectionView), animated: animations != nil)
        return batch
    }

    /// The name of every row, by section.
    var rowNames: [[String]] {
        model.sections.map(Self.names(of:))
    }

    /// The path of the row named `name`.
    func indexPath(ofRowNamed name: String) -> IndexPath? {
        for (section, names) in rowNames.enumerated() {
            if let row = names.firstIndex(of: name) { return IndexPath(item: row, section: section) }
        }
        return nil
    }

    /// Selects the row at `path` like a tap: the collection view selects it and its command runs.
    /// - Throws: ``DeklarativError`` for a missing row or a failing command.
    func select(at path: IndexPath, in collectionView: CollectionView) throws {
        guard path.section >= 0, path.section < model.sections.count else {
            throw DeklarativError.noRow(section: path.section, row: path.item, sectionCount: model.sections.count, rowCount: nil)
        }
        let names = Self.names(of: model.sections[path.section])
        guard path.item >= 0, path.item < names.count else {
            throw DeklarativError.noRow(section: path.section, row: path.item, sectionCount: model.sections.count, rowCount: names.count)
        }
        // A command may select another row (even its own): each selection keeps its own failure.
        let wasSelecting = isSelecting
        let outerError = commandError
        isSelecting = true
        commandError = nil
        defer {
            isSelecting = wasSelecting
        }
        try collectionView.tap(AnyHashable(names[path.item]), inSection: Self.sectionDataID(path.section))
        let failure = commandError
        commandError = outerError
        if let failure { throw failure }
    }

    // MARK: Section models

    private func sections(for model: TableModel, in collectionView: CollectionView) -> [SectionModel] {
        let container = WeakView(collectionView)
        return model.sections.enumerated().map { index, section in
            let names = Self.names(of: section)
            let items = zip(section.rows, names).map { row, name in
                AnyItemModel(item(for: row, dataID: AnyHashable(name), container: container))
            }
            var sectionModel = SectionModel(dataID: Self.sectionDataID(index), items: items)
            if let header = section.header {
                let model = item(for: header, dataID: header.cellDataID ?? AnyHashable("header-\(index + 1)"), container: container)
                sectionModel = sectionModel.supplementaryItems(ofKind: .sectionHeader, [SupplementaryItemModel(model)])
                if kind == .collection, let height = model.fixedHeight {
                    sectionModel = sectionModel.flowLayoutHeaderReferenceSize(Size(width: 0, height: height))
                }
            }
            if let footer = section.footer {
                let model = item(for: footer, dataID: footer.cellDataID ?? AnyHashable("footer-\(index + 1)"), container: container)
                sectionModel = sectionModel.supplementaryItems(ofKind: .sectionFooter, [SupplementaryItemModel(model)])
                if kind == .collection, let height = model.fixedHeight {
                    sectionModel = sectionModel.flowLayoutFooterReferenceSize(Size(width: 0, height: height))
                }
            }
            return sectionModel
        }
    }

    private func item(for cell: CellAnyModel, dataID: AnyHashable, container: WeakView) -> CellItemModel {
        let view = container.view ?? View()
        let command = cell.selectCommand
        let onSelect: ((AnyItemCallbackContext) -> Void)? = command.map { command in
            { [weak self] context in self?.run(command, row: "\(context.dataID)") }
        }
        return CellItemModel(
            cell: cell,
            dataID: dataID,
            fixedHeight: cell.height(containerView: view),
            flowLayoutItemSize: kind == .collection ? cell.size(containerView: view) : nil,
            version: CellItemModel.ContentVersion(
                reloadGeneration: reloadGeneration,
                animationValue: cell.innerAnimationEquatableValue()),
            container: container,
            onSelect: onSelect)
    }

    /// Runs a select command; a failure is handed to `select(at:)` or, for taps from elsewhere,
    /// printed as a warning. Either way the table keeps working.
    private func run(_ command: Command, row: String) {
        do {
            try command.perform()
        } catch {
            let failure = DeklarativError.commandFailed(command: command.id, row: row, message: "\(error)")
            if isSelecting {
                commandError = failure
            } else {
                EpoxyLogger.current.warn(failure.description)
            }
        }
    }

    // MARK: Names

    static func sectionDataID(_ index: Int) -> AnyHashable {
        AnyHashable("section-\(index + 1)")
    }

    static func names(of section: TableSection) -> [String] {
        var seen: [String: Int] = [:]
        return section.rows.map { row in
            let base = baseName(of: row)
            let count = (seen[base] ?? 0) + 1
            seen[base] = count
            return count == 1 ? base : "\(base)~\(count)"
        }
    }

    static func baseName(of row: CellAnyModel) -> String {
        if let dataID = row.cellDataID { return "\(dataID.base)" }
        if let id = row.selectCommand?.id, !id.isEmpty { return id }
        return "row-" + String(UInt64(bitPattern: Int64(row.innerHashValue())) & 0xFFFF_FFFF, radix: 16)
    }
}
