/// How text that does not fit is broken or shortened (NSLineBreakMode's names).
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Wrap at spaces; a word wider than the line is broken between characters.
    /// Text beyond the last allowed line is hidden.
    case byWordWrapping
    /// Wrap between any two characters. Text beyond the last allowed line is hidden.
    case byCharWrapping
    /// Wrap at spaces; when lines run out, the last line holds the rest of its paragraph
    /// shortened at a character boundary and ending in "…" (UILabel's default).
    case byTruncatingTail
    /// Wrap at spaces; when lines run out, the last line holds the rest of its paragraph
    /// clipped at the width.
    case byClipping

    /// Parses a mode name (`"byTruncatingTail"` or the short `"truncatingTail"`, `"tail"`,
    /// `"wordWrap"`, `"charWrap"`, `"clip"`; case-insensitive). Returns nil for anything else.
    public init?(name: String) {
        switch name.lowercased() {
        case "bywordwrapping", "wordwrapping", "wordwrap", "word": self = .byWordWrapping
        case "bycharwrapping", "charwrapping", "charwrap", "char": self = .byCharWrapping
        case "bytruncatingtail", "truncatingtail", "tail": self = .byTruncatingTail
        case "byclipping", "clipping", "clip": self = .byClipping
        default: return nil
        }
    }

    public var description: String { rawValue }
}
