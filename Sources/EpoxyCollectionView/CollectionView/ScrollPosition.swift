/// Where `scrollToItem` puts the item in the visible area.
public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
    /// The item's top at the top of the visible area (below the top content inset).
    case top
    /// The item centred vertically in the visible area.
    case centeredVertically
    /// The item's bottom at the bottom of the visible area (above the bottom content inset).
    case bottom
}
