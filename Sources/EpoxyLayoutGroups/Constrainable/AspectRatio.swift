import EpoxyLayout

/// An item's width as a multiple of its height: the constraint
/// `width == ratio × height` (NSLayoutConstraint's multiplier) at `priority`, which competes with
/// the item's other constraints, hugging and compression as any constraint does in AutoLayout.
public struct AspectRatio: Hashable, Sendable {
    /// Width divided by height (3/2: three wide for two tall), within ``range``.
    public let ratio: Double
    /// How strongly the ratio holds (required: it always does, unless it contradicts another
    /// required constraint, which AutoLayout breaks with a warning).
    public let priority: LayoutPriority

    /// The ratios an item may have: 1:10,000 to 10,000:1. Beyond them the solver's product of
    /// ratio and height leaves its precision (1e308 overflowed, 1e-300 read as 0 × height).
    public static let range: ClosedRange<Double> = 1e-4...1e4

    /// A ratio of `ratio` (width / height) at `priority`; nil when `ratio` is outside ``range``.
    public init?(_ ratio: Double, priority: LayoutPriority = .required) {
        guard Self.range.contains(ratio) else { return nil }
        self.ratio = ratio
        self.priority = priority
    }

    /// The constraint on `item` (inactive).
    func constraint(on item: ConstrainableContainer) -> LayoutConstraint {
        item.widthAnchor.constraint(equalTo: item.heightAnchor, multiplier: ratio).withPriority(priority)
    }
}
