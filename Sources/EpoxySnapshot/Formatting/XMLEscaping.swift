/// Text made safe inside XML character data and double-quoted attribute values.
public enum XMLEscaping {
    /// `text` with markup characters replaced by entities and characters XML 1.0 forbids
    /// (most C0 controls, U+FFFE, U+FFFF) replaced by U+FFFD, so the document stays well-formed.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if isAllowed(scalar.value) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\u{FFFD}"
                }
            }
        }
        return result
    }

    private static func isAllowed(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
