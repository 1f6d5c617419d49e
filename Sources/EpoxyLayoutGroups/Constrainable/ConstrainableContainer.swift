import EpoxyCore
import EpoxyLayout

/// A constrainable as a group holds it: with the dataID of its item and its placement
/// (alignments and padding). Custom alignment closures receive containers.
public struct ConstrainableContainer {
    /// The wrapped view, spacer or group.
    public let constrainable: any Constrainable
    /// The dataID of the item the constrainable was made for.
    public let dataID: AnyHashable
    /// The item's alignments and padding.
    public let placement: GroupItemPlacement

    /// Wraps `constrainable` with its item's dataID and placement.
    public init(_ constrainable: any Constrainable, dataID: AnyHashable, placement: GroupItemPlacement = GroupItemPlacement()) {
        self.constrainable = constrainable
        self.dataID = dataID
        self.placement = placement
    }

    /// The item's padding.
    public var padding: DirectionalEdgeInsets { placement.padding }
    /// The item's own alignment in an HGroup, if any.
    public var verticalAlignment: HGroup.ItemAlignment? { placement.verticalAlignment }
    /// The item's own alignment in a VGroup, if any.
    public var horizontalAlignment: VGroup.ItemAlignment? { placement.horizontalAlignment }
    /// The item's own alignment in an HGroup reflowed for accessibility, if any.
    public var accessibilityAlignment: VGroup.ItemAlignment? { placement.accessibilityAlignment }

    /// The leading edge of the wrapped constrainable.
    public var leadingAnchor: LayoutXAxisAnchor { constrainable.anchorItem.leadingAnchor }
    /// The trailing edge of the wrapped constrainable.
    public var trailingAnchor: LayoutXAxisAnchor { constrainable.anchorItem.trailingAnchor }
    /// The left edge of the wrapped constrainable.
    public var leftAnchor: LayoutXAxisAnchor { constrainable.anchorItem.leftAnchor }
    /// The right edge of the wrapped constrainable.
    public var rightAnchor: LayoutXAxisAnchor { constrainable.anchorItem.rightAnchor }
    /// The top edge of the wrapped constrainable.
    public var topAnchor: LayoutYAxisAnchor { constrainable.anchorItem.topAnchor }
    /// The bottom edge of the wrapped constrainable.
    public var bottomAnchor: LayoutYAxisAnchor { constrainable.anchorItem.bottomAnchor }
    /// The horizontal centre of the wrapped constrainable.
    public var centerXAnchor: LayoutXAxisAnchor { constrainable.anchorItem.centerXAnchor }
    /// The vertical centre of the wrapped constrainable.
    public var centerYAnchor: LayoutYAxisAnchor { constrainable.anchorItem.centerYAnchor }
    /// The width of the wrapped constrainable.
    public var widthAnchor: LayoutDimension { constrainable.anchorItem.widthAnchor }
    /// The height of the wrapped constrainable.
    public var heightAnchor: LayoutDimension { constrainable.anchorItem.heightAnchor }
    /// The first baseline of the wrapped constrainable.
    public var firstBaselineAnchor: LayoutYAxisAnchor { constrainable.firstBaselineAnchor }
    /// The last baseline of the wrapped constrainable.
    public var lastBaselineAnchor: LayoutYAxisAnchor { constrainable.lastBaselineAnchor }
}
