import EpoxyLayout

/// Finds the measurer a text component uses: its traits' measurer, or — outside any
/// window that provides one — a fixed-metrics measurer made once for this component.
/// Each component owns its own source, so there is no shared mutable state.
final class TextMeasurerSource {
    private var fallback: FixedMetricsTextMeasurer?

    /// The measurer for `view`.
    func measurer(for view: View) -> any TextMeasuring {
        if let measurer = view.traits.textMeasurer { return measurer }
        if let fallback { return fallback }
        let made = FixedMetricsTextMeasurer(displayScale: view.traits.displayScale)
        fallback = made
        return made
    }
}
