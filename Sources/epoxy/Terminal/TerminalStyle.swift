/// ANSI colours for one output stream, or plain text when colours are off (not a terminal, or
/// `NO_COLOR` set), so piped and scripted output stays deterministic.
struct TerminalStyle {
    /// The colours the CLI uses.
    enum Color: String {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case magenta = "35"
        case cyan = "36"
        case bold = "1"
        case dim = "2"
    }

    /// Whether `paint` adds escape codes.
    let enabled: Bool

    /// `text` in `color`, or `text` itself when colours are off.
    func paint(_ text: String, _ color: Color) -> String {
        enabled ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// `text` in `color` for a line editor's prompt: the escape codes are wrapped in `\u{1}` so the
    /// editor does not count them as columns.
    func paintPrompt(_ text: String, _ color: Color) -> String {
        enabled ? "\u{1}\u{1B}[\(color.rawValue)m\u{1}\(text)\u{1}\u{1B}[0m\u{1}" : text
    }
}
