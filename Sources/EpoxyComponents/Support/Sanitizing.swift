import EpoxyCore

/// Normalizes style numbers a script may get wrong, so styles stay hashable (no NaN) and
/// layout gets usable values.
enum Sanitizing {
    /// `value` when finite and not negative, else `fallback`.
    static func length(_ value: Double, default fallback: Double = 0) -> Double {
        value.isFinite && value >= 0 ? value : fallback
    }

    /// Insets with every unusable edge set to 0.
    static func insets(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: length(insets.top), leading: length(insets.leading),
            bottom: length(insets.bottom), trailing: length(insets.trailing)
        )
    }

    /// A size rounded up to the pixel grid of `scale` (1 when the scale is unusable).
    static func ceilToPixels(_ value: Double, scale: Double) -> Double {
        let scale = scale.isFinite && scale >= 1 ? scale : 1
        return (value * scale - 1e-9).rounded(.up) / scale
    }
}
