import EpoxyCore
import LuaRuntime

/// What names one element on stage for `tap`, `typeText`, `frame`, `find` and `assert.frame`: a
/// dataID (`"like"`), or a path of dataIDs (`{ "row2", "like" }`, outermost first) where each
/// dataID after the first is looked for inside the element the one before names. Repeated rows
/// each have their own `"like"`; the path says which row's.
struct DataIDPath {
    /// The dataIDs, outermost first; never empty.
    let dataIDs: [AnyHashable]

    /// The dataID when the path is a single one.
    var single: AnyHashable? { dataIDs.count == 1 ? dataIDs[0] : nil }

    /// A path of `dataIDs` (at least one).
    init(_ dataIDs: [AnyHashable]) {
        precondition(!dataIDs.isEmpty, "a dataID path names at least one dataID")
        self.dataIDs = dataIDs
    }

    /// The path a Lua value spells: a dataID, or a list of at least one dataID (a table read
    /// with ``LuaCall/snapshot(_:)``); nil for anything else.
    init?(_ value: LuaValue) {
        if let dataID = DataIDValue.hashable(value) {
            self.init([dataID])
            return
        }
        guard case .array(let elements) = value, !elements.isEmpty else { return nil }
        let dataIDs = elements.compactMap(DataIDValue.hashable)
        guard dataIDs.count == elements.count else { return nil }
        self.init(dataIDs)
    }

    /// The path given as argument `position` of `call`.
    ///
    /// - Parameters:
    ///   - reportedAs: The argument's number in messages, when the call's own numbering differs
    ///     (`assert.frame`'s first argument is the call's second, after its negation flag).
    ///   - function: The function named in messages (the call's by default).
    /// - Throws: ``LuaArgumentError`` when it is neither a dataID nor a list of dataIDs.
    static func argument(_ call: LuaCall, position: Int = 1, reportedAs: Int? = nil, function: String? = nil) throws -> DataIDPath {
        let value = call.typeName(position) == "table" ? try call.snapshot(position) : try call.value(position)
        guard let path = DataIDPath(value) else {
            throw LuaArgumentError(position: reportedAs ?? position, function: function ?? call.functionName,
                                   problem: problem(value, typeName: call.typeName(position)))
        }
        return path
    }

    /// What is wrong with a value that is not a path, for messages.
    private static func problem(_ value: LuaValue, typeName: String) -> String {
        let expected = "dataID (string, number or boolean) or path of dataIDs ({ \"row\", \"button\" }) expected"
        if case .array(let elements) = value, let bad = elements.firstIndex(where: { DataIDValue.hashable($0) == nil }) {
            return "\(expected), got \(DataIDValue.describe(elements[bad])) at [\(bad + 1)]"
        }
        if case .number(let number) = value, !number.isFinite { return "\(expected), got \(DataIDValue.describe(value))" }
        return "\(expected), got \(typeName)"
    }

    /// The path in messages: a dataID as `'like'`, a longer path as Lua writes it.
    var displayName: String {
        single.map { "'\(DataIDFormatter.string(for: $0))'" } ?? luaDescription
    }

    /// The path written as Lua: `"like"` or `{"row2", "like"}`.
    var luaDescription: String {
        let values = dataIDs.map(DataIDValue.lua)
        return values.count == 1 ? values[0].description : LuaValue.array(values).description
    }
}
