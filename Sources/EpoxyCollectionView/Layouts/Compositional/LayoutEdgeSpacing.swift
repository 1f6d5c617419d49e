import EpoxyCore

/// The space around a compositional item's slot in its group (NSCollectionLayoutEdgeSpacing).
///
/// Unlike content insets the spacing lies outside the slot: the group places the next item
/// after it, and a repeating group counts it (a flexible spacing at its minimum) when deciding
/// what fits. Once a group has placed its items, the length it has left along its axis (its
/// content length minus the items, their minimum spacings and the inter-item spacing) is shared
/// equally among the flexible leading and trailing spacings of the items it placed directly,
/// which moves every later item along: one item with flexible leading and trailing spacing is
/// centred, items with flexible leading spacing only are pushed to the group's end. Across the
/// axis each item shares its own leftover (the group's cross length minus the slot and its
/// minimum top and bottom, or leading and trailing) between its flexible spacings there. A group
/// that self-sizes along its axis has nothing left over, so its flexible spacings stay at their
/// minimum.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Before the slot along x.
    public var leading: LayoutSpacing
    /// Above the slot.
    public var top: LayoutSpacing
    /// After the slot along x.
    public var trailing: LayoutSpacing
    /// Below the slot.
    public var bottom: LayoutSpacing

    /// Creates edge spacing; missing edges take no space.
    public init(leading: LayoutSpacing = .zero, top: LayoutSpacing = .zero, trailing: LayoutSpacing = .zero, bottom: LayoutSpacing = .zero) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No space on any edge.
    public static let zero = LayoutEdgeSpacing()

    /// The spacings before and after the slot along `axis` (leading and trailing for a
    /// horizontal group, top and bottom for a vertical one).
    func along(_ axis: LayoutGroup.Axis) -> (before: LayoutSpacing, after: LayoutSpacing) {
        axis == .horizontal ? (leading, trailing) : (top, bottom)
    }

    /// The spacings before and after the slot across `axis`.
    func across(_ axis: LayoutGroup.Axis) -> (before: LayoutSpacing, after: LayoutSpacing) {
        axis == .horizontal ? (top, bottom) : (leading, trailing)
    }
}
