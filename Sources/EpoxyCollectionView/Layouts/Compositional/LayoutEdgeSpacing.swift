/// Fixed space around an item in its group (NSCollectionLayoutEdgeSpacing with `.fixed`
/// spacings): unlike content insets it is outside the item's slot, so the group places the
/// next item after it and a repeating group counts it when deciding what fits.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the item's leading edge.
    public var leading: Double
    /// Space above the item.
    public var top: Double
    /// Space after the item's trailing edge.
    public var trailing: Double
    /// Space below the item.
    public var bottom: Double

    /// Creates edge spacing; every side defaults to 0.
    public init(leading: Double = 0, top: Double = 0, trailing: Double = 0, bottom: Double = 0) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No spacing.
    public static let zero = LayoutEdgeSpacing()
}
