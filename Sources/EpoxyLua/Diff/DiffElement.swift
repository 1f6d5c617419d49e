import LuaRuntime

/// The identity rule of the Lua `diff` functions: a table's `dataID` field when it
/// has one, otherwise the value itself (tables compared by value).
enum DiffElement {
    /// The identity of `element`, found at `path` (e.g. `old[3]`) for error messages.
    ///
    /// - Throws: a message naming the field when `dataID` is not a string, number or boolean.
    static func identity(of element: LuaValue, at path: String) throws(DiffInputError) -> LuaValue {
        guard case .dictionary(let fields) = element, let dataID = fields["dataID"] else {
            return element
        }
        switch dataID {
        case .string, .integer, .boolean:
            return dataID
        case .number(let number) where number.isFinite:
            return dataID
        default:
            throw DiffInputError("\(path).dataID must be a string, number or boolean, got \(DataIDValue.describe(dataID))")
        }
    }

    /// The elements of a list argument, in order.
    static func elements(of list: LuaValue, at path: String) throws(DiffInputError) -> [LuaValue] {
        switch list {
        case .array(let elements): return elements
        case .dictionary(let fields) where fields.isEmpty: return []
        case .dictionary:
            throw DiffInputError("\(path) must be a list (keys 1…n without holes)")
        default:
            throw DiffInputError("\(path) must be a list, got \(DataIDValue.describe(list))")
        }
    }

}

/// A problem with the values given to `diff`/`diffSections`, without the argument prefix.
struct DiffInputError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
