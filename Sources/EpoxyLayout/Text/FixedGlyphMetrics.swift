/// Font-independent glyph metrics proportional to the font size, for deterministic tests:
/// every character (grapheme cluster) advances `advanceRatio` × size.
struct FixedGlyphMetrics: GlyphMetricsSource {
    let advanceRatio: Double
    let ascenderRatio: Double
    let lineHeightRatio: Double

    func metrics(for font: Font) -> FontMetrics {
        let size = font.measurableSize
        let ascender = ascenderRatio * size
        return FontMetrics(
            ascender: ascender,
            descender: ascender - lineHeightRatio * size,
            leading: 0,
            capHeight: 0.7 * size,
            xHeight: 0.5 * size
        )
    }

    func width(of run: Substring, font: Font) -> Double {
        Double(run.count) * advanceRatio * font.measurableSize
    }

    func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, font: Font) -> Double {
        0
    }
}
