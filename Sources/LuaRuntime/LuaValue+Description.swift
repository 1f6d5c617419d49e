extension LuaValue: CustomStringConvertible {
    /// A Lua-like rendering for REPLs and messages: scalars as `tostring` shows them
    /// (strings quoted), `array`/`dictionary` as table constructors with sorted keys,
    /// references as `table: 0x…`.
    public var description: String {
        switch self {
        case .nil: return "nil"
        case .boolean(let boolean): return String(boolean)
        case .integer(let integer): return String(integer)
        case .number(let number): return LuaNumberFormat.string(number)
        case .string(let string): return Self.quoted(string)
        case .table(let reference), .function(let reference), .userdata(let reference), .thread(let reference):
            return "\(reference.type): \(reference.identity.map { String(describing: $0) } ?? "0x0")"
        case .array(let elements):
            return "{" + elements.map(\.description).joined(separator: ", ") + "}"
        case .dictionary(let fields):
            let entries = fields.map { key, value in (Self.keyDescription(key), value.description) }
                .sorted { $0.0 < $1.0 }
                .map { "\($0.0) = \($0.1)" }
            return "{" + entries.joined(separator: ", ") + "}"
        case .object(let object):
            return "userdata: \(type(of: object))"
        }
    }

    private static func keyDescription(_ key: LuaKey) -> String {
        if case .string(let name) = key, let first = name.first, first == "_" || first.isLetter,
           name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }), name.allSatisfy(\.isASCII) {
            return name
        }
        return "[" + key.value.description + "]"
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for character in string.unicodeScalars {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(character)
            }
        }
        return result + "\""
    }
}
