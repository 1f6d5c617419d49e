import EpoxyCore

/// One line of laid-out text, positioned in window coordinates.
public struct SnapshotTextLine: Hashable, Sendable {
    /// The characters on the line, without its line break.
    public var text: String
    /// The top-left corner of the line's box.
    public var origin: Point
    /// The line's typographic width.
    public var width: Double
    /// The y coordinate of the line's baseline.
    public var baseline: Double

    /// A line with its text, box origin, width and baseline, all in window coordinates.
    public init(text: String, origin: Point, width: Double, baseline: Double) {
        self.text = text
        self.origin = origin
        self.width = width
        self.baseline = baseline
    }
}
