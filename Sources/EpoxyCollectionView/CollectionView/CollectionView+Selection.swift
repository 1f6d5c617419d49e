import EpoxyCore
import EpoxyLayout

// Taps, highlight and selection.
extension CollectionView {
    /// Taps an item as a user would: scrolls it into view if needed, highlights it, selects it
    /// (deselecting the previous selection) and calls its `didSelect`. Its `didChangeState`
    /// sees `highlighted` then `selected`; the previously selected item's sees `normal`.
    /// - Throws: ``CollectionViewError/unknownItem(dataID:sectionDataID:suggestions:)`` with
    ///   close matches when no item has `dataID`.
    public func tap(_ dataID: AnyHashable, inSection sectionDataID: AnyHashable? = nil) throws {
        layoutIfNeeded()
        let location = try itemLocation(dataID, inSection: sectionDataID)
        guard let identity = identity(at: location) else {
            throw CollectionViewError.unknownItem(dataID: "\(dataID)", sectionDataID: sectionDataID.map { "\($0)" }, suggestions: [])
        }
        try scrollIntoView(identity, dataID: dataID, sectionDataID: sectionDataID)
        if let previous = selectedItem, previous != identity.itemPath {
            deselectItem(previous)
        }
        guard let cell = cells[identity] else {
            // No width: nothing is on screen to tap; select by data ID without a view.
            selectedItem = identity.itemPath
            return
        }
        setState(.highlighted, of: cell)
        selectedItem = identity.itemPath
        setState(.selected, of: cell)
        callback(\.didSelect, cell: cell)
    }

    /// Deselects the selected item, if any; its `didChangeState` sees `normal`.
    public func deselectSelectedItem() {
        guard let selected = selectedItem else { return }
        deselectItem(selected)
    }

    private func deselectItem(_ path: ItemPath) {
        selectedItem = nil
        let identity = ElementIdentity(sectionDataID: path.sectionDataID, kind: nil, dataID: path.dataID, occurrence: 0)
        if let cell = cells[identity], cell.state != .normal {
            setState(.normal, of: cell)
        }
    }

    /// Scrolls the least distance that shows the whole item (its top when it is taller than
    /// the visible area).
    private func scrollIntoView(_ identity: ElementIdentity, dataID: AnyHashable, sectionDataID: AnyHashable?) throws {
        let frame = try itemFrame(dataID, inSection: sectionDataID)
        let insets = lastAdjustedContentInset
        let top = bounds.minY + insets.top
        let bottom = bounds.maxY - insets.bottom
        if frame.minY < top || frame.height > bottom - top {
            try scrollToItem(dataID, inSection: sectionDataID, position: .top)
        } else if frame.maxY > bottom {
            try scrollToItem(dataID, inSection: sectionDataID, position: .bottom)
        }
    }
}
