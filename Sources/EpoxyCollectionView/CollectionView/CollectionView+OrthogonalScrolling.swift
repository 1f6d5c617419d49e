import EpoxyCore
import EpoxyLayout

// Sections that scroll sideways (compositional layouts' orthogonal scrolling) and headers
// pinned to the visible bounds. A sideways scroll moves one section's items and lays nothing out.
extension CollectionView {
    /// The offset of an orthogonally scrolling section along its axis (0: its first group at
    /// the leading, or top, inset); nil for other sections.
    public func orthogonalOffset(ofSection sectionDataID: AnyHashable) -> Double? {
        guard let index = directory.sectionIndexByDataID[sectionDataID], orthogonalAttributes(ofSection: index) != nil else { return nil }
        return orthogonalOffsets[sectionDataID] ?? 0
    }

    /// The viewport and extent of an orthogonally scrolling section, by index.
    public func orthogonalAttributes(ofSection index: Int) -> OrthogonalSectionAttributes? {
        guard let result = layoutResult, result.sections.indices.contains(index) else { return nil }
        return result.sections[index].orthogonalScrolling
    }

    /// Scrolls an orthogonally scrolling section to `offset` along its axis (sideways in a
    /// vertical collection, up and down in a horizontal one) and lets go: the offset comes to
    /// rest as the section's behaviour says (a page or group boundary for paging ones), within
    /// its range. Updates its cells and display callbacks; nothing is laid out.
    /// - Returns: The resting offset.
    /// - Throws: ``CollectionViewError/unknownSection(dataID:)`` or
    ///   ``CollectionViewError/sectionNotScrollable(dataID:)``.
    @discardableResult
    public func scrollSection(_ sectionDataID: AnyHashable, to offset: Double) throws -> Double {
        // Like a vertical scroll, a sideways one needs a current layout, not a view layout pass.
        if !layoutIsValid || layoutResult == nil { layoutIfNeeded() }
        guard let index = directory.sectionIndexByDataID[sectionDataID] else {
            throw CollectionViewError.unknownSection(dataID: "\(sectionDataID)")
        }
        guard let attributes = orthogonalAttributes(ofSection: index) else {
            throw CollectionViewError.sectionNotScrollable(dataID: "\(sectionDataID)")
        }
        let resting = attributes.restingOffset(for: offset)
        guard resting != orthogonalOffsets[sectionDataID] else { return resting }
        orthogonalOffsets[sectionDataID] = resting
        updateSectionShifts()
        updateCells(animated: false)
        return resting
    }

    /// Scrolls orthogonal section `index` so `frame` (an item's displayed frame) is at
    /// `position`, or in view when the position is along the other axis; it settles as a
    /// released scroll does.
    func scrollOrthogonalSection(_ index: Int, toShow frame: Rect, position: ScrollPosition) throws {
        guard let attributes = orthogonalAttributes(ofSection: index) else { return }
        let sectionDataID = sections[index].dataID
        let current = orthogonalOffsets[sectionDataID] ?? 0
        let visible = attributes.insetVisibleRange
        let horizontal = attributes.direction == .horizontal
        let span = horizontal ? frame.minX...frame.maxX : frame.minY...frame.maxY
        let target = ScrollPosition.offset(placing: span, in: visible, current: current, at: position.isHorizontal == horizontal ? position.placement : nil)
        try scrollSection(sectionDataID, to: target)
    }

    /// After a layout: keeps each orthogonal section's offset (at rest within its new range),
    /// starts new ones at their initial offset and forgets sections that no longer scroll.
    func settleOrthogonalOffsets() {
        var offsets: [AnyHashable: Double] = [:]
        for (index, section) in sections.enumerated() {
            guard let attributes = orthogonalAttributes(ofSection: index) else { continue }
            offsets[section.dataID] = orthogonalOffsets[section.dataID].map(attributes.restingOffset) ?? attributes.initialOffset
        }
        orthogonalOffsets = offsets
        updateSectionShifts()
    }

    func updateSectionShifts() {
        guard !orthogonalOffsets.isEmpty else {
            sectionShifts = []
            return
        }
        sectionShifts = sections.map { orthogonalOffsets[$0.dataID] ?? 0 }
    }

    /// `frame` of an element of section `section` as displayed: moved by its section's
    /// orthogonal offset (left in a vertical collection, up in a horizontal one).
    func displayedFrame(_ frame: Rect, section: Int) -> Rect {
        guard sectionShifts.indices.contains(section), sectionShifts[section] != 0 else { return frame }
        let shift = sectionShifts[section]
        return scrollDirection == .horizontal ? frame.offsetBy(dx: 0, dy: -shift) : frame.offsetBy(dx: -shift, dy: 0)
    }

    /// The elements that need cells in `rect`, at their displayed frames: sideways offsets
    /// applied, and pinned headers and footers moved to the edges of the visible bounds.
    func displayedElements(intersecting rect: Rect) -> [(location: ElementLocation, frame: Rect)] {
        var elements = layoutIndex.elements(intersecting: rect, crossShifts: sectionShifts)
        guard let result = layoutResult else { return elements }
        let insets = lastAdjustedContentInset
        let visible = scrollDirection == .horizontal
            ? (bounds.minX + insets.left)...max(bounds.minX + insets.left, bounds.maxX - insets.right)
            : (bounds.minY + insets.top)...max(bounds.minY + insets.top, bounds.maxY - insets.bottom)
        for (sectionIndex, section) in result.sections.enumerated() where !section.pinnedSupplementaries.isEmpty {
            for pinned in section.pinnedSupplementaries {
                let location = ElementLocation(kind: pinned.kind, section: sectionIndex, index: pinned.index)
                elements.removeAll { $0.location == location }
                let frame = pinned.pinnedFrame(visible: visible)
                if frame.intersects(rect) { elements.append((location, frame)) }
            }
        }
        return elements
    }
}
