import EpoxyLayout

extension LayoutPriority {
    /// Just above `fittingSizeLevel`: strong enough to make a group hug items that are not
    /// pinned to both of its edges, weak enough to lose to every other layout constraint.
    static let groupSizeAffecting = LayoutPriority.fittingSizeLevel + 1
}
