import EpoxyCore
import Foundation

/// Finds, for every item of the new sections, where it was in the old ones when an update left
/// it unchanged (matched by data ID, not updated): those keep their measured sizes.
///
/// Matched items that did not move keep their order, so after taking out deletes, inserts and
/// moves the remaining old and new items pair up in order; each pair is checked by data ID, and
/// sections with repeated data IDs are left out, so a wrong pairing can only cost a measurement.
enum UnchangedItemMapping {
    static func make(
        _ changeset: SectionedChangeset,
        old: [SectionModel],
        new: [SectionModel],
        oldDirectory: ItemDirectory,
        newDirectory: ItemDirectory
    ) -> [[ItemPosition?]] {
        var oldSectionOfNew = [Int?](repeating: nil, count: new.count)
        for (oldSection, newSection) in changeset.sectionChangeset.newIndices.enumerated() {
            if let newSection, oldSectionOfNew.indices.contains(newSection) { oldSectionOfNew[newSection] = oldSection }
        }
        let items = changeset.itemChangeset
        var deleted: [Int: Set<Int>] = [:], inserted: [Int: Set<Int>] = [:], updated: [Int: Set<Int>] = [:]
        var moves: [Int: [(old: Int, new: Int)]] = [:]
        for path in items.deletes { deleted[path.section, default: []].insert(path.item) }
        for path in items.inserts { inserted[path.section, default: []].insert(path.item) }
        for pair in items.updates { updated[pair.new.section, default: []].insert(pair.new.item) }
        for pair in items.moves { moves[pair.new.section, default: []].append((pair.old.item, pair.new.item)) }
        let repeatedOld = Set(oldDirectory.duplicateItemPaths.compactMap { $0.first?.section })
        let repeatedNew = Set(newDirectory.duplicateItemPaths.compactMap { $0.first?.section })

        return new.enumerated().map { newSection, section in
            var result = [ItemPosition?](repeating: nil, count: section.items.count)
            guard let oldSection = oldSectionOfNew[newSection], old.indices.contains(oldSection),
                  !repeatedOld.contains(oldSection), !repeatedNew.contains(newSection) else { return result }
            let oldItems = old[oldSection].items, newItems = section.items
            let changed = updated[newSection] ?? []
            let sectionMoves = moves[newSection] ?? []
            var movedOld = Set<Int>(), movedNew = Set<Int>()
            for move in sectionMoves where oldItems.indices.contains(move.old) && newItems.indices.contains(move.new) {
                movedOld.insert(move.old)
                movedNew.insert(move.new)
                if !changed.contains(move.new) { result[move.new] = ItemPosition(section: oldSection, index: move.old) }
            }
            let deletedHere = deleted[oldSection] ?? [], insertedHere = inserted[newSection] ?? []
            // A set hashes even when empty; a re-render usually has no inserts, deletes or
            // moves and few changes, so the empty sets are not asked per item.
            let skippedNew = insertedHere.union(movedNew), skippedOld = deletedHere.union(movedOld)
            var oldIndex = 0
            for newIndex in newItems.indices where skippedNew.isEmpty || !skippedNew.contains(newIndex) {
                while oldIndex < oldItems.count && !skippedOld.isEmpty && skippedOld.contains(oldIndex) { oldIndex += 1 }
                guard oldIndex < oldItems.count else { break }
                if (changed.isEmpty || !changed.contains(newIndex)) && oldItems[oldIndex].dataIDKey == newItems[newIndex].dataIDKey {
                    result[newIndex] = ItemPosition(section: oldSection, index: oldIndex)
                }
                oldIndex += 1
            }
            return result
        }
    }
}
