import EpoxyLayout

/// What snapshots and the Lua API read from a built-in component: its name, a one-line
/// summary of its content, its visual attributes and, for text, its laid-out lines.
public protocol ComponentDescribing: View {
    /// The component's name as scripts spell it (`"Label"`).
    var componentName: String { get }
    /// One line describing the content (`"\"Inbox\""`, `"on"`, `"image: avatar"`).
    var contentSummary: String { get }
    /// Visual attributes by name (`color`, `cornerRadius`, …), values as stable strings.
    var attributes: [String: String] { get }
    /// The lines of text as laid out in the current frame; empty for views without text.
    var displayedLines: [DisplayedTextLine] { get }
}

extension ComponentDescribing {
    /// The attributes sorted by name, for stable output.
    public var sortedAttributes: [(name: String, value: String)] {
        attributes.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }

    /// Views without text show no lines.
    public var displayedLines: [DisplayedTextLine] { [] }
}

/// Quotes a text for a content summary: `"Inbox"`, with quotes, backslashes and newlines
/// escaped so the summary stays on one line.
func quotedSummary(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        default: escaped.append(character)
        }
    }
    return "\"" + escaped + "\""
}
