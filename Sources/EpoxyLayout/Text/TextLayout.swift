import EpoxyCore

/// The measured layout of a text: its size and lines, as a UILabel would lay it out.
///
/// `size` follows UILabel's `intrinsicContentSize`/`sizeThatFits`: the width is the widest
/// line and the height the number of lines times the line height, both rounded *up* to the
/// device's pixel grid (1/3 pt on a 3× iPhone, the default `displayScale`) and the width
/// never more than the width it was given. An empty text has size 0×0 and no lines, as an
/// empty UILabel has.
public struct TextLayout: Hashable, Sendable {
    /// The font the text was measured with.
    public let font: Font
    /// The size rounded up to pixels (see the type's note).
    public let size: Size
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// The font's metrics at its size.
    public let metrics: FontMetrics

    /// Creates a layout.
    public init(font: Font, size: Size, lines: [TextLine], metrics: FontMetrics) {
        self.font = font
        self.size = size
        self.lines = lines
        self.metrics = metrics
    }

    /// The number of lines.
    public var lineCount: Int { lines.count }

    /// The distance between two baselines.
    public var lineHeight: Double { metrics.lineHeight }

    /// The font's ascender (positive).
    public var ascender: Double { metrics.ascender }

    /// The font's descender (negative).
    public var descender: Double { metrics.descender }

    /// The first line's baseline from the top (firstBaselineAnchor); the ascender when
    /// there are no lines.
    public var firstBaseline: Double { lines.first?.baseline ?? metrics.ascender }

    /// The last line's baseline from the top (lastBaselineAnchor); the ascender when
    /// there are no lines.
    public var lastBaseline: Double { lines.last?.baseline ?? metrics.ascender }

    /// Whether any text was cut off (truncated, clipped or hidden below the last line).
    public var isTruncated: Bool { lines.contains(where: \.isTruncated) }
}
