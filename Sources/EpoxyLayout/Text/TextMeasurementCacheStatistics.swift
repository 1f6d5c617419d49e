/// Hit and miss counts of a measurer's two caches since it was made or last reset.
public struct TextMeasurementCacheStatistics: Hashable, Sendable {
    /// Whole measurements answered from the result cache.
    public var layoutHits = 0
    /// Whole measurements that had to be computed.
    public var layoutMisses = 0
    /// Run (word) widths answered from the run cache.
    public var runHits = 0
    /// Run (word) widths that had to be computed from glyph advances.
    public var runMisses = 0

    /// Creates empty statistics.
    public init() {}

    /// The share of measurements answered from the result cache (0 when none were made).
    public var layoutHitRate: Double {
        let total = layoutHits + layoutMisses
        return total == 0 ? 0 : Double(layoutHits) / Double(total)
    }

    /// The share of run widths answered from the run cache (0 when none were asked).
    public var runHitRate: Double {
        let total = runHits + runMisses
        return total == 0 ? 0 : Double(runHits) / Double(total)
    }
}
