import EpoxyCore

/// How one section of a compositional layout places its items (NSCollectionLayoutSection): its
/// group repeated until every item has a slot, one after another along the collection's scroll
/// axis (down, or to the right in a horizontal collection) or, with an orthogonal scrolling
/// behaviour, in one row across it that scrolls on its own (sideways, or up and down).
public struct LayoutSection: Hashable, Sendable {
    /// The group repeated for the section's items.
    public var group: LayoutGroup
    /// Space between consecutive groups.
    public var interGroupSpacing: Double
    /// Space around the groups. Fractional sizes resolve against the container these leave:
    /// the collection's width minus the safe area's left and right and these insets, and its
    /// visible height minus these insets.
    public var contentInsets: DirectionalEdgeInsets
    /// Whether the groups scroll across the collection on their own, and where such a scroll rests.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Headers and footers.
    public var boundarySupplementaryItems: [LayoutBoundaryItem]
    /// Whether headers and footers are inset by the content insets across the scroll axis too
    /// (leading and trailing; top and bottom in a horizontal collection).
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
