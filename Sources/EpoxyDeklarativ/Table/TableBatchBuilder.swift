import EpoxyCore
import Foundation

/// Computes the batch that turns one table model into another, as DeklarativTVC does: rows are
/// identified by `innerHashValue` and reloaded when `innerAnimationEquatableValue` changed;
/// sections are identified by their header's and footer's identities and reloaded when their
/// animation values changed. Uses EpoxyCore's sectioned diff (Paul Heckel's algorithm).
public enum TableBatchBuilder {
    /// The batch from `old` to `new`: `reloadData` without animations, else the operations.
    ///
    /// Rows of a reloaded section are not listed (reloading the section redraws them, and
    /// UITableView rejects row operations inside a reloaded section). Rows sharing a hash are
    /// matched to old ones in order; the rest are inserts, and the batch warns about them.
    public static func batch(from old: TableModel, to new: TableModel, animations: TableAnimations?) -> TableBatch {
        guard let animations else { return .reloadData() }
        let changeset = makeSectionedChangeset(
            from: old.sections,
            to: new.sections,
            sectionIdentifiedBy: { $0.innerHashValue },
            isSectionEqual: { $0.isHeaderAndFooterAnimationEqual(to: $1) },
            itemsOf: { $0.rows },
            itemIdentifiedBy: { $0.innerHashValue() },
            isItemEqual: { $0.innerAnimationEquatableValue() == $1.innerAnimationEquatableValue() })
        var batch = TableBatch.animated(animations)
        let sections = changeset.sectionChangeset
        batch.deleteSections = sections.deletes.sorted()
        batch.insertSections = sections.inserts.sorted()
        batch.reloadSections = sections.updates.map(\.old).sorted()
        batch.moveSections = sections.moves.map { TableBatch.Move(from: $0.old, to: $0.new) }
        let reloaded = Set(batch.reloadSections)
        let rows = changeset.itemChangeset
        batch.deleteRows = rows.deletes.filter { !reloaded.contains($0.section) }
        batch.insertRows = rows.inserts.filter { path in
            !reloaded.contains(oldSection(ofNewSection: path.section, sections.newIndices) ?? -1)
        }
        batch.reloadRows = rows.updates.filter { !reloaded.contains($0.old.section) }.map(\.old)
        batch.moveRows = rows.moves.filter { !reloaded.contains($0.old.section) }.map { TableBatch.Move(from: $0.old, to: $0.new) }
        batch.warnings = collisionWarnings(in: new)
        return batch
    }

    /// Warnings for rows of one section that share an identity: DeklarativTVC crashes on them
    /// in an animated update; here the later rows are matched in order or inserted.
    public static func collisionWarnings(in model: TableModel) -> [String] {
        var warnings: [String] = []
        for (sectionIndex, section) in model.sections.enumerated() {
            var firstRow: [Int: Int] = [:]
            for (rowIndex, row) in section.rows.enumerated() {
                let hash = row.innerHashValue()
                guard let first = firstRow[hash] else {
                    firstRow[hash] = rowIndex
                    continue
                }
                let kind = section.rows[first] == row ? "are identical" : "are different rows with the same hash"
                warnings.append(
                    "rows \(first + 1) and \(rowIndex + 1) of section \(sectionIndex + 1) \(kind) (\(section.rows[first]) and \(row)): "
                        + "an animated update needs unique hashes (DeklarativTVC would crash); row \(rowIndex + 1) is treated as a new row")
            }
        }
        return warnings
    }

    private static func oldSection(ofNewSection section: Int, _ newIndices: [Int?]) -> Int? {
        newIndices.firstIndex { $0 == section }
    }
}
