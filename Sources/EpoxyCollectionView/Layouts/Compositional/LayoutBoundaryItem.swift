import EpoxyCore

/// A header or footer of a compositional section (NSCollectionLayoutBoundarySupplementaryItem).
/// Its view is the section's supplementary item of `elementKind`: the n-th boundary item of a
/// kind shows the section's n-th supplementary item of that kind.
public struct LayoutBoundaryItem: Hashable, Sendable {
    /// Where the item sits relative to the section's items.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Above the items.
        case top
        /// Below the items.
        case bottom
    }

    /// The size, resolved against the section's container (a self-sizing height is measured
    /// at the resolved width).
    public var layoutSize: LayoutSize
    /// Which of the section's supplementary items this shows.
    public var elementKind: SupplementaryElementKind
    /// Above or below the items.
    public var alignment: Alignment
    /// Whether the item stays at the edge of the visible bounds while its section is on screen.
    public var pinToVisibleBounds: Bool
    /// Whether the section grows to hold the item (false: it overlaps the items).
    public var extendsBoundary: Bool

    /// Creates a boundary item.
    public init(
        layoutSize: LayoutSize,
        elementKind: SupplementaryElementKind,
        alignment: Alignment,
        pinToVisibleBounds: Bool = false,
        extendsBoundary: Bool = true
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.pinToVisibleBounds = pinToVisibleBounds
        self.extendsBoundary = extendsBoundary
    }
}
