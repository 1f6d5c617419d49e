import EpoxyCore
import Foundation

/// The changeset a collection reports, as Epoxy identifies items: by data ID, view class and
/// style (``ItemDiffIdentity``), so a row that turns from a text row into a button row, or
/// changes style, is deleted and inserted, not updated, and the moves around it are counted with
/// that delete and insert. The collection diffs by data ID alone (hashing the views each item
/// makes cost a third more on every update) and reconfigures such a cell with a new view either
/// way; only when an updated pair's views differ is the reported changeset diffed again by the
/// full identity.
enum ReplacedItems {
    /// `changeset` (diffed by data ID) when no updated pair changed its views
    /// (``AnyItemModel/reuseIdentifier``), else the diff of `old` and `new` by ``ItemDiffIdentity``
    /// with the same equalities.
    static func reported(
        _ changeset: SectionedChangeset,
        old: [SectionModel],
        new: [SectionModel],
        isItemEqual: (AnyItemModel, AnyItemModel) -> Bool
    ) -> SectionedChangeset {
        let changesKind = changeset.itemChangeset.updates.contains { pair in
            old[pair.old.section].items[pair.old.item].reuseIdentifier != new[pair.new.section].items[pair.new.item].reuseIdentifier
        }
        guard changesKind else { return changeset }
        return makeSectionedChangeset(
            from: old,
            to: new,
            sectionIdentifiedBy: { $0.dataID },
            isSectionEqual: { $0.isSectionContentEqual(to: $1) },
            itemsOf: { $0.items },
            itemIdentifiedBy: ItemDiffIdentity.init,
            isItemEqual: isItemEqual)
    }
}
