import LuaRuntime

/// Hashes that are the same in every run (Swift's `Hasher` is seeded per process), so row
/// names derived from a Lua row's hash are stable in snapshots and specs.
enum StableHash {
    /// FNV-1a (64 bit) of `text`'s UTF-8 bytes.
    static func of(_ text: String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash)
    }

    /// A canonical text of a Lua value: tables with their keys sorted, so equal values (deeply)
    /// read the same. Functions and other references read as their type.
    static func canonical(_ value: LuaValue) -> String {
        switch value {
        case .nil: return "nil"
        case .boolean(let boolean): return boolean ? "true" : "false"
        case .integer(let integer): return String(integer)
        case .number(let number):
            if let integer = Int64(exactly: number) { return String(integer) }
            return "\(number)"
        case .string(let string): return "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .array(let elements): return "{" + elements.map(canonical).joined(separator: ",") + "}"
        case .dictionary(let fields):
            let entries = fields.map { (key(of: $0.key), canonical($0.value)) }.sorted { $0.0 < $1.0 }
            return "{" + entries.map { "\($0.0)=\($0.1)" }.joined(separator: ",") + "}"
        case .table, .function, .userdata, .thread, .object: return value.typeName
        }
    }

    private static func key(of key: LuaKey) -> String {
        switch key {
        case .string(let string): return string
        default: return "[" + canonical(key.value) + "]"
        }
    }
}
