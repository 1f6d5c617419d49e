import EpoxyCore
import Foundation

// Moving items as a user drags them (UICollectionView's interactive reordering).
extension CollectionView {
    /// Moves the item at `source` to `destination` (an index in the destination section after
    /// the item left its old place), lays out again and calls `didMoveItem`. The sections are
    /// rearranged in place; the owner is expected to reflect the move in its next models.
    /// - Throws: ``CollectionViewError/indexPathOutOfRange(_:)`` for a path naming no item or
    ///   place, ``CollectionViewError/itemNotMovable(dataID:)`` when the item is not movable.
    public func moveItem(from source: IndexPath, to destination: IndexPath) throws {
        guard source.count == 2, sections.indices.contains(source.section),
              sections[source.section].items.indices.contains(source.item) else {
            throw CollectionViewError.indexPathOutOfRange(source)
        }
        let item = sections[source.section].items[source.item]
        guard item.isMovable else { throw CollectionViewError.itemNotMovable(dataID: "\(item.dataID)") }
        guard destination.count == 2, sections.indices.contains(destination.section) else {
            throw CollectionViewError.indexPathOutOfRange(destination)
        }
        let remainingCount = sections[destination.section].items.count - (destination.section == source.section ? 1 : 0)
        guard (0...remainingCount).contains(destination.item) else {
            throw CollectionViewError.indexPathOutOfRange(destination)
        }
        var newSections = sections
        var sourceItems = newSections[source.section].items
        sourceItems.remove(at: source.item)
        newSections[source.section] = newSections[source.section].items(sourceItems)
        var destinationItems = newSections[destination.section].items
        destinationItems.insert(item, at: destination.item)
        newSections[destination.section] = newSections[destination.section].items(destinationItems)
        let move = CollectionViewMove(
            dataID: item.dataID,
            sourceSectionDataID: sections[source.section].dataID,
            destinationSectionDataID: sections[destination.section].dataID,
            source: source,
            destination: destination)
        if let selected = selectedItem, selected == ItemPath(sectionDataID: move.sourceSectionDataID, dataID: move.dataID) {
            selectedItem = ItemPath(sectionDataID: move.destinationSectionDataID, dataID: move.dataID)
        }
        sections = newSections
        directory = ItemDirectory(sections: newSections)
        sizer.resetItemSizes(for: newSections)
        generation += 1
        layoutIsValid = false
        if bounds.width > 0 { updateLayoutAndCells(animated: false) } else { setNeedsLayout() }
        didMoveItem?(move)
    }

    /// Moves the item with `dataID` (in the named section, or the first that has it) to
    /// `destination`.
    public func moveItem(_ dataID: AnyHashable, inSection sectionDataID: AnyHashable? = nil, to destination: IndexPath) throws {
        let location = try itemLocation(dataID, inSection: sectionDataID)
        try moveItem(from: IndexPath(item: location.index, section: location.section), to: destination)
    }
}
