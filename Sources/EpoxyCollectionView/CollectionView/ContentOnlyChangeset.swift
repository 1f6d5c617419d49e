import EpoxyCore
import Foundation

/// The changeset of an update that keeps every section and item data ID where it was (a
/// re-render that only changed content), made by comparing the items pairwise instead of
/// diffing: a list's re-render after one change is the common case, and the diff hashed every
/// item's data ID into tables to find that nothing moved.
///
/// It equals what ``makeSectionedChangeset(from:to:sectionIdentifiedBy:isSectionEqual:itemsOf:itemIdentifiedBy:isItemEqual:)``
/// returns for such an update (no inserts, deletes or moves; each old offset maps to itself;
/// updates where the pair is not equal, in order). Only for data IDs without repeats: the diff
/// pairs repeated ones its own way and lists them as duplicates.
enum ContentOnlyChangeset {
    /// The changeset from `old` to `new` when both have the same section and item data IDs at
    /// every position and none repeats (`directory` is `old`'s); nil otherwise. `isItemEqual`
    /// must hold for the very same model (``AnyItemModel/isSameModel(as:)``), as the diff's does.
    static func make(
        from old: [SectionModel],
        to new: [SectionModel],
        directory: ItemDirectory,
        isItemEqual: (AnyItemModel, AnyItemModel) -> Bool
    ) -> SectionedChangeset? {
        guard old.count == new.count, directory.duplicateItemPaths.isEmpty,
              directory.sectionIndexByDataID.count == old.count else { return nil }
        var sectionUpdates: [(old: Int, new: Int)] = []
        var itemUpdates: [(old: IndexPath, new: IndexPath)] = []
        for (section, (oldSection, newSection)) in zip(old, new).enumerated() {
            guard oldSection.dataID == newSection.dataID else { return nil }
            let oldItems = oldSection.items, newItems = newSection.items
            guard oldItems.count == newItems.count else { return nil }
            var updates: [Int] = []
            for index in oldItems.indices {
                let oldItem = oldItems[index], newItem = newItems[index]
                // The very same model (a re-render's unchanged row) has the same data ID and is
                // equal: answered without building and comparing the keys.
                if oldItem.isSameModel(as: newItem) { continue }
                guard oldItem.dataIDKey == newItem.dataIDKey else { return nil }
                if !isItemEqual(oldItem, newItem) { updates.append(index) }
            }
            if !oldSection.isSectionContentEqual(to: newSection) { sectionUpdates.append((section, section)) }
            for index in updates {
                let path = IndexPath(item: index, section: section)
                itemUpdates.append((path, path))
            }
        }
        return SectionedChangeset(
            sectionChangeset: IndexSetChangeset(updates: sectionUpdates, newIndices: old.indices.map { $0 }),
            itemChangeset: IndexPathChangeset(updates: itemUpdates))
    }
}
