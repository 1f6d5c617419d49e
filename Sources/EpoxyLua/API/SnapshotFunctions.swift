import EpoxyScreens
import EpoxySnapshot

/// `tree()` → the text snapshot of the current stage; `snapshot(format, { columns = })` → the
/// stage in `"text"`, `"json"`, `"ascii"` or `"svg"`.
enum SnapshotFunctions {
    static func makeTree(environment: ScriptEnvironment) -> EpoxyModule.Function {
        ("tree", { _ in
            try environment.renderLoop.flush()
            return [.string(StageSnapshot(environment.stage).write(format: .text))]
        })
    }

    static func makeSnapshot(environment: ScriptEnvironment) -> EpoxyModule.Function {
        ("snapshot", { call in
            let format = try self.format(call, position: 1)
            let options = try self.options(call, position: 2)
            try environment.renderLoop.flush()
            return [.string(StageSnapshot(environment.stage).write(format: format, options: options))]
        })
    }

    /// The format named by argument `position` (default text).
    private static func format(_ call: LuaCall, position: Int) throws -> SnapshotFormat {
        guard let name = try call.optionalString(position) else { return .text }
        guard let format = SnapshotFormat(rawValue: name) else {
            let names = SnapshotFormat.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw LuaArgumentError(position: position, function: call.functionName, problem: "unknown format '\(name)' (one of \(names))")
        }
        return format
    }

    /// The writer options of argument `position`: `{ columns = N }` for the ASCII wireframe.
    private static func options(_ call: LuaCall, position: Int) throws -> SnapshotOptions {
        guard !call.isNil(position) else { return .standard }
        guard call.typeName(position) == "table" else {
            throw LuaArgumentError(position: position, function: call.functionName, expected: "table", actual: call.typeName(position))
        }
        let table = TableArgument(call: call, position: position, value: try call.snapshot(position))
        guard let columns = try table.optionalNumber("columns") else { return .standard }
        let range = SnapshotOptions.columnRange
        guard let whole = Int(exactly: columns), range.contains(whole) else {
            throw table.error("columns", "must be a whole number in \(range.lowerBound)…\(range.upperBound), got \(StageAssertions.number(columns))")
        }
        return SnapshotOptions.standard.withColumns(whole)
    }
}
