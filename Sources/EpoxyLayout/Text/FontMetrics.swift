/// A font's vertical metrics in points, as UIFont reports them.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline to the top of the line box (positive).
    public let ascender: Double
    /// Distance from the baseline to the bottom of the line box (negative, as UIFont's).
    public let descender: Double
    /// Extra space between lines that the font asks for.
    public let leading: Double
    /// Height of capital letters above the baseline.
    public let capHeight: Double
    /// Height of lowercase letters above the baseline.
    public let xHeight: Double

    /// Creates metrics from their parts.
    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The distance between two baselines: ascender − descender + leading (UIFont.lineHeight).
    public var lineHeight: Double {
        ascender - descender + leading
    }

    /// Metrics with every value zero, used for fonts of unusable size.
    public static let zero = FontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0, xHeight: 0)
}
