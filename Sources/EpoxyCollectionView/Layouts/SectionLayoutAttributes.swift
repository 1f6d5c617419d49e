import EpoxyCore

/// The frames of one section's elements.
public struct SectionLayoutAttributes: Hashable, Sendable {
    /// The frame of each item, in item order.
    public var itemFrames: [Rect]
    /// The frames of supplementary elements by kind, in the order the section lists them.
    public var supplementaryFrames: [SupplementaryElementKind: [Rect]]
    /// For a section that scrolls sideways (compositional layouts): its viewport and extent;
    /// its frames are at offset 0 and move left as it scrolls.
    public var orthogonalScrolling: OrthogonalSectionAttributes?
    /// Supplementary elements that stay at the edge of the visible bounds while the section is shown.
    public var pinnedSupplementaries: [PinnedSupplementaryAttributes] = []

    /// Creates a section's attributes.
    public init(itemFrames: [Rect] = [], supplementaryFrames: [SupplementaryElementKind: [Rect]] = [:]) {
        self.itemFrames = itemFrames
        self.supplementaryFrames = supplementaryFrames
    }
}
