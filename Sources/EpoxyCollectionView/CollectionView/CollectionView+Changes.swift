import EpoxyCore
import Foundation

// Translating index changesets into data IDs, and the duplicate data ID warning.
extension CollectionView {
    static func sectionChanges(_ changeset: SectionedChangeset, old: [SectionModel], new: [SectionModel]) -> DataIDChangeset<AnyHashable> {
        let sections = changeset.sectionChangeset
        return DataIDChangeset(
            inserted: sections.inserts.map { new[$0].dataID },
            deleted: sections.deletes.map { old[$0].dataID },
            updated: sections.updates.map { new[$0.new].dataID },
            moved: sections.moves.map { new[$0.new].dataID })
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
