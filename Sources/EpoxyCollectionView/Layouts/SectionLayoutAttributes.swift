import EpoxyCore

/// The frames of one section's elements.
public struct SectionLayoutAttributes: Hashable, Sendable {
    /// The frame of each item, in item order.
    public var itemFrames: [Rect]
    /// The frames of supplementary elements by kind, in the order the section lists them.
    public var supplementaryFrames: [SupplementaryElementKind: [Rect]]

    /// Creates a section's attributes.
    public init(itemFrames: [Rect] = [], supplementaryFrames: [SupplementaryElementKind: [Rect]] = [:]) {
        self.itemFrames = itemFrames
        self.supplementaryFrames = supplementaryFrames
    }
}
