import EpoxyCore

/// One item of a compositional group (NSCollectionLayoutItem): the slot a group gives each of a
/// section's items, in order.
///
/// The item's view fills its slot inset by `contentInsets`; as in UIKit, insets along an
/// estimated (self-sizing) dimension are ignored, since the view decides that length.
/// `edgeSpacing` keeps space around the slot in the group, fixed or flexible (see ``LayoutEdgeSpacing``).
public struct LayoutItem: Hashable, Sendable {
    /// The slot's size, resolved against the group's content size.
    public var layoutSize: LayoutSize
    /// Space between the slot's edges and the item's view.
    public var contentInsets: DirectionalEdgeInsets
    /// Space around the slot in its group (NSCollectionLayoutEdgeSpacing): outside the slot,
    /// fixed or flexible.
    public var edgeSpacing: LayoutEdgeSpacing

    /// Creates an item.
    public init(layoutSize: LayoutSize, contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: LayoutEdgeSpacing = .zero) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }

    /// A copy with other content insets.
    public func contentInsets(_ insets: DirectionalEdgeInsets) -> LayoutItem {
        var copy = self
        copy.contentInsets = insets
        return copy
    }
}
