/// What the shared text engine needs from a font implementation: vertical metrics and
/// the advance width of a run of text. `FixedGlyphMetrics` and `InterFontSet` provide it.
protocol GlyphMetricsSource {
    /// The font's vertical metrics at its size.
    func metrics(for font: Font) -> FontMetrics

    /// The advance width in points of `run` set on one line in `font`, kerning included.
    func width(of run: Substring, font: Font) -> Double

    /// The kerning in points between `left` and `right` when they are set side by side
    /// (what joining two separately measured runs adds).
    func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, font: Font) -> Double
}
