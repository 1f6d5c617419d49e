/// What the shared text engine needs from a font implementation: vertical metrics and
/// the advance width of a run of text. `FixedGlyphMetrics` and `InterFontSet` provide it.
protocol GlyphMetricsSource {
    /// The font's vertical metrics at its size.
    func metrics(for font: Font) -> FontMetrics

    /// The advance width in points of `run` set on one line in `font`.
    func width(of run: Substring, font: Font) -> Double
}
