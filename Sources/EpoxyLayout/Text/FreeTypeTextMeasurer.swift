import Foundation

/// Measures text with real font metrics: Inter's OTF files through FreeType, Inter below
/// 20 pt and InterDisplay from 20 pt up (as iOS switches SF Pro Text to Display).
///
/// Widths are glyph advances plus pair kerning from the GPOS `kern` feature, which UILabel
/// also applies (FreeType does not read GPOS itself; see `GPOSPairKerning`). Ligatures and
/// other GSUB substitutions are not applied. Line height is the font's hhea ascender −
/// descender + line gap: 1.2102 em for Inter 4 (its OS/2 typographic metrics are identical),
/// so body (17 pt) lines are 20.57 pt where SF Pro's are 20.29.
/// Sizes are rounded up to the pixel grid of `displayScale` (see `TextLayout`).
///
/// Caches live in the instance; use one measurer per thread. FreeType's resources are
/// released when the measurer is.
public final class FreeTypeTextMeasurer: TextMeasuring {
    /// The directory the Inter files were loaded from.
    public let fontDirectory: String
    private let engine: TextLayoutEngine<InterFontSet>

    /// Loads the eighteen Inter files (Inter-*.otf and InterDisplay-*.otf in the nine
    /// weights) from `fontDirectory`, else `EPOXY_FONT_PATH` from `environment`, else
    /// `/usr/share/fonts/opentype/inter`.
    ///
    /// - Throws: `TextMeasurementError` naming the directory or file that is missing or
    ///   unreadable.
    public init(
        fontDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        displayScale: Double = 3
    ) throws {
        let directory = FontDirectory.resolve(explicit: fontDirectory, environment: environment)
        let fonts = try InterFontSet(directory: directory)
        self.fontDirectory = directory
        self.engine = TextLayoutEngine(source: fonts, displayScale: displayScale)
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

    /// The path of the font file that draws `font` (InterDisplay from 20 pt up).
    public func fontFilePath(for font: Font) -> String {
        let file = InterFontFile(cut: InterCut(pointSize: font.measurableSize), weight: font.weight)
        return FontDirectory.path(of: file.fileName, in: fontDirectory)
    }
}
