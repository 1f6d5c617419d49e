import EpoxyCore

/// Full-width rows, each as tall as its view needs at that width (a list without separators,
/// as UICollectionViewCompositionalLayout's plain list). Headers and footers self-size too.
public struct ListLayout: CollectionViewLayout, Hashable, Sendable {
    /// Space between consecutive rows of a section.
    public var itemSpacing: Double

    /// Creates a list layout.
    public init(itemSpacing: Double = 0) {
        self.itemSpacing = itemSpacing
    }

    public func layoutAttributes(
        for sections: [SectionModel],
        in environment: CollectionLayoutEnvironment,
        sizer: any CollectionItemSizing
    ) -> CollectionLayoutResult {
        let width = environment.contentWidth
        let spacing = SizeSanitizer.sanitized(itemSpacing, of: "the list's item spacing")
        var y = 0.0
        var result: [SectionLayoutAttributes] = []
        result.reserveCapacity(sections.count)
        for section in sections {
            var attributes = SectionLayoutAttributes()
            attributes.supplementaryFrames[.sectionHeader] = SupplementaryStack.frames(
                of: section.supplementaryItems[.sectionHeader], width: width, y: &y, sizer: sizer)
            var frames: [Rect] = []
            frames.reserveCapacity(section.items.count)
            for (index, item) in section.items.enumerated() {
                if index > 0 { y += spacing }
                let height = sizer.fittingSize(of: item, width: width).height
                frames.append(Rect(x: 0, y: y, width: width, height: height))
                y += height
            }
            attributes.itemFrames = frames
            attributes.supplementaryFrames[.sectionFooter] = SupplementaryStack.frames(
                of: section.supplementaryItems[.sectionFooter], width: width, y: &y, sizer: sizer)
            result.append(attributes)
        }
        return CollectionLayoutResult(contentSize: Size(width: width, height: y), sections: result)
    }
}
