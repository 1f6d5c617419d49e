import Budget
import EpoxyCore

/// The measuring machinery every measurer shares: the line breaker, pixel rounding and the
/// two caches (run widths per font and string; whole layouts per request), over the glyph
/// metrics of `Source`. One instance per measurer; not for concurrent use.
final class TextLayoutEngine<Source: GlyphMetricsSource> {
    /// The font implementation.
    let source: Source
    /// Pixels per point; sizes are rounded up to whole pixels.
    let displayScale: Double
    /// Hit and miss counts.
    private(set) var statistics = TextMeasurementCacheStatistics()

    private var layouts: [TextMeasurementRequest: TextLayout] = [:]
    private var runWidths: [RunWidthKey: Double] = [:]
    private let layoutCapacity: Int
    private let runCapacity: Int

    /// - Parameters:
    ///   - displayScale: pixels per point; values that are not finite or below 1 mean 1.
    ///   - layoutCapacity, runCapacity: entries a cache holds before it is emptied, which
    ///     bounds memory on screens with very many distinct texts.
    init(source: Source, displayScale: Double, layoutCapacity: Int = 50_000, runCapacity: Int = 200_000) {
        self.source = source
        self.displayScale = displayScale.isFinite && displayScale >= 1 ? displayScale : 1
        self.layoutCapacity = max(1, layoutCapacity)
        self.runCapacity = max(1, runCapacity)
    }

    /// The layout of `request`, from the cache when it was measured before.
    func measure(_ request: TextMeasurementRequest) -> TextLayout {
        if let cached = layouts[request] {
            statistics.layoutHits += 1
            return cached
        }
        statistics.layoutMisses += 1
        let layout = makeLayout(request)
        // A layout cut short by a spent budget is wrong: never cached.
        if WorkBudget.isCurrentExceeded { return layout }
        if layouts.count >= layoutCapacity {
            layouts.removeAll(keepingCapacity: true)
        }
        layouts[request] = layout
        return layout
    }

    /// The font's metrics at its size.
    func metrics(for font: Font) -> FontMetrics {
        source.metrics(for: font)
    }

    /// Empties both caches and zeroes the statistics.
    func reset() {
        layouts.removeAll()
        runWidths.removeAll()
        statistics = TextMeasurementCacheStatistics()
    }

    private func makeLayout(_ request: TextMeasurementRequest) -> TextLayout {
        let font = request.font
        let metrics = source.metrics(for: font)
        let breaker = LineBreaker(
            width: request.width,
            numberOfLines: request.numberOfLines,
            mode: request.lineBreakMode,
            runWidth: { [unowned self] run in self.runWidth(run, font: font) },
            glyphWidth: { [unowned self] run in self.source.width(of: run, font: font) },
            kerning: { [unowned self] left, right in self.source.kerning(between: left, and: right, font: font) }
        )
        let brokenLines = breaker.lines(of: request.text)
        var lines: [TextLine] = []
        lines.reserveCapacity(brokenLines.count)
        var widest = 0.0
        for (index, line) in brokenLines.enumerated() {
            lines.append(TextLine(
                text: line.suffix.isEmpty ? String(line.text) : String(line.text) + line.suffix,
                width: line.width,
                baseline: Double(index) * metrics.lineHeight + metrics.ascender,
                isTruncated: line.isTruncated
            ))
            widest = max(widest, line.width)
        }
        let size: Size
        if lines.isEmpty {
            size = .zero
        } else {
            let width = min(ceilToPixel(widest), request.width ?? .infinity)
            size = Size(width: width, height: ceilToPixel(Double(lines.count) * metrics.lineHeight))
        }
        return TextLayout(font: font, size: size, lines: lines, metrics: metrics)
    }

    private func runWidth(_ run: Substring, font: Font) -> Double {
        let key = RunWidthKey(font: font, run: String(run))
        if let cached = runWidths[key] {
            statistics.runHits += 1
            return cached
        }
        statistics.runMisses += 1
        let width = source.width(of: run, font: font)
        if runWidths.count >= runCapacity {
            runWidths.removeAll(keepingCapacity: true)
        }
        runWidths[key] = width
        return width
    }

    // Rounds up to the pixel grid as UILabel's intrinsic size does; the small allowance
    // keeps values that are already on the grid (up to floating-point noise) unchanged.
    private func ceilToPixel(_ value: Double) -> Double {
        max(0, (value * displayScale - 1e-7).rounded(.up) / displayScale)
    }
}
