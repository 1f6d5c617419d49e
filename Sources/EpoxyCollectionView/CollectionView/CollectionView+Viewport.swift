import EpoxyCore
import EpoxyLayout
import Foundation

// Scrolling and what is on screen.
extension CollectionView {
    /// The content offset: the bounds origin, the content point at the view's top-left corner.
    public var contentOffset: Point {
        get { boundsOrigin }
        set { scroll(to: newValue) }
    }

    /// Scrolls to `offset` (kept within the scrollable range, as a user's scroll rests) and
    /// updates cells and display callbacks. Across the scroll axis the offset is fixed by the
    /// inset (the left one in a vertical collection, the top one in a horizontal one).
    public func scroll(to offset: Point) {
        guard layoutResult != nil, bounds.width > 0 else {
            if scrollDirection == .horizontal {
                boundsOrigin = offset.x.isFinite ? Point(x: offset.x, y: boundsOrigin.y) : boundsOrigin
            } else {
                boundsOrigin = offset.y.isFinite ? Point(x: boundsOrigin.x, y: offset.y) : boundsOrigin
            }
            return
        }
        let clamped = clampedOffset(offset)
        guard clamped != boundsOrigin else { return }
        boundsOrigin = clamped
        makeCellRectExact()
        updateCells(animated: false)
    }

    /// Scrolls so the item is at `position` of the visible area (inside the content insets).
    ///
    /// An item of an orthogonally scrolling section first scrolls its section: to `position`
    /// when the section scrolls along the position's axis (left, centred or right in a
    /// carousel, between its leading and trailing insets), else the least distance that shows
    /// the item; the section then settles as a released scroll does (on a page or group
    /// boundary for paging behaviours). The collection then scrolls along its own axis the same
    /// way: to `position` when it is along that axis, else the least distance that shows the item.
    /// - Throws: ``CollectionViewError/unknownItem(dataID:sectionDataID:suggestions:)``.
    public func scrollToItem(_ dataID: AnyHashable, inSection sectionDataID: AnyHashable? = nil, position: ScrollPosition) throws {
        layoutIfNeeded()
        let location = try itemLocation(dataID, inSection: sectionDataID)
        if orthogonalAttributes(ofSection: location.section) != nil {
            try scrollOrthogonalSection(location.section, toShow: try itemFrame(dataID, inSection: sectionDataID), position: position)
        }
        let horizontal = scrollDirection == .horizontal
        try scrollToShow(dataID, inSection: sectionDataID, at: position.isHorizontal == horizontal ? position.placement : nil)
    }

    /// Scrolls along the scroll axis to put an item at `placement` of the visible area, or
    /// with none the least distance that shows it (its start when it is longer than the area).
    func scrollToShow(_ dataID: AnyHashable, inSection sectionDataID: AnyHashable?, at placement: ScrollPosition.Placement?) throws {
        let frame = try itemFrame(dataID, inSection: sectionDataID)
        let insets = lastAdjustedContentInset
        var offset = contentOffset
        if scrollDirection == .horizontal {
            offset.x = ScrollPosition.offset(
                placing: frame.minX...frame.maxX, in: (bounds.minX + insets.left)...max(bounds.minX + insets.left, bounds.maxX - insets.right),
                current: bounds.minX, at: placement)
        } else {
            offset.y = ScrollPosition.offset(
                placing: frame.minY...frame.maxY, in: (bounds.minY + insets.top)...max(bounds.minY + insets.top, bounds.maxY - insets.bottom),
                current: bounds.minY, at: placement)
        }
        scroll(to: offset)
    }

    /// The frame of an item in content coordinates, from the layout (on screen or not; moved by
    /// its section's orthogonal offset); nil for an unknown item or before the first layout.
    public func frame(ofItem dataID: AnyHashable, inSection sectionDataID: AnyHashable? = nil) -> Rect? {
        try? itemFrame(dataID, inSection: sectionDataID)
    }

    /// The data IDs of the sections that have an item with `dataID`, in order: more than one
    /// when sections repeat an item's data ID (Epoxy allows it: an item is its section and data ID).
    public func sectionDataIDs(withItem dataID: AnyHashable) -> [AnyHashable] {
        directory.sections(withItem: dataID).map { sections[$0].dataID }
    }

    /// The data IDs of the sections that have a header, footer or other supplementary element
    /// with `dataID`, in order.
    public func sectionDataIDs(withSupplementary dataID: AnyHashable) -> [AnyHashable] {
        sections.filter { $0.supplementaryItems.values.contains { $0.contains { $0.dataID == dataID } } }.map(\.dataID)
    }

