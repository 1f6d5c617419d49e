import EpoxyCore

/// Settings of a whole compositional layout (UICollectionViewCompositionalLayoutConfiguration).
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// Space between consecutive sections.
    public var interSectionSpacing: Double

    /// Creates a configuration.
    public init(interSectionSpacing: Double = 0) {
        self.interSectionSpacing = interSectionSpacing
    }
}
