/// A deterministic measurer that needs no font file: every character is `advanceRatio` ×
/// the font size wide (default 0.5), lines are `lineHeightRatio` × size apart (default 1.2)
/// with the baseline `ascenderRatio` × size below the line top (default 0.8).
///
/// It breaks lines with the same code as `FreeTypeTextMeasurer`, so tests of wrapping,
/// limits and truncation hold for both. Not for concurrent use (it caches).
public final class FixedMetricsTextMeasurer: TextMeasuring {
    private let engine: TextLayoutEngine<FixedGlyphMetrics>

    /// Creates a measurer. Ratios that are not finite or negative count as 0; a
    /// `displayScale` that is not finite or below 1 counts as 1.
    public init(
        advanceRatio: Double = 0.5,
        lineHeightRatio: Double = 1.2,
        ascenderRatio: Double = 0.8,
        displayScale: Double = 3
    ) {
        func sanitized(_ ratio: Double) -> Double { ratio.isFinite && ratio > 0 ? ratio : 0 }
        let metrics = FixedGlyphMetrics(
            advanceRatio: sanitized(advanceRatio),
            ascenderRatio: sanitized(ascenderRatio),
            lineHeightRatio: sanitized(lineHeightRatio)
        )
        engine = TextLayoutEngine(source: metrics, displayScale: displayScale)
    }

    public func measure(_ request: TextMeasurementRequest) -> TextLayout {
        engine.measure(request)
    }

    public func metrics(for font: Font) -> FontMetrics {
        engine.metrics(for: font)
    }

    public var cacheStatistics: TextMeasurementCacheStatistics {
        engine.statistics
    }

    public func resetCache() {
        engine.reset()
    }
}
