import LuaRuntime

/// The elements of a list a script returned, holes included: `{ a, cond and b or false, c }`
/// and `{ a, nil, c }` both list a and c. Lua's length operator is unreliable with nil holes,
/// so the list is scanned up to its largest integer key; `false` and `nil` entries are absent.
enum LuaSequence {
    /// The present elements, in order, with their 1-based positions.
    static func elements(of value: LuaValue) -> [(position: Int, value: LuaValue)] {
        switch value {
        case .array(let elements):
            return elements.enumerated().compactMap { offset, element in
                isAbsent(element) ? nil : (offset + 1, element)
            }
        case .dictionary(let fields):
            let positions = fields.keys.compactMap { key -> Int? in
                guard case .integer(let index) = key, index >= 1, index <= Int64(Int.max) else { return nil }
                return Int(index)
            }.sorted()
            return positions.compactMap { position in
                let element = fields[.integer(Int64(position))] ?? .nil
                return isAbsent(element) ? nil : (position, element)
            }
        default:
            return []
        }
    }

    /// Whether `value` is a list (a table with no keys but positive integers).
    static func isList(_ value: LuaValue) -> Bool {
        switch value {
        case .array: return true
        case .dictionary(let fields):
            return fields.keys.allSatisfy { key in
                if case .integer(let index) = key { index >= 1 } else { false }
            }
        default: return false
        }
    }

    private static func isAbsent(_ value: LuaValue) -> Bool {
        switch value {
        case .nil, .boolean(false): true
        default: false
        }
    }
}
