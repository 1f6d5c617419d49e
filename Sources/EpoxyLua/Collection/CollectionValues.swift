import EpoxyCore
import LuaRuntime

/// Readers for the sizes and insets of collection models and layouts, with errors naming the
/// argument or field: negative, NaN and infinite lengths are rejected.
enum CollectionValues {
    /// A `{ width =, height = }` table at argument `position` (nil clears the size).
    static func optionalSize(_ call: LuaCall, position: Int) throws -> Size? {
        let value = try call.snapshot(position)
        if value.isNil { return nil }
        guard value.isTableValue else {
            throw LuaArgumentError(position: position, function: call.functionName, expected: "{ width =, height = }", actual: call.typeName(position))
        }
        return try size(TableArgument(call: call, position: position, value: value))
    }

    /// A size from a table with a required `width` and `height` (finite, ≥ 0).
    static func size(_ table: TableArgument) throws -> Size {
        try table.checkFields(["width", "height"], what: "a size")
        guard let width = try table.optionalLength("width") else { throw table.error("width", "number expected, got nil") }
        guard let height = try table.optionalLength("height") else { throw table.error("height", "number expected, got nil") }
        return Size(width: width, height: height)
    }

    /// A size at `field`, nil when absent.
    static func optionalSize(_ table: TableArgument, _ field: String) throws -> Size? {
        try table.optionalTable(field).map(size)
    }

    /// `{ top =, left =, bottom =, right = }` (missing edges are 0; each finite and ≥ 0).
    static func insets(_ table: TableArgument) throws -> EdgeInsets {
        try table.checkFields(["top", "left", "bottom", "right"], what: "insets")
        return EdgeInsets(
            top: try table.optionalLength("top") ?? 0, left: try table.optionalLength("left") ?? 0,
            bottom: try table.optionalLength("bottom") ?? 0, right: try table.optionalLength("right") ?? 0)
    }

    /// Insets at argument `position`.
    static func insets(_ call: LuaCall, position: Int) throws -> EdgeInsets {
        let value = try call.snapshot(position)
        guard value.isTableValue else {
            throw LuaArgumentError(position: position, function: call.functionName, expected: "table", actual: call.typeName(position))
        }
        return try insets(TableArgument(call: call, position: position, value: value))
    }

    /// A length at argument `position`: finite and ≥ 0.
    static func length(_ call: LuaCall, position: Int) throws -> Double {
        let number = try call.number(position)
        guard number.isFinite, number >= 0 else {
            throw LuaArgumentError(position: position, function: call.functionName, problem: "a finite number ≥ 0 expected, got \(LuaNumberFormat.string(number))")
        }
        return number
    }
}
