import EpoxyCore

/// Lays out one section of a compositional layout from a given start along the collection's
/// scroll axis (its "main" axis: y in a vertical collection, x in a horizontal one): the
/// boundary items before its content, its groups (one after another along the main axis, or in
/// one row across it that scrolls on its own) inside its content insets, then the boundary
/// items after it. Boundary items beside the content (across the main axis) and their
/// placement rules are described on ``LayoutBoundaryItem``.
struct CompositionalSectionLayout {
    let layoutSection: LayoutSection
    let section: SectionModel
    let sectionIndex: Int
    let environment: CollectionLayoutEnvironment
    let scrollDirection: ScrollDirection
    let sizer: any CollectionItemSizing

    private var vertical: Bool { scrollDirection == .vertical }
    /// The length of `size` along the main axis, and across it.
    private func main(_ size: Size) -> Double { vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Double { vertical ? size.width : size.height }
    /// The point at `main` along the scroll axis and `cross` across it.
    private func point(main: Double, cross: Double) -> Point { vertical ? Point(x: cross, y: main) : Point(x: main, y: cross) }
    private func rect(main: Double, cross: Double, _ size: Size) -> Rect { Rect(origin: point(main: main, cross: cross), size: size) }
    /// An alignment's edge along the main axis, and across it.
    private func mainEdge(_ alignment: LayoutBoundaryItem.Alignment) -> LayoutBoundaryItem.Alignment.Edge? {
        vertical ? alignment.verticalEdge : alignment.horizontalEdge
    }
    private func crossEdge(_ alignment: LayoutBoundaryItem.Alignment) -> LayoutBoundaryItem.Alignment.Edge? {
        vertical ? alignment.horizontalEdge : alignment.verticalEdge
    }

    /// The section's attributes and where it ends along the main axis.
    func layOut(from start: Double) -> (attributes: SectionLayoutAttributes, end: Double) {
        let name = "section \(sectionIndex) (\(section.dataID))"
        let insets = SizeSanitizer.sanitized(layoutSection.contentInsets.edgeInsets(for: .leftToRight), of: "the content insets of \(name)")
        let spacing = SizeSanitizer.sanitized(layoutSection.interGroupSpacing, of: "the inter-group spacing of \(name)")
        let effective = environment.effectiveContentSize
        let container = Size(width: max(0, effective.width - insets.left - insets.right),
                             height: max(0, effective.height - insets.top - insets.bottom))
        let (mainBefore, mainAfter) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
        let (crossBefore, crossAfter) = vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
        // Across the main axis the section starts after the safe area's left (vertical
        // collections); a horizontal collection's content already starts below its top inset.
        let crossOrigin = vertical ? environment.safeAreaInsets.left : 0
        let follows = layoutSection.supplementariesFollowContentInsets
        let boundaryContainer = follows ? container : effective
        let boundaryCrossStart = crossOrigin + (follows ? crossBefore : 0)
        let boundaryCrossLength = cross(boundaryContainer)

        var attributes = SectionLayoutAttributes()
        var boundaryFrames: [Int: Rect] = [:]
        let boundaries = boundaryModels()
        var sizes: [Int: Size] = [:]
        for (index, boundary) in boundaries { sizes[index] = boundarySize(boundary, container: boundaryContainer) }
        func crossPosition(_ boundary: Boundary, size: Size) -> Double {
            crossEdge(boundary.item.alignment) == .end ? boundaryCrossStart + boundaryCrossLength - cross(size) : boundaryCrossStart
        }

        var position = start
        for (index, boundary) in boundaries where mainEdge(boundary.item.alignment) == .start {
            let size = sizes[index] ?? .zero
            boundaryFrames[index] = rect(main: position, cross: crossPosition(boundary, size: size), size)
            if boundary.item.extendsBoundary { position += main(size) }
        }
        let contentStart = position
        // Items beside the content's start across the axis; extending ones move the content across.
        var crossShift = 0.0
        for (index, boundary) in boundaries where mainEdge(boundary.item.alignment) == nil && crossEdge(boundary.item.alignment) == .start {
            let size = sizes[index] ?? .zero
            boundaryFrames[index] = rect(main: contentStart, cross: boundaryCrossStart + crossShift, size)
            if boundary.item.extendsBoundary { crossShift += cross(size) }
        }
        position += mainBefore
        let groupsCrossStart = crossOrigin + crossBefore + crossShift
        var groupsCrossLength = 0.0
        var groups = CompositionalGroupLayout(section: section, sectionIndex: sectionIndex, sizer: sizer)
        if layoutSection.orthogonalScrollingBehavior == .none {
            var first = true
            while groups.hasItemsLeft {
                if !first { position += spacing }
                first = false
                let before = groups.nextItem
                let size = groups.place(layoutSection.group, at: point(main: position, cross: groupsCrossStart), container: container)
                if groups.nextItem == before { break }
                position += main(size)
                groupsCrossLength = max(groupsCrossLength, cross(size))
            }
        } else {
            // One row across the main axis that scrolls on its own.
            var across = groupsCrossStart
            var rowLength = 0.0
            var groupFrames: [Rect] = []
            while groups.hasItemsLeft {
                if !groupFrames.isEmpty { across += spacing }
                let before = groups.nextItem
                let size = groups.place(layoutSection.group, at: point(main: position, cross: across), container: container)
                if groups.nextItem == before { break }
                groupFrames.append(rect(main: position, cross: across, size))
                across += cross(size)
                rowLength = max(rowLength, main(size))
            }
            position += rowLength
            let lastEnd = groupFrames.last.map { vertical ? $0.maxX : $0.maxY } ?? groupsCrossStart
            let contentLength = lastEnd + crossAfter + (vertical ? environment.safeAreaInsets.right : 0)
            let viewportLength = position + mainAfter - contentStart
            attributes.orthogonalScrolling = OrthogonalSectionAttributes(
                behavior: layoutSection.orthogonalScrollingBehavior, direction: vertical ? .horizontal : .vertical,
                viewport: vertical
                    ? Rect(x: 0, y: contentStart, width: environment.contentWidth, height: viewportLength)
                    : Rect(x: contentStart, y: 0, width: viewportLength, height: environment.visibleHeight),
                contentLength: contentLength, groupFrames: groupFrames)
            groupsCrossLength = cross(container)
        }
        attributes.itemFrames = groups.frames
        // Items the group could not place (a group of zero length) still need frames.
        if attributes.itemFrames.count < section.items.count {
            EpoxyLogger.current.warn("Collection view: the layout of \(name) placed \(attributes.itemFrames.count) of its \(section.items.count) items (its group holds none); the rest get empty frames.")
            attributes.itemFrames += Array(repeating: Rect(origin: point(main: position, cross: groupsCrossStart), size: .zero), count: section.items.count - attributes.itemFrames.count)
        }
        position += mainAfter
        // Items beside the content's end across the axis.
        let contentCrossEnd = groupsCrossStart + groupsCrossLength + crossAfter
        for (index, boundary) in boundaries where mainEdge(boundary.item.alignment) == nil && crossEdge(boundary.item.alignment) == .end {
            let size = sizes[index] ?? .zero
            let across = boundary.item.extendsBoundary ? contentCrossEnd : contentCrossEnd - cross(size)
            boundaryFrames[index] = rect(main: contentStart, cross: across, size)
        }
        for (index, boundary) in boundaries where mainEdge(boundary.item.alignment) == .end {
            let size = sizes[index] ?? .zero
            let across = crossPosition(boundary, size: size)
            if boundary.item.extendsBoundary {
                boundaryFrames[index] = rect(main: position, cross: across, size)
                position += main(size)
            } else {
                boundaryFrames[index] = rect(main: position - main(size), cross: across, size)
            }
        }
        for (index, boundary) in boundaries {
            guard var frame = boundaryFrames[index] else { continue }
            let offset = boundary.item.absoluteOffset
            if offset.x.isFinite, offset.y.isFinite { frame = frame.offsetBy(dx: offset.x, dy: offset.y) }
            attributes.supplementaryFrames[boundary.item.elementKind, default: []].append(frame)
            if boundary.item.pinToVisibleBounds {
                attributes.pinnedSupplementaries.append(PinnedSupplementaryAttributes(
                    kind: boundary.item.elementKind, index: boundary.kindIndex, pinsToEnd: mainEdge(boundary.item.alignment) == .end,
                    direction: scrollDirection, frame: frame, sectionStart: start, sectionEnd: position))
            }
        }
        return (attributes, position)
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

    /// The item's size in `container`, self-sizing along estimated dimensions.
    private func boundarySize(_ boundary: Boundary, container: Size) -> Size {
        var size = boundary.item.layoutSize.resolved(in: container)
        switch (boundary.item.layoutSize.width.isEstimated, boundary.item.layoutSize.height.isEstimated) {
        case (true, true): size = sizer.compressedSize(of: boundary.model, height: nil)
        case (true, false): size.width = sizer.compressedSize(of: boundary.model, height: size.height).width
        case (false, true): size.height = sizer.fittingSize(of: boundary.model, width: size.width).height
        case (false, false): break
        }
        return size
    }
}
