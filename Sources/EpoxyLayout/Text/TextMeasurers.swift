import Foundation

/// Makes the measurer an app or the CLI uses.
public enum TextMeasurers {
    /// A `FreeTypeTextMeasurer` for `fontDirectory` (or `EPOXY_FONT_PATH`, or the default
    /// path). When the fonts cannot be loaded it throws, unless `fallbackToFixedMetrics`
    /// is true: then it reports the error to `onFallback` (to print a warning) and returns
    /// a `FixedMetricsTextMeasurer`.
    public static func makeDefault(
        fontDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        displayScale: Double = 3,
        fallbackToFixedMetrics: Bool = false,
        onFallback: (TextMeasurementError) -> Void = { _ in }
    ) throws -> any TextMeasuring {
        do {
            return try FreeTypeTextMeasurer(
                fontDirectory: fontDirectory, environment: environment, displayScale: displayScale
            )
        } catch let error as TextMeasurementError where fallbackToFixedMetrics {
            onFallback(error)
            return FixedMetricsTextMeasurer(displayScale: displayScale)
        }
    }
}
