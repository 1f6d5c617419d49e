import EpoxyCore

/// A section's flow-layout settings; nil values fall back to the layout's defaults.
public struct FlowLayoutSectionMetrics: Hashable, Sendable {
    /// The size of every item without its own `flowLayoutItemSize`.
    public var itemSize: Size?
    /// Space around the section's items (inside header and footer).
    public var sectionInset: EdgeInsets?
    /// The smallest space between lines.
    public var minimumLineSpacing: Double?
    /// The smallest space between items on a line.
    public var minimumInteritemSpacing: Double?
    /// The header's size; only the height is used in a vertical layout (0 hides the header).
    public var headerReferenceSize: Size?
    /// The footer's size; only the height is used in a vertical layout (0 hides the footer).
    public var footerReferenceSize: Size?

    /// Creates metrics; every value defaults to the layout's.
    public init(
        itemSize: Size? = nil,
        sectionInset: EdgeInsets? = nil,
        minimumLineSpacing: Double? = nil,
        minimumInteritemSpacing: Double? = nil,
        headerReferenceSize: Size? = nil,
        footerReferenceSize: Size? = nil
    ) {
        self.itemSize = itemSize
        self.sectionInset = sectionInset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}
