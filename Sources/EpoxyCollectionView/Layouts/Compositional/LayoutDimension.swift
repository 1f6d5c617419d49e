import EpoxyCore

/// One dimension of a compositional layout element (NSCollectionLayoutDimension): a fraction of
/// the container's width or height, an absolute length, or an estimate the element's view
/// replaces with the length it needs (self-sizing).
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed length in points.
    case absolute(Double)
    /// An estimate; the element self-sizes along this dimension.
    case estimated(Double)

    /// The largest fraction of the container a dimension may take (a carousel's group a few
    /// screens wide is 3 or 4): larger ones are mistakes whose sizes leave the range a layout's
    /// sums stay finite and exact to the point in.
    public static let maximumFraction = 1_000.0
    /// The largest absolute or estimated length, in points, for the same reason.
    public static let maximumLength = 1e9

    /// Whether the element self-sizes along this dimension.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The length in `container` (an estimate resolves to the estimate); never negative.
    public func resolved(in container: Size) -> Double {
        let value: Double
        switch self {
        case .fractionalWidth(let fraction): value = fraction * container.width
        case .fractionalHeight(let fraction): value = fraction * container.height
        case .absolute(let length), .estimated(let length): value = length
        }
        return value.isFinite ? max(0, value) : 0
    }
}
