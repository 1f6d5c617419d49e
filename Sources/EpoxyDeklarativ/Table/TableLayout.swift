import EpoxyCollectionView
import EpoxyCore

/// A plain table: full-width rows one under the other, each section's header above its rows
/// and footer below. A row, header or footer with a fixed height has exactly that height;
/// others are as tall as their view needs at the table's width (automatic height).
public struct TableLayout: CollectionViewLayout, Hashable, Sendable {
    /// Creates a table layout.
    public init() {}

    public func layoutAttributes(
        for sections: [SectionModel],
        in environment: CollectionLayoutEnvironment,
        sizer: any CollectionItemSizing
    ) -> CollectionLayoutResult {
        let width = environment.contentWidth
        var y = 0.0
        var result: [SectionLayoutAttributes] = []
        result.reserveCapacity(sections.count)
        func place(_ model: AnyItemModel) -> Rect {
            let height = Self.height(of: model, width: width, sizer: sizer)
            defer { y += height }
            return Rect(x: 0, y: y, width: width, height: height)
        }
        for section in sections {
            var attributes = SectionLayoutAttributes()
            attributes.supplementaryFrames[.sectionHeader] = section.supplementaryItems[.sectionHeader]?.map { place($0.model) }
            attributes.itemFrames = section.items.map(place)
            attributes.supplementaryFrames[.sectionFooter] = section.supplementaryItems[.sectionFooter]?.map { place($0.model) }
            result.append(attributes)
        }
        return CollectionLayoutResult(contentSize: Size(width: width, height: y), sections: result)
    }

    /// The fixed height of a cell model's item (negative or non-finite ones count as 0), else
    /// its fitting height.
    static func height(of model: AnyItemModel, width: Double, sizer: any CollectionItemSizing) -> Double {
        if let fixed = (model.base as? CellItemModel)?.fixedHeight {
            return fixed.isFinite ? max(0, fixed) : 0
        }
        return sizer.fittingSize(of: model, width: width).height
    }
}
