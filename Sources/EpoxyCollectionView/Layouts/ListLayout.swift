import EpoxyCore

/// Full-width rows, each as tall as its view needs at that width (a list without separators,
/// as UICollectionViewCompositionalLayout's plain list). Headers and footers self-size too.
///
/// With an `estimatedItemHeight` (UIKit's estimated sizes), rows that start below the
/// environment's `exactExtent` and were never measured take that height instead: a long list
/// measures only what is near the screen, and the collection view asks for more as it
/// scrolls. Rows above the extent are always measured, so what is on screen never moves.
///
/// The `appearance` spaces sections out (grouped) and insets rows from the edges (inset grouped).
public struct ListLayout: CollectionViewLayout, Hashable, Sendable {
    /// Space between consecutive rows of a section.
    public var itemSpacing: Double
    /// The height assumed for rows not measured yet; nil measures every row.
    public var estimatedItemHeight: Double?
    /// Plain, grouped or inset grouped.
    public var appearance: ListAppearance

    /// Creates a list layout.
    public init(itemSpacing: Double = 0, estimatedItemHeight: Double? = nil, appearance: ListAppearance = .plain) {
        self.itemSpacing = itemSpacing
        self.estimatedItemHeight = estimatedItemHeight
        self.appearance = appearance
    }

    /// Lays the sections out as full-width, self-sizing rows.
    public func layoutAttributes(
        for sections: [SectionModel],
        in environment: CollectionLayoutEnvironment,
        sizer: any CollectionItemSizing
    ) -> CollectionLayoutResult {
        let insets = appearance.horizontalInsets(in: environment)
        let x = insets.left
        let width = max(0, environment.contentWidth - insets.left - insets.right)
        let sectionSpacing = appearance.sectionSpacing
        let spacing = SizeSanitizer.sanitized(itemSpacing, of: "the list's item spacing")
        let estimate = estimatedItemHeight.map { SizeSanitizer.sanitized($0, of: "the list's estimated item height") }
        var exactExtent = Double.infinity
        var y = 0.0
        var result: [SectionLayoutAttributes] = []
        result.reserveCapacity(sections.count)
        for (sectionIndex, section) in sections.enumerated() {
            var attributes = SectionLayoutAttributes()
            y += sectionSpacing
            attributes.supplementaryFrames[.sectionHeader] = SupplementaryStack.frames(
                of: section.supplementaryItems[.sectionHeader], x: x, width: width, y: &y, sizer: sizer)
            var frames: [Rect] = []
            frames.reserveCapacity(section.items.count)
            for index in section.items.indices {
                if index > 0 { y += spacing }
                let height: Double
                if let estimate, y >= environment.exactExtent {
                    height = sizer.knownSize(ofItemAt: sectionIndex, index: index, width: width)?.height ?? {
                        exactExtent = min(exactExtent, y)
                        return estimate
                    }()
                } else {
                    // A size kept by position answers without copying the item out (a re-render's
                    // unchanged rows): the same answer fittingSize gives first.
                    height = (sizer.knownSize(ofItemAt: sectionIndex, index: index, width: width)
                        ?? sizer.fittingSize(ofItem: section.items[index], section: sectionIndex, index: index, width: width)).height
                }
                frames.append(Rect(x: x, y: y, width: width, height: height))
                y += height
            }
            attributes.itemFrames = frames
            attributes.supplementaryFrames[.sectionFooter] = SupplementaryStack.frames(
                of: section.supplementaryItems[.sectionFooter], x: x, width: width, y: &y, sizer: sizer)
            result.append(attributes)
        }
        if !sections.isEmpty { y += sectionSpacing }
        return CollectionLayoutResult(contentSize: Size(width: environment.contentWidth, height: y), sections: result, exactExtent: exactExtent)
    }
}
