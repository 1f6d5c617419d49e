import EpoxyCore
import Foundation

/// Items whose views changed kind under one data ID, reported as Epoxy reports them. Epoxy
/// identifies an item by data ID, view class and style (``ItemDiffIdentity``), so a row that
/// turns from a text row into a button row, or changes style, is deleted and inserted, not
/// updated. The collection diffs by data ID alone (hashing the views each item makes cost a
/// third more on every update) and reconfigures such a cell with a new view either way; what
/// it reports is corrected here, where only the updated pairs need their views compared.
enum ReplacedItems {
    /// `changeset` with every updated pair whose old and new items make different views
    /// (``AnyItemModel/reuseIdentifier``) turned into a delete and an insert, as Epoxy's
    /// identity gives; such a pair's move, if any, goes too.
    static func separating(_ changeset: SectionedChangeset, old: [SectionModel], new: [SectionModel]) -> SectionedChangeset {
        var items = changeset.itemChangeset
        var replaced: [(old: IndexPath, new: IndexPath)] = []
        items.updates.removeAll { pair in
            let before = old[pair.old.section].items[pair.old.item], after = new[pair.new.section].items[pair.new.item]
            guard before.reuseIdentifier != after.reuseIdentifier else { return false }
            replaced.append(pair)
            return true
        }
        guard !replaced.isEmpty else { return changeset }
        items.deletes = (items.deletes + replaced.map(\.old)).sorted()
        items.inserts = (items.inserts + replaced.map(\.new)).sorted()
        let replacedNew = Set(replaced.map(\.new))
        items.moves.removeAll { replacedNew.contains($0.new) }
        var result = changeset
        result.itemChangeset = items
        return result
    }
}
