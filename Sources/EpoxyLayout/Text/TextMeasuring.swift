/// Measures text as UILabel lays it out: line breaking, line limits, truncation and
/// pixel-rounded sizes (see `TextLayout`).
///
/// Measurers keep caches, so they are reference types meant for one thread (or one actor)
/// at a time; they are not `Sendable`. Measuring never fails: bad inputs are normalized
/// (see `TextMeasurementRequest`).
public protocol TextMeasuring: AnyObject {
    /// Lays out `request.text` and returns its size and lines.
    func measure(_ request: TextMeasurementRequest) -> TextLayout

    /// The font's vertical metrics at its size.
    func metrics(for font: Font) -> FontMetrics

    /// Hit and miss counts of the caches.
    var cacheStatistics: TextMeasurementCacheStatistics { get }

    /// Empties the caches and zeroes the statistics.
    func resetCache()
}

extension TextMeasuring {
    /// Lays out `text` in `font` for `width` (nil: unlimited) with at most `numberOfLines`
    /// lines (0: unlimited).
    public func measure(
        _ text: String,
        font: Font,
        width: Double? = nil,
        numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byTruncatingTail
    ) -> TextLayout {
        measure(TextMeasurementRequest(
            text: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode
        ))
    }

    /// Lays out `text` in the preferred font of `style` at `category`.
    public func measure(
        _ text: String,
        style: TextStyle,
        category: ContentSizeCategory = .large,
        width: Double? = nil,
        numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byTruncatingTail
    ) -> TextLayout {
        measure(
            text,
            font: .preferredFont(forTextStyle: style, compatibleWith: category),
            width: width,
            numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode
        )
    }
}
