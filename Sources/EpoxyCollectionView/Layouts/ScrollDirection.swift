/// The axis a collection's content scrolls along (UICollectionView.ScrollDirection).
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Sections follow each other down; the content offset moves along y.
    case vertical
    /// Sections follow each other to the right; the content offset moves along x.
    case horizontal
}
