import EpoxyCore
import Foundation

/// Finds sections and items by data ID, and numbers repeated data IDs within a section (the
/// second "a" is occurrence 1) so each element keeps a distinct identity. Rebuilt by an update
/// that changes data IDs (see ``haveSameDataIDs(_:_:)``), so items are keyed by ``DataIDKey``
/// (no `AnyHashable` hashing per item).
struct ItemDirectory {
    private(set) var sectionIndexByDataID: [AnyHashable: Int] = [:]
    private(set) var itemIndexBySection: [[DataIDKey: Int]] = []
    /// Each section's data ID as a key (cell identities hash it on every update).
    private(set) var sectionKeys: [DataIDKey] = []
    /// Occurrence numbers of repeated item data IDs (absent means 0).
    private(set) var occurrences: [ElementLocation: Int] = [:]
    /// For each item data ID repeated within a section, the index paths sharing it.
    private(set) var duplicateItemPaths: [[IndexPath]] = []

    init() {}

    init(sections: [SectionModel]) {
        sectionIndexByDataID.reserveCapacity(sections.count)
        itemIndexBySection.reserveCapacity(sections.count)
        for (sectionIndex, section) in sections.enumerated() {
            if sectionIndexByDataID[section.dataID] == nil { sectionIndexByDataID[section.dataID] = sectionIndex }
            sectionKeys.append(DataIDKey(section.dataID))
            var indexByDataID: [DataIDKey: Int] = [:]
            indexByDataID.reserveCapacity(section.items.count)
            var repeated: [DataIDKey: [Int]] = [:]
            for (itemIndex, item) in section.items.enumerated() {
                let dataID = item.dataIDKey
                if let first = indexByDataID[dataID] {
                    var indices = repeated[dataID] ?? [first]
                    occurrences[ElementLocation(kind: nil, section: sectionIndex, index: itemIndex)] = indices.count
                    indices.append(itemIndex)
                    repeated[dataID] = indices
                } else {
                    indexByDataID[dataID] = itemIndex
                }
            }
            for indices in repeated.values.sorted(by: { $0[0] < $1[0] }) {
                duplicateItemPaths.append(indices.map { IndexPath(item: $0, section: sectionIndex) })
            }
            itemIndexBySection.append(indexByDataID)
        }
    }

    /// Whether `old` and `new` have the same section and item data IDs at every position (an
    /// update that only changed content), so the directory made for `old` serves `new`: a
    /// comparison per item instead of rebuilding every table on each re-render.
    static func haveSameDataIDs(_ old: [SectionModel], _ new: [SectionModel]) -> Bool {
        guard old.count == new.count else { return false }
        for (oldSection, newSection) in zip(old, new) {
            guard oldSection.dataID == newSection.dataID else { return false }
            let oldItems = oldSection.items, newItems = newSection.items
            guard oldItems.count == newItems.count else { return false }
            for index in oldItems.indices where oldItems[index].dataIDKey != newItems[index].dataIDKey {
                return false
            }
        }
        return true
    }

    /// The location of the first item with `dataID` (in the named section, or the first
    /// section that has one).
    func itemLocation(of dataID: AnyHashable, inSection sectionDataID: AnyHashable?) -> ElementLocation? {
        let dataID = DataIDKey(dataID)
        if let sectionDataID {
            guard let section = sectionIndexByDataID[sectionDataID], let item = itemIndexBySection[section][dataID] else { return nil }
            return ElementLocation(kind: nil, section: section, index: item)
        }
        for (section, items) in itemIndexBySection.enumerated() {
            if let item = items[dataID] { return ElementLocation(kind: nil, section: section, index: item) }
        }
        return nil
    }

    /// The indices of the sections that have an item with `dataID`, in order (one lookup per
    /// section).
    func sections(withItem dataID: AnyHashable) -> [Int] {
        let key = DataIDKey(dataID)
        return itemIndexBySection.indices.filter { itemIndexBySection[$0][key] != nil }
    }

    /// Every item data ID, for suggestions.
    var allItemDataIDs: [AnyHashable] {
        itemIndexBySection.flatMap { $0.keys.map(\.anyHashable) }
    }
}
