import EpoxyLayout

/// An item's width as a multiple of its height: the constraint
/// `width == ratio × height` (NSLayoutConstraint's multiplier) at `priority`, which competes with
/// the item's other constraints, hugging and compression as any constraint does in AutoLayout.
public struct AspectRatio: Hashable, Sendable {
    /// Width divided by height (3/2: three wide for two tall); finite and above zero.
    public let ratio: Double
    /// How strongly the ratio holds (required: it always does, unless it contradicts another
    /// required constraint, which AutoLayout breaks with a warning).
    public let priority: LayoutPriority

    /// A ratio of `ratio` (width / height) at `priority`; nil when `ratio` is not finite and above zero.
    public init?(_ ratio: Double, priority: LayoutPriority = .required) {
        guard ratio.isFinite, ratio > 0 else { return nil }
        self.ratio = ratio
        self.priority = priority
    }

    /// The constraint on `item` (inactive).
    func constraint(on item: ConstrainableContainer) -> LayoutConstraint {
        item.widthAnchor.constraint(equalTo: item.heightAnchor, multiplier: ratio).withPriority(priority)
    }
}
