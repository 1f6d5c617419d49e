/// Turns a scroll position into the percentage bars receive.
public enum ScrollPercentage {
    /// How far content is scrolled past its resting position, as a fraction of `distance`,
    /// clamped to 0…1: 0 at rest (`contentOffsetY == -adjustedContentInsetTop`), 1 once scrolled
    /// `distance` points or more. A non-positive or non-finite `distance` gives 0 at rest and 1
    /// when scrolled at all; non-finite offsets give 0.
    ///
    /// - Parameters:
    ///   - contentOffsetY: The scroll view's vertical content offset.
    ///   - adjustedContentInsetTop: The top inset the content rests below (safe area and bars).
    ///   - distance: How far to scroll for 100%.
    public static func of(contentOffsetY: Double, adjustedContentInsetTop: Double, over distance: Double) -> Double {
        let scrolled = contentOffsetY + adjustedContentInsetTop
        guard scrolled.isFinite else { return 0 }
        guard distance.isFinite, distance > 0 else { return scrolled > 0 ? 1 : 0 }
        return min(max(scrolled / distance, 0), 1)
    }
}