    /// The frame of a supplementary element (a header, a footer) in content coordinates, from the
    /// layout, on screen or not; nil when no section (or not `sectionDataID`) has one with `dataID`.
    public func frame(ofSupplementary dataID: AnyHashable, inSection sectionDataID: AnyHashable? = nil) -> Rect? {
        for (sectionIndex, section) in sections.enumerated() where sectionDataID == nil || section.dataID == sectionDataID {
            for (kind, elements) in section.supplementaryItems {
                guard let index = elements.firstIndex(where: { $0.dataID == dataID }) else { continue }
                if !layoutIsValid || layoutResult == nil { layoutIfNeeded() }
                // Below estimated sizes, measure down to the element, as for items.
                for round in 0..<5 {
                    guard let frame = supplementaryLayoutFrame(section: sectionIndex, kind: kind, index: index) else { return nil }
                    guard let extent = layoutResult?.exactExtent, frame.maxY > extent else { return displayedFrame(frame, section: sectionIndex) }
                    _ = makeLayoutExact(downTo: round < 4 ? frame.maxY : .infinity)
                }
                return supplementaryLayoutFrame(section: sectionIndex, kind: kind, index: index).map { displayedFrame($0, section: sectionIndex) }
            }
        }
        return nil
    }

    private func supplementaryLayoutFrame(section: Int, kind: SupplementaryElementKind, index: Int) -> Rect? {
        guard let sections = layoutResult?.sections, sections.indices.contains(section),
              let frames = sections[section].supplementaryFrames[kind], frames.indices.contains(index) else { return nil }
        return frames[index]
    }

    /// The frame of an item in the coordinates of the tree's root (the window).
    public func frameInWindow(ofItem dataID: AnyHashable, inSection sectionDataID: AnyHashable? = nil) -> Rect? {
        frame(ofItem: dataID, inSection: sectionDataID).map { convert($0, to: nil) }
    }

    /// Every element that has a cell (visible, or within the prefetch margin), in layout order.
    public var visibleElements: [VisibleElement] {
        let visibleRect = bounds
        return cells.values
            .map { cell in
                VisibleElement(
                    kind: cell.elementKind,
                    sectionDataID: cell.sectionDataID,
                    dataID: cell.dataID,
                    indexPath: cell.indexPath,
                    frame: cell.frame,
                    isDisplayed: cell.frame.intersects(visibleRect),
                    cell: cell)
            }
            .sorted { lhs, rhs in
                if lhs.indexPath.section != rhs.indexPath.section { return lhs.indexPath.section < rhs.indexPath.section }
                if Self.kindOrder(lhs.kind) != Self.kindOrder(rhs.kind) { return Self.kindOrder(lhs.kind) < Self.kindOrder(rhs.kind) }
                return lhs.indexPath.item < rhs.indexPath.item
            }
    }

    /// The items whose frames overlap the visible rect, in layout order.
    public var displayedItems: [VisibleElement] {
        visibleElements.filter { $0.kind == nil && $0.isDisplayed }
    }

    /// Headers first, then items, then footers and other kinds.
    private static func kindOrder(_ kind: SupplementaryElementKind?) -> Int {
        switch kind {
        case .some(.sectionHeader): 0
        case nil: 1
        case .some(.sectionFooter): 2
        case .some: 3
        }
    }

    /// The layout frame of an item; throws for an unknown one.
    func itemFrame(_ dataID: AnyHashable, inSection sectionDataID: AnyHashable?) throws -> Rect {
        let location = try itemLocation(dataID, inSection: sectionDataID)
        if !layoutIsValid || layoutResult == nil { layoutIfNeeded() }
        // Below estimated sizes, measure down to the item (its place moves as rows above it are
        // measured, so look again; a few rounds at most, then everything).
        for round in 0..<5 {
            guard let frame = layoutResult?.itemFrame(section: location.section, item: location.index) else { break }
            guard let extent = layoutResult?.exactExtent, frame.maxY > extent else { return displayedFrame(frame, section: location.section) }
            makeLayoutExact(downTo: round < 4 ? frame.maxY : .infinity)
        }
        guard let frame = layoutResult?.itemFrame(section: location.section, item: location.index) else {
            throw CollectionViewError.unknownItem(dataID: "\(dataID)", sectionDataID: sectionDataID.map { "\($0)" }, suggestions: [])
        }
        return displayedFrame(frame, section: location.section)
    }

    /// The location of an item; throws with close matches for an unknown one.
    func itemLocation(_ dataID: AnyHashable, inSection sectionDataID: AnyHashable?) throws -> ElementLocation {
        if let sectionDataID, directory.sectionIndexByDataID[sectionDataID] == nil {
            throw CollectionViewError.unknownSection(dataID: "\(sectionDataID)")
        }
        guard let location = directory.itemLocation(of: dataID, inSection: sectionDataID) else {
            let names = directory.allItemDataIDs.map { "\($0)" }
            throw CollectionViewError.unknownItem(
                dataID: "\(dataID)", sectionDataID: sectionDataID.map { "\($0)" }, suggestions: ClosestName.suggestion(for: "\(dataID)", among: names).map { [$0] } ?? [])
        }
        return location
    }
}
