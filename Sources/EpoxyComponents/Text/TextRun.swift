import EpoxyLayout

/// A piece of attributed text: its characters and what it changes from the label's style.
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var text: String
    /// A font replacing the style's (scaled like the style's explicit font), or nil.
    public var font: Font?
    /// A weight replacing the font's, or nil.
    public var weight: FontWeight?
    /// A color replacing the style's, or nil.
    public var color: Color?

    /// Creates a run.
    public init(text: String, font: Font? = nil, weight: FontWeight? = nil, color: Color? = nil) {
        self.text = text
        self.font = font.map { $0.size.isFinite && $0.size >= 0 ? $0 : $0.withSize(0) }
        self.weight = weight
        self.color = color
    }

    /// The run's font given the label's resolved font.
    func resolvedFont(base: Font, category: ContentSizeCategory, scalesExplicitFont: Bool) -> Font {
        let font = self.font.map { TextFont.font($0).resolved(for: category, scalesExplicitFont: scalesExplicitFont) } ?? base
        return weight.map { font.withWeight($0) } ?? font
    }
}
