import EpoxyCore

/// How one section of a compositional layout places its items (NSCollectionLayoutSection): its
/// group repeated until every item has a slot, stacked down the collection or, with an
/// orthogonal scrolling behaviour, in one row that scrolls sideways.
public struct LayoutSection: Hashable, Sendable {
    /// The group repeated for the section's items.
    public var group: LayoutGroup
    /// Space between consecutive groups.
    public var interGroupSpacing: Double
    /// Space around the groups. Fractional sizes resolve against the container these leave:
    /// the collection's width minus the safe area's left and right and these insets.
    public var contentInsets: DirectionalEdgeInsets
    /// Whether the groups scroll sideways, and where such a scroll rests.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Headers and footers.
    public var boundarySupplementaryItems: [LayoutBoundaryItem]
    /// Whether headers and footers are inset by the leading and trailing content insets too.
    public var supplementariesFollowContentInsets: Bool

    /// Creates a section.
    public init(
        group: LayoutGroup,
        interGroupSpacing: Double = 0,
        contentInsets: DirectionalEdgeInsets = .zero,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        boundarySupplementaryItems: [LayoutBoundaryItem] = [],
        supplementariesFollowContentInsets: Bool = true
    ) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    }

    /// A list section: full-width rows that self-size from `estimatedHeight`, with self-sizing
    /// full-width header and footer items for the kinds given.
    public static func list(
        estimatedHeight: Double = 44,
        contentInsets: DirectionalEdgeInsets = .zero,
        boundaryKinds: [SupplementaryElementKind] = []
    ) -> LayoutSection {
        let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(estimatedHeight))
        let group = LayoutGroup.vertical(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))])
        let boundaries = boundaryKinds.map { kind in
            LayoutBoundaryItem(layoutSize: size, elementKind: kind, alignment: kind == .sectionFooter ? .bottom : .top)
        }
        return LayoutSection(group: group, contentInsets: contentInsets, boundarySupplementaryItems: boundaries)
    }
}
