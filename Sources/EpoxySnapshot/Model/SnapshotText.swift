/// The text a node shows, as laid out: its lines and the font they are set in.
public struct SnapshotText: Hashable, Sendable {
    /// The lines in reading order.
    public var lines: [SnapshotTextLine]
    /// The font's point size.
    public var fontSize: Double
    /// The font weight's name as UIKit spells it (`"regular"`, `"semibold"`, …).
    public var weight: String
    /// The text color's name or hex value, nil for the default (label) color.
    public var color: String?
    /// How the lines are aligned within the node.
    public var alignment: SnapshotTextAlignment

    /// Text set in a font of `fontSize` points and `weight`, in `color`, aligned by `alignment`.
    public init(
        lines: [SnapshotTextLine],
        fontSize: Double,
        weight: String = "regular",
        color: String? = nil,
        alignment: SnapshotTextAlignment = .natural
    ) {
        self.lines = lines
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.alignment = alignment
    }

    /// The whole text: the lines joined by line breaks.
    public var string: String {
        lines.map(\.text).joined(separator: "\n")
    }
}
