/// One laid-out line of a `TextLayout`.
public struct TextLine: Hashable, Sendable {
    /// The visible text of the line: without the spaces it broke after, and ending in "…"
    /// when it was truncated.
    public let text: String
    /// The width of `text` in points (not rounded).
    public let width: Double
    /// The baseline's distance from the top of the text, in points.
    public let baseline: Double
    /// Whether text was cut off at the end of this line (truncated or clipped).
    public let isTruncated: Bool

    /// Creates a line.
    public init(text: String, width: Double, baseline: Double, isTruncated: Bool = false) {
        self.text = text
        self.width = width
        self.baseline = baseline
        self.isTruncated = isTruncated
    }
}
