import EpoxyCore

/// What one update of a collection view did: the changes by data ID (and by index), and the
/// view work it took.
public struct CollectionViewUpdate {
    /// Section changes by section data ID.
    public var sections: DataIDChangeset<AnyHashable>
    /// Item changes by item path (items of inserted or deleted sections are not listed).
    public var items: DataIDChangeset<ItemPath>
    /// Header, footer and other supplementary item changes by section and element data ID
    /// (those of inserted or deleted sections are not listed).
    public var supplementaryItems: DataIDChangeset<ItemPath>
    /// The same changes by index, as reported (Epoxy's identity: see ``ReplacedItems``).
    public var changeset: SectionedChangeset
    /// Views made because no reusable view was available.
    public var createdViews: Int
    /// Views taken from the reuse pool.
    public var reusedViews: Int
    /// On-screen items whose content changed, so `setContent` was called on their view.
    public var contentUpdates: [ItemPath]

    /// Creates an update report.
    public init(
        sections: DataIDChangeset<AnyHashable> = DataIDChangeset(),
        items: DataIDChangeset<ItemPath> = DataIDChangeset(),
        supplementaryItems: DataIDChangeset<ItemPath> = DataIDChangeset(),
        changeset: SectionedChangeset = SectionedChangeset(sectionChangeset: IndexSetChangeset(), itemChangeset: IndexPathChangeset()),
        createdViews: Int = 0,
        reusedViews: Int = 0,
        contentUpdates: [ItemPath] = []
    ) {
        self.sections = sections
        self.items = items
        self.supplementaryItems = supplementaryItems
        self.changeset = changeset
        self.createdViews = createdViews
        self.reusedViews = reusedViews
        self.contentUpdates = contentUpdates
    }

    /// Whether no section, item or supplementary item changed.
    public var isEmpty: Bool { sections.isEmpty && items.isEmpty && supplementaryItems.isEmpty }
}
