import EpoxyCore

/// Where an item sits in its group: its alignments (nil: the group's), the padding around it and
/// its aspect ratio.
/// Part of an item's identity, as in Epoxy: changing it makes a new view.
public struct GroupItemPlacement: Hashable {
    /// The item's alignment across an HGroup (and a ZGroup's vertical axis).
    public var verticalAlignment: HGroup.ItemAlignment?
    /// The item's alignment across a VGroup (and a ZGroup's horizontal axis).
    public var horizontalAlignment: VGroup.ItemAlignment?
    /// The item's alignment when an HGroup reflows vertically for accessibility type sizes.
    public var accessibilityAlignment: VGroup.ItemAlignment?
    /// Space between the item and its neighbours or the group's edges.
    public var padding: DirectionalEdgeInsets
    /// The item's width as a multiple of its height, if any.
    public var aspectRatio: AspectRatio?

    /// Creates a placement; the defaults defer to the group and add no padding.
    public init(
        verticalAlignment: HGroup.ItemAlignment? = nil,
        horizontalAlignment: VGroup.ItemAlignment? = nil,
        accessibilityAlignment: VGroup.ItemAlignment? = nil,
        padding: DirectionalEdgeInsets = .zero,
        aspectRatio: AspectRatio? = nil
    ) {
        self.verticalAlignment = verticalAlignment
        self.horizontalAlignment = horizontalAlignment
        self.accessibilityAlignment = accessibilityAlignment
        self.padding = padding
        self.aspectRatio = aspectRatio
    }
}
