import EpoxyCore

/// How a compositional section scrolls across the collection's scroll direction
/// (UICollectionLayoutSectionOrthogonalScrollingBehavior). Any behaviour but `none` lays the
/// section's groups out in one row that scrolls sideways on its own, and says where a scroll
/// comes to rest once the user lets go.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// Groups stack vertically with the rest of the collection.
    case none
    /// Scrolls freely and rests where released.
    case continuous
    /// Scrolls freely and rests with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Rests on multiples of the section's visible width.
    case paging
    /// Rests with a group's leading edge at the section's leading inset.
    case groupPaging
    /// Rests with a group centred in the section's visible width.
    case groupPagingCentered
}
