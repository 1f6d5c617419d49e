import EpoxyCore

/// Settings of a whole compositional layout (UICollectionViewCompositionalLayoutConfiguration).
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// The axis the collection scrolls along: sections follow each other down (vertical) or to
    /// the right (horizontal).
    public var scrollDirection: ScrollDirection
    /// Space between consecutive sections.
    public var interSectionSpacing: Double

    /// Creates a configuration.
    public init(scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
    }
}
