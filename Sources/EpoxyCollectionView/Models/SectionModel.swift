import EpoxyCore

/// A section of a collection: its identity, its items in display order, its supplementary
/// items (headers, footers) by kind, and its flow-layout settings. Immutable: modifiers return
/// changed copies.
public struct SectionModel: DiffableSection {
    /// The section's identity, unique among the collection's sections.
    public let dataID: AnyHashable
    /// The items, in display order.
    public internal(set) var items: [AnyItemModel]
    /// Supplementary items by element kind (`.sectionHeader`, `.sectionFooter`).
    public private(set) var supplementaryItems: [SupplementaryElementKind: [SupplementaryItemModel]] = [:]
    /// Flow-layout settings overriding the layout's.
    public private(set) var flowLayoutMetrics = FlowLayoutSectionMetrics()
    /// How a compositional layout lays this section out; nil asks the layout's provider.
    public private(set) var compositionalLayoutSection: LayoutSection?

    /// Creates a section of `items`.
    public init(dataID: AnyHashable = DefaultDataID.noneProvided, items: [any ItemModeling]) {
        self.dataID = dataID
        self.items = items.map { $0.eraseToAnyItemModel() }
    }

    /// Creates a section of erased items (no conversion needed).
    public init(dataID: AnyHashable = DefaultDataID.noneProvided, items: [AnyItemModel]) {
        self.dataID = dataID
        self.items = items
    }

    /// Creates a section of the items `builder` lists.
    public init(dataID: AnyHashable = DefaultDataID.noneProvided, @ItemModelBuilder items builder: () -> [AnyItemModel]) {
        self.init(dataID: dataID, items: builder())
    }

    // MARK: Diffable

    /// The data ID.
    public var diffIdentifier: AnyHashable { dataID }

    /// The items, diffed by data ID.
    public var diffableItems: [AnyItemModel] { items }

    /// Sections with equal identity are equal unless their flow settings or supplementary
    /// items (identity or content) differ.
    public func isDiffableItemEqual(to otherDiffableItem: Diffable) -> Bool {
        guard let other = otherDiffableItem as? SectionModel else { return false }
        return isSectionContentEqual(to: other)
    }

    /// Whether the section's own settings and supplementary items equal `other`'s.
    public func isSectionContentEqual(to other: SectionModel) -> Bool {
        guard flowLayoutMetrics == other.flowLayoutMetrics,
              compositionalLayoutSection == other.compositionalLayoutSection,
              supplementaryItems.count == other.supplementaryItems.count else { return false }
        for (kind, elements) in supplementaryItems {
            guard let otherElements = other.supplementaryItems[kind], otherElements.count == elements.count else { return false }
            for (element, otherElement) in zip(elements, otherElements) {
                guard element.dataID == otherElement.dataID,
                      element.model.reuseIdentifier == otherElement.model.reuseIdentifier,
                      element.model.isContentEqual(to: otherElement.model) else { return false }
            }
        }
        return true
    }

    // MARK: Modifiers

    /// A copy with other items.
    public func items(_ items: [AnyItemModel]) -> SectionModel {
        var copy = self
        copy.items = items
        return copy
    }

    /// A copy whose supplementary items of `kind` are `elements`.
    public func supplementaryItems(ofKind kind: SupplementaryElementKind, _ elements: [SupplementaryItemModel]) -> SectionModel {
        var copy = self
        copy.supplementaryItems[kind] = elements
        return copy
    }

    /// A copy laid out by `section` in compositional layouts (Epoxy's
    /// `compositionalLayoutSection`), whatever the layout's provider says.
    public func compositionalLayoutSection(_ section: LayoutSection?) -> SectionModel {
        var copy = self
        copy.compositionalLayoutSection = section
        return copy
    }

    /// A copy with the same size for all its items (those without their own size).
    public func flowLayoutItemSize(_ size: Size?) -> SectionModel {
        var copy = self
        copy.flowLayoutMetrics.itemSize = size
        return copy
    }

    /// A copy with other section insets.
    public func flowLayoutSectionInset(_ inset: EdgeInsets?) -> SectionModel {
        var copy = self
        copy.flowLayoutMetrics.sectionInset = inset
        return copy
    }

    /// A copy with another minimum line spacing.
    public func flowLayoutMinimumLineSpacing(_ spacing: Double?) -> SectionModel {
        var copy = self
        copy.flowLayoutMetrics.minimumLineSpacing = spacing
        return copy
    }

    /// A copy with another minimum inter-item spacing.
    public func flowLayoutMinimumInteritemSpacing(_ spacing: Double?) -> SectionModel {
        var copy = self
        copy.flowLayoutMetrics.minimumInteritemSpacing = spacing
        return copy
    }

    /// A copy with another header reference size (the height is used; 0 hides the header).
    public func flowLayoutHeaderReferenceSize(_ size: Size?) -> SectionModel {
        var copy = self
        copy.flowLayoutMetrics.headerReferenceSize = size
        return copy
    }

    /// A copy with another footer reference size (the height is used; 0 hides the footer).
    public func flowLayoutFooterReferenceSize(_ size: Size?) -> SectionModel {
        var copy = self
        copy.flowLayoutMetrics.footerReferenceSize = size
        return copy
    }
}
