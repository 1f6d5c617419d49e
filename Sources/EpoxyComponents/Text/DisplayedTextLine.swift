import EpoxyCore

/// A line of text as a component shows it, in the component's coordinates: what snapshots
/// draw and print.
public struct DisplayedTextLine: Hashable, Sendable {
    /// The visible text, ending in "…" when truncated.
    public let text: String
    /// The x where the line starts (after alignment).
    public let x: Double
    /// The baseline's y.
    public let baseline: Double
    /// The line's width.
    public let width: Double

    /// Creates a line.
    public init(text: String, x: Double, baseline: Double, width: Double) {
        self.text = text
        self.x = x
        self.baseline = baseline
        self.width = width
    }
}
