/// Computes the frames of a collection's items and supplementary elements (UICollectionViewLayout's
/// counterpart). Layouts are values: the collection view asks for a new result whenever the
/// sections, the width or the traits change, and keeps it until then.
public protocol CollectionViewLayout {
    /// The frames of every element of `sections`, in content coordinates (x from 0 to
    /// `environment.contentWidth`, y from 0 down), and the content size.
    ///
    /// - Parameters:
    ///   - sections: The sections to lay out, in display order.
    ///   - environment: The space available.
    ///   - sizer: Measures self-sizing elements (cached: unchanged elements cost nothing).
    func layoutAttributes(
        for sections: [SectionModel],
        in environment: CollectionLayoutEnvironment,
        sizer: any CollectionItemSizing
    ) -> CollectionLayoutResult

    /// The axis the collection scrolls along; vertical unless the layout says otherwise.
    var scrollDirection: ScrollDirection { get }
}

extension CollectionViewLayout {
    /// Vertical: layouts stack their sections down unless they say otherwise.
    public var scrollDirection: ScrollDirection { .vertical }
}

extension CollectionViewLayout where Self == ListLayout {
    /// Full-width, self-sizing rows.
    public static var list: ListLayout { ListLayout() }
}

extension CollectionViewLayout where Self == FlowLayout {
    /// A flow layout with UICollectionViewFlowLayout's defaults (50×50 items, 10 pt spacing).
    public static var flow: FlowLayout { FlowLayout() }
}

extension CollectionViewLayout where Self == GridLayout {
    /// A grid of `columns` equal-width, self-sizing columns.
    public static func grid(columns: Int) -> GridLayout { GridLayout(columns: columns) }
}
