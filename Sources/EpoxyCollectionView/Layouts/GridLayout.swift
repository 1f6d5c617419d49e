import EpoxyCore

/// A grid of equal-width columns filled row by row. Each row is as tall as its tallest item
/// (measured at the column width, or `itemHeight` when given) and its items are stretched to
/// that height. Headers and footers span the full width and self-size.
public struct GridLayout: CollectionViewLayout, Hashable, Sendable {
    /// The number of columns (at least 1; smaller values are treated as 1 with a warning).
    public var columns: Int
    /// A fixed height for every item; nil measures each item.
    public var itemHeight: Double?
    /// Space between columns.
    public var interItemSpacing: Double
    /// Space between rows.
    public var lineSpacing: Double
    /// Space around each section's items (inside its header and footer).
    public var sectionInset: EdgeInsets

    /// Creates a grid layout.
    public init(
        columns: Int,
        itemHeight: Double? = nil,
        interItemSpacing: Double = 0,
        lineSpacing: Double = 0,
        sectionInset: EdgeInsets = .zero
    ) {
        self.columns = columns
        self.itemHeight = itemHeight
        self.interItemSpacing = interItemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInset = sectionInset
    }

    /// Lays the sections out in rows of `columns` items.
    public func layoutAttributes(
        for sections: [SectionModel],
        in environment: CollectionLayoutEnvironment,
        sizer: any CollectionItemSizing
    ) -> CollectionLayoutResult {
        let width = environment.contentWidth
        if columns < 1 {
            EpoxyLogger.current.warn("Collection view: a grid needs at least 1 column (got \(columns)); using 1.")
        }
        let columnCount = max(1, columns)
        let spacing = SizeSanitizer.sanitized(interItemSpacing, of: "the grid's inter-item spacing")
        let rowSpacing = SizeSanitizer.sanitized(lineSpacing, of: "the grid's line spacing")
        let inset = SizeSanitizer.sanitized(sectionInset, of: "the grid's section inset")
        let fixedHeight = itemHeight.map { SizeSanitizer.sanitized($0, of: "the grid's item height") }
        let available = max(0, width - inset.left - inset.right)
        let columnWidth = max(0, (available - Double(columnCount - 1) * spacing) / Double(columnCount))

        var y = 0.0
        var result: [SectionLayoutAttributes] = []
        result.reserveCapacity(sections.count)
        for (sectionIndex, section) in sections.enumerated() {
            var attributes = SectionLayoutAttributes()
            attributes.supplementaryFrames[.sectionHeader] = SupplementaryStack.frames(
                of: section.supplementaryItems[.sectionHeader], width: width, y: &y, sizer: sizer)
            y += inset.top
            var frames: [Rect] = []
            frames.reserveCapacity(section.items.count)
            var rowStart = 0
            while rowStart < section.items.count {
                let rowEnd = rowStart + min(columnCount, section.items.count - rowStart)
                if rowStart > 0 { y += rowSpacing }
                var rowHeight = 0.0
                for index in rowStart..<rowEnd {
                    let height = fixedHeight ?? sizer.fittingSize(
                        ofItem: section.items[index], section: sectionIndex, index: index, width: columnWidth).height
                    rowHeight = max(rowHeight, height)
                }
                for index in rowStart..<rowEnd {
                    let column = Double(index - rowStart)
                    frames.append(Rect(x: inset.left + column * (columnWidth + spacing), y: y, width: columnWidth, height: rowHeight))
                }
                y += rowHeight
                rowStart = rowEnd
            }
            y += inset.bottom
            attributes.itemFrames = frames
            attributes.supplementaryFrames[.sectionFooter] = SupplementaryStack.frames(
                of: section.supplementaryItems[.sectionFooter], width: width, y: &y, sizer: sizer)
            result.append(attributes)
        }
        return CollectionLayoutResult(contentSize: Size(width: width, height: y), sections: result)
    }
}
