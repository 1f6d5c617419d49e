import EpoxyCore
import EpoxyLayout

// Sections that scroll sideways (compositional layouts' orthogonal scrolling) and headers
// pinned to the visible bounds. A sideways scroll moves one section's items and lays nothing out.
extension CollectionView {
    /// The sideways offset of an orthogonally scrolling section (0: its first group at the
    /// leading inset); nil for other sections.
    public func orthogonalOffset(ofSection sectionDataID: AnyHashable) -> Double? {
        guard let index = directory.sectionIndexByDataID[sectionDataID], orthogonalAttributes(ofSection: index) != nil else { return nil }
        return orthogonalOffsets[sectionDataID] ?? 0
    }

    /// The viewport and extent of an orthogonally scrolling section, by index.
    public func orthogonalAttributes(ofSection index: Int) -> OrthogonalSectionAttributes? {
        guard let result = layoutResult, result.sections.indices.contains(index) else { return nil }
        return result.sections[index].orthogonalScrolling
    }

    /// Scrolls an orthogonally scrolling section sideways to `x` and lets go: the offset comes
    /// to rest as the section's behaviour says (a page or group boundary for paging ones),
    /// within its range. Updates its cells and display callbacks; nothing is laid out.
    /// - Returns: The resting offset.
    /// - Throws: ``CollectionViewError/unknownSection(dataID:)`` or
    ///   ``CollectionViewError/sectionNotScrollable(dataID:)``.
    @discardableResult
    public func scrollSection(_ sectionDataID: AnyHashable, toX x: Double) throws -> Double {
        // Like a vertical scroll, a sideways one needs a current layout, not a view layout pass.
        if !layoutIsValid || layoutResult == nil { layoutIfNeeded() }
        guard let index = directory.sectionIndexByDataID[sectionDataID] else {
            throw CollectionViewError.unknownSection(dataID: "\(sectionDataID)")
        }
        guard let attributes = orthogonalAttributes(ofSection: index) else {
            throw CollectionViewError.sectionNotScrollable(dataID: "\(sectionDataID)")
        }
        let resting = attributes.restingOffset(for: x)
        guard resting != orthogonalOffsets[sectionDataID] else { return resting }
        orthogonalOffsets[sectionDataID] = resting
        updateSectionXShifts()
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
        let span = frame.minX...frame.maxX
        let target = ScrollPosition.offset(placing: span, in: visible, current: current, at: position.isHorizontal ? position.placement : nil)
        try scrollSection(sectionDataID, toX: target)
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
        updateSectionXShifts()
    }

    func updateSectionXShifts() {
        guard !orthogonalOffsets.isEmpty else {
            sectionXShifts = []
            return
        }
        sectionXShifts = sections.map { orthogonalOffsets[$0.dataID] ?? 0 }
    }

    /// `frame` of an element of section `section` as displayed: moved by its section's sideways offset.
    func displayedFrame(_ frame: Rect, section: Int) -> Rect {
        guard sectionXShifts.indices.contains(section), sectionXShifts[section] != 0 else { return frame }
        return frame.offsetBy(dx: -sectionXShifts[section], dy: 0)
    }

    /// The elements that need cells in `rect`, at their displayed frames: sideways offsets
    /// applied, and pinned headers and footers moved to the edges of the visible bounds.
    func displayedElements(intersecting rect: Rect) -> [(location: ElementLocation, frame: Rect)] {
        var elements = layoutIndex.elements(intersecting: rect, xShifts: sectionXShifts)
        guard let result = layoutResult else { return elements }
        let insets = lastAdjustedContentInset
        let visibleMinY = bounds.minY + insets.top
        let visibleMaxY = bounds.maxY - insets.bottom
        for (sectionIndex, section) in result.sections.enumerated() where !section.pinnedSupplementaries.isEmpty {
            for pinned in section.pinnedSupplementaries {
                let location = ElementLocation(kind: pinned.kind, section: sectionIndex, index: pinned.index)
                elements.removeAll { $0.location == location }
                let frame = pinned.pinnedFrame(visibleMinY: visibleMinY, visibleMaxY: visibleMaxY)
                if frame.intersects(rect) { elements.append((location, frame)) }
            }
        }
        return elements
    }
}
