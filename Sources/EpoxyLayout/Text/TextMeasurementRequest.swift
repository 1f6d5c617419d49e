/// Everything a measurement depends on; also the key of a measurer's result cache.
///
/// Inputs a script could get wrong are normalized instead of rejected, so measuring never
/// fails: a width that is nil, not finite or not positive means "unlimited" (as
/// `sizeThatFits` treats 0), and a negative `numberOfLines` means 0 (unlimited).
public struct TextMeasurementRequest: Hashable, Sendable {
    /// The text; lines are separated by newlines (`\n`, `\r\n`, `\r`, U+2028, U+2029).
    public let text: String
    /// The font.
    public let font: Font
    /// The width available, or nil for unlimited.
    public let width: Double?
    /// The maximum number of lines; 0 means unlimited.
    public let numberOfLines: Int
    /// How lines break and what happens when lines run out.
    public let lineBreakMode: LineBreakMode

    /// Creates a request, normalizing `width` and `numberOfLines` (see the type's note).
    public init(
        text: String,
        font: Font,
        width: Double? = nil,
        numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byTruncatingTail
    ) {
        self.text = text
        self.font = font
        if let width, width.isFinite, width > 0 {
            self.width = width
        } else {
            self.width = nil
        }
        self.numberOfLines = max(0, numberOfLines)
        self.lineBreakMode = lineBreakMode
    }
}
