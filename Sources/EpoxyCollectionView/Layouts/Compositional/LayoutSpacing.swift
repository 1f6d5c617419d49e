import EpoxyCore

/// One space around a compositional item (NSCollectionLayoutSpacing): exactly `fixed` points,
/// or at least `flexible` points that grow to share the group's leftover length.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; grows with the group's leftover space.
    case flexible(Double)

    /// No space.
    public static let zero = LayoutSpacing.fixed(0)

    /// The points the spacing always takes (a flexible spacing's minimum), made usable: a
    /// negative or non-finite value is 0.
    public var minimum: Double {
        let value: Double
        switch self {
        case .fixed(let points), .flexible(let points): value = points
        }
        return value.isFinite ? max(0, value) : 0
    }

    /// Whether the spacing grows with leftover space.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}
