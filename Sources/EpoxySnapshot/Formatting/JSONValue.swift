/// A JSON value with a byte-stable rendering: keys sorted by their UTF-8 bytes, two-space
/// indentation, numbers to a thousandth without spurious digits.
///
/// The writers' own small encoder, because Foundation's `JSONEncoder` prints doubles with
/// full precision and its formatting has differed between platforms and releases.
indirect enum JSONValue: Hashable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    /// A number; written as the string `"nan"`, `"inf"` or `"-inf"` when not finite, which
    /// JSON has no literal for.
    case number(Double)
    case bool(Bool)
    case null

    /// The value pretty-printed, without a final line break.
    func rendered() -> String {
        var output = ""
        render(into: &output, indent: 0)
        return output
    }

    private func render(into output: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            output += "{\n"
            for (index, key) in keys.enumerated() {
                output += Self.padding(indent + 1)
                Self.writeString(key, into: &output)
                output += ": "
                members[key]?.render(into: &output, indent: indent + 1)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += Self.padding(indent) + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += Self.padding(indent + 1)
                element.render(into: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += Self.padding(indent) + "]"
        case .string(let string):
            Self.writeString(string, into: &output)
        case .number(let number):
            if number.isFinite {
                output += number.pointDescription
            } else {
                Self.writeString(number.pointDescription, into: &output)
            }
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    private static func padding(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    private static func writeString(_ string: String, into output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
