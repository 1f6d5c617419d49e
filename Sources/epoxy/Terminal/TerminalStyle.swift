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
    /// editor does not count them as columns. Trailing spaces stay outside the colour, because
    /// libedit drops an invisible sequence that ends the prompt (the typed text would stay coloured).
    func paintPrompt(_ text: String, _ color: Color) -> String {
        guard enabled else { return text }
        let visible = text.reversed().drop { $0 == " " }.reversed()
        let spaces = String(repeating: " ", count: text.count - visible.count)
        return "\u{1}\u{1B}[\(color.rawValue)m\u{1}\(String(visible))\u{1}\u{1B}[0m\u{1}" + spaces
    }
}
