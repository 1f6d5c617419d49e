import EpoxyCore
import EpoxyLua
import LuaRuntime

/// A dataID as an event names it: Lua's dataIDs are strings, numbers or booleans, and the SVG's
/// `data-id` attributes spell them as text.
enum PreviewDataID: Equatable, Sendable {
    case string(String)
    case number(Double)
    case boolean(Bool)

    /// The dataID of a JSON value (a string, number or boolean).
    ///
    /// - Throws: ``PreviewRequestError`` (400) for other values.
    init(json value: PreviewJSONValue) throws {
        switch value {
        case .boolean(let flag):
            self = .boolean(flag)
        case .number(let number) where number.isFinite:
            self = .number(number)
        case .string(let text) where !text.isEmpty:
            self = .string(text)
        default:
            throw PreviewRequestError(.badRequest, "\"dataID\" must be a non-empty string, a finite number or a boolean")
        }
    }

    /// The value passed to Lua.
    var luaValue: LuaValue {
        switch self {
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .boolean(let flag): .boolean(flag)
        }
    }

    /// How the SVG's `data-id` attribute spells it: as the stage writes the dataID Lua makes
    /// of the value (a whole number as an integer at any size).
    var svgText: String {
        DataIDValue.hashable(luaValue).map(DataIDFormatter.string(for:)) ?? ""
    }

    /// As Lua source: `"row-1"`, `3`, `true`.
    var luaLiteral: String {
        switch self {
        case .string(let text):
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .number, .boolean: svgText
        }
    }
}
