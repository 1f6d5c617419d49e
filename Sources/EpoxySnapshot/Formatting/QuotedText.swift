/// Text made safe for a one-line summary: control characters and line breaks escaped,
/// and cut with "…" past a length, so a node always takes exactly one line of the text tree.
enum QuotedText {
    /// `text` in double quotes, escaped, cut after `limit` characters.
    static func quoted(_ text: String, limit: Int) -> String {
        "\"" + escaped(truncated(text, limit: limit), quotes: true) + "\""
    }

    /// `text` with control characters escaped and cut after `limit` characters, without quotes.
    static func bare(_ text: String, limit: Int) -> String {
        escaped(truncated(text, limit: limit))
    }

    /// The first `limit` characters of `text` followed by "…", or `text` when it is short enough.
    static func truncated(_ text: String, limit: Int) -> String {
        let limit = max(limit, 1)
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }

    /// `text` with line breaks, tabs and other control characters escaped, so it stays on one
    /// line; inside quotes (`quotes`), backslashes and double quotes are escaped too.
    static func escaped(_ text: String, quotes: Bool = false) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\" where quotes: result += "\\\\"
            case "\"" where quotes: result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
