import EpoxyCore
import Foundation

// Translating index changesets into data IDs, and the duplicate data ID warning.
extension CollectionView {
    /// Section changes by data ID. A section is never updated, as in Epoxy (whose sections are
    /// equal when their data IDs are): what changes in one is its items and its supplementary
    /// items, reported by ``supplementaryChanges(_:old:new:)``, or its layout.
    static func sectionChanges(_ changeset: SectionedChangeset, old: [SectionModel], new: [SectionModel]) -> DataIDChangeset<AnyHashable> {
        let sections = changeset.sectionChangeset
        return DataIDChangeset(
            inserted: sections.inserts.map { new[$0].dataID },
            deleted: sections.deletes.map { old[$0].dataID },
            moved: sections.moves.map { new[$0.new].dataID })
    }

    /// The headers', footers' and other supplementary items' changes in the sections both
    /// `old` and `new` have, each kind diffed as Epoxy diffs it (by data ID and view kind,
    /// ``ItemDiffIdentity``), listed by section data ID and element data ID; a kind change is
    /// a delete and an insert.
    static func supplementaryChanges(_ changeset: SectionedChangeset, old: [SectionModel], new: [SectionModel]) -> DataIDChangeset<ItemPath> {
        var result = DataIDChangeset<ItemPath>()
        for (oldIndex, newIndex) in changeset.sectionChangeset.newIndices.enumerated() {
            guard let newIndex else { continue }
            let before = old[oldIndex], after = new[newIndex]
            guard !before.supplementaryItems.isEmpty || !after.supplementaryItems.isEmpty else { continue }
            let kinds = Set(before.supplementaryItems.keys).union(after.supplementaryItems.keys).sorted { $0.rawValue < $1.rawValue }
            for kind in kinds {
                let oldElements = before.supplementaryItems[kind] ?? [], newElements = after.supplementaryItems[kind] ?? []
                let changes = makeChangeset(
                    from: oldElements, to: newElements,
                    identifiedBy: { ItemDiffIdentity($0.model) },
                    isEqual: { $0.model.isContentEqual(to: $1.model) })
                func path(_ element: SupplementaryItemModel) -> ItemPath { ItemPath(sectionDataID: after.dataID, dataID: element.dataID) }
                result.inserted += changes.inserts.map { path(newElements[$0]) }
                result.deleted += changes.deletes.map { ItemPath(sectionDataID: before.dataID, dataID: oldElements[$0].dataID) }
                result.updated += changes.updates.map { path(newElements[$0.new]) }
                result.moved += changes.moves.map { path(newElements[$0.new]) }
            }
        }
        return result
    }

    static func itemChanges(_ changeset: SectionedChangeset, old: [SectionModel], new: [SectionModel]) -> DataIDChangeset<ItemPath> {
        let items = changeset.itemChangeset
        func path(_ indexPath: IndexPath, in sections: [SectionModel]) -> ItemPath {
            let section = sections[indexPath.section]
            return ItemPath(sectionDataID: section.dataID, dataID: section.items[indexPath.item].dataID)
        }
        return DataIDChangeset(
            inserted: items.inserts.map { path($0, in: new) },
            deleted: items.deletes.map { path($0, in: old) },
            updated: items.updates.map { path($0.new, in: new) },
            moved: items.moves.map { path($0.new, in: new) })
    }

    /// Warns, as Epoxy does, when section or item data IDs repeat. Items are checked in every
    /// section (the diff only sees the items of matched sections).
    func warnAboutDuplicates(_ changeset: SectionedChangeset) {
        var complete = changeset
        complete.itemChangeset.duplicates = directory.duplicateItemPaths
        let sections = self.sections
        let warning = DuplicateIdentifiersWarning.collection(
            complete,
            sectionID: { sections.indices.contains($0) ? "\(sections[$0].dataID)" : "?" },
            itemID: { indexPath in
                guard sections.indices.contains(indexPath.section),
                      sections[indexPath.section].items.indices.contains(indexPath.item) else { return "?" }
                let model = sections[indexPath.section].items[indexPath.item]
                return DuplicateIdentifiersWarning.identifier(model.dataID, of: model.base)
            })
        if let warning { EpoxyLogger.current.warn(warning.message) }
    }
}
