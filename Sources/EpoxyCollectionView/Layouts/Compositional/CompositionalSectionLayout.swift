import EpoxyCore

/// Lays out one section of a compositional layout from a given top: its top boundary items,
/// its groups (stacked down, or in one sideways-scrolling row) inside its content insets, then
/// its bottom boundary items.
struct CompositionalSectionLayout {
    let layoutSection: LayoutSection
    let section: SectionModel
    let sectionIndex: Int
    let environment: CollectionLayoutEnvironment
    let sizer: any CollectionItemSizing

    /// The section's attributes and the y its bottom reaches.
    func layOut(top: Double) -> (attributes: SectionLayoutAttributes, bottom: Double) {
        let name = "section \(sectionIndex) (\(section.dataID))"
        let insets = SizeSanitizer.sanitized(layoutSection.contentInsets.edgeInsets(for: .leftToRight), of: "the content insets of \(name)")
        let spacing = SizeSanitizer.sanitized(layoutSection.interGroupSpacing, of: "the inter-group spacing of \(name)")
        let effective = environment.effectiveContentSize
        let left = environment.safeAreaInsets.left
        let container = Size(width: max(0, effective.width - insets.left - insets.right),
                             height: max(0, effective.height - insets.top - insets.bottom))
        let follows = layoutSection.supplementariesFollowContentInsets
        let boundaryContainer = follows ? container : Size(width: effective.width, height: effective.height)
        let boundaryX = left + (follows ? insets.left : 0)

        var attributes = SectionLayoutAttributes()
        var boundaryFrames: [Int: Rect] = [:]
        let boundaries = boundaryModels()
        var y = top
        for (index, boundary) in boundaries where boundary.item.alignment == .top {
            let frame = boundaryFrame(boundary, x: boundaryX, y: y, container: boundaryContainer)
            boundaryFrames[index] = frame
            if boundary.item.extendsBoundary { y += frame.height }
        }
        let contentTop = y
        y += insets.top
        var groups = CompositionalGroupLayout(section: section, sectionIndex: sectionIndex, sizer: sizer)
        if layoutSection.orthogonalScrollingBehavior == .none {
            var first = true
            while groups.hasItemsLeft {
                if !first { y += spacing }
                first = false
                let before = groups.nextItem
                let size = groups.place(layoutSection.group, at: Point(x: left + insets.left, y: y), container: container)
                if groups.nextItem == before { break }
                y += size.height
            }
        } else {
            var x = left + insets.left
            var rowHeight = 0.0
            var groupFrames: [Rect] = []
            while groups.hasItemsLeft {
                if !groupFrames.isEmpty { x += spacing }
                let before = groups.nextItem
                let size = groups.place(layoutSection.group, at: Point(x: x, y: y), container: container)
                if groups.nextItem == before { break }
                groupFrames.append(Rect(x: x, y: y, width: size.width, height: size.height))
                x += size.width
                rowHeight = max(rowHeight, size.height)
            }
            y += rowHeight
            let contentEnd = (groupFrames.last?.maxX ?? left + insets.left) + insets.right + environment.safeAreaInsets.right
            attributes.orthogonalScrolling = OrthogonalSectionAttributes(
                behavior: layoutSection.orthogonalScrollingBehavior,
                viewport: Rect(x: 0, y: contentTop, width: environment.contentWidth, height: y + insets.bottom - contentTop),
                contentWidth: contentEnd, groupFrames: groupFrames)
        }
        attributes.itemFrames = groups.frames
        // Items the group could not place (a group of zero length) still need frames.
        if attributes.itemFrames.count < section.items.count {
            EpoxyLogger.current.warn("Collection view: the layout of \(name) placed \(attributes.itemFrames.count) of its \(section.items.count) items (its group holds none); the rest get empty frames.")
            attributes.itemFrames += Array(repeating: Rect(x: left + insets.left, y: y, width: 0, height: 0), count: section.items.count - attributes.itemFrames.count)
        }
        y += insets.bottom
        for (index, boundary) in boundaries where boundary.item.alignment == .bottom {
            var frame = boundaryFrame(boundary, x: boundaryX, y: y, container: boundaryContainer)
            if boundary.item.extendsBoundary {
                y += frame.height
            } else {
                frame.origin.y -= frame.height
            }
            boundaryFrames[index] = frame
        }
        for (index, boundary) in boundaries {
            guard let frame = boundaryFrames[index] else { continue }
            attributes.supplementaryFrames[boundary.item.elementKind, default: []].append(frame)
            if boundary.item.pinToVisibleBounds {
                attributes.pinnedSupplementaries.append(PinnedSupplementaryAttributes(
                    kind: boundary.item.elementKind, index: boundary.kindIndex, alignment: boundary.item.alignment,
                    frame: frame, sectionMinY: top, sectionMaxY: y))
            }
        }
        return (attributes, y)
    }

    /// A boundary item with the supplementary model it shows.
    private struct Boundary {
        let item: LayoutBoundaryItem
        let model: AnyItemModel
        /// Its index among the section's elements of its kind.
        let kindIndex: Int
    }

    /// The boundary items that have a model (the n-th of a kind shows the n-th element of that
    /// kind), by position in the section's list.
    private func boundaryModels() -> [(Int, Boundary)] {
        var used: [SupplementaryElementKind: Int] = [:]
        var result: [(Int, Boundary)] = []
        for (index, item) in layoutSection.boundarySupplementaryItems.enumerated() {
            let kindIndex = used[item.elementKind, default: 0]
            used[item.elementKind] = kindIndex + 1
            guard let elements = section.supplementaryItems[item.elementKind], elements.indices.contains(kindIndex) else { continue }
            result.append((index, Boundary(item: item, model: elements[kindIndex].model, kindIndex: kindIndex)))
        }
        for (kind, elements) in section.supplementaryItems where elements.count > used[kind, default: 0] {
            EpoxyLogger.current.warn("Collection view: section \(sectionIndex) (\(section.dataID)) has \(elements.count) \(kind) element(s) but its layout section has \(used[kind, default: 0]) boundary item(s) of that kind; the rest are not shown.")
        }
        return result
    }

    private func boundaryFrame(_ boundary: Boundary, x: Double, y: Double, container: Size) -> Rect {
        var size = boundary.item.layoutSize.resolved(in: container)
        switch (boundary.item.layoutSize.width.isEstimated, boundary.item.layoutSize.height.isEstimated) {
        case (true, true): size = sizer.compressedSize(of: boundary.model, height: nil)
        case (true, false): size.width = sizer.compressedSize(of: boundary.model, height: size.height).width
        case (false, true): size.height = sizer.fittingSize(of: boundary.model, width: size.width).height
        case (false, false): break
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
