import EpoxyRaster
import EpoxyScreens
import EpoxySnapshot
import Foundation
import LuaRuntime

/// `tree()` → the text snapshot of the current stage; `snapshot(format, { columns =, rows =,
/// scale = })` → the stage in `"text"`, `"json"`, `"ascii"` or `"svg"`, or its PNG picture's
/// bytes for `"png"`.
enum SnapshotFunctions: LuaAPIFeature {
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [tree(environment: environment), snapshot(environment: environment)]
    }

    private static func tree(environment: ScriptEnvironment) -> EpoxyModule.Function {
        ("tree", { _ in
            try environment.presenter.renderLoop.flush()
            return [.string(StageSnapshot(environment.presenter.stage).write(format: .text))]
        })
    }

    private static func snapshot(environment: ScriptEnvironment) -> EpoxyModule.Function {
        ("snapshot", { call in
            let format = try self.format(call, position: 1)
            let options = try self.options(call, position: 2)
            try environment.presenter.renderLoop.flush()
            let snapshot = StageSnapshot(environment.presenter.stage)
            guard let format else {
                do {
                    let png = try PNGWriter.write(snapshot.document, scale: options.scale)
                    return [.string(png.withUnsafeBytes(LuaStringCoding.decode))]
                } catch let error as RasterError {
                    throw LuaArgumentError(message: "snapshot: cannot make the picture: \(error)")
                }
            }
            return [.string(snapshot.write(format: format, options: options.writer))]
        })
    }

    /// The format named by argument `position` (default text); nil for `"png"`.
    private static func format(_ call: LuaCall, position: Int) throws -> SnapshotFormat? {
        guard let name = try call.optionalString(position) else { return .text }
        if name == "png" { return nil }
        guard let format = SnapshotFormat(rawValue: name) else {
            let names = (SnapshotFormat.allCases.map(\.rawValue) + ["png"]).map { "'\($0)'" }.joined(separator: ", ")
            throw LuaArgumentError(position: position, function: call.functionName, problem: "unknown format '\(name)' (one of \(names))")
        }
        return format
    }

    /// The options of argument `position`: the ASCII wireframe's `columns` and `rows`, the
    /// picture's `scale`.
    private static func options(_ call: LuaCall, position: Int) throws -> (writer: SnapshotOptions, scale: Double) {
        guard !call.isNil(position) else { return (.standard, SVGRasterizer.defaultScale) }
        guard call.typeName(position) == "table" else {
            throw LuaArgumentError(position: position, function: call.functionName, expected: "table", actual: call.typeName(position))
        }
        let table = TableArgument(call: call, position: position, value: try call.namedFieldsSnapshot(position))
        try table.checkFields(["columns", "rows", "scale"], what: "snapshot's options")
        var writer = SnapshotOptions.standard
        if let columns = try table.optionalNumber("columns") {
            writer = writer.withColumns(try whole(columns, in: SnapshotOptions.columnRange, field: "columns", of: table))
        }
        if let rows = try table.optionalNumber("rows") {
            writer = writer.withRows(try whole(rows, in: SnapshotOptions.rowRange, field: "rows", of: table))
        }
        let scale = try table.optionalNumber("scale") ?? SVGRasterizer.defaultScale
        guard SVGRasterizer.isValidScale(scale) else {
            throw table.error("scale", "must be a number in \(SVGRasterizer.scaleRange), got \(StageAssertions.number(scale))")
        }
        return (writer, scale)
    }

    private static func whole(_ value: Double, in range: ClosedRange<Int>, field: String, of table: TableArgument) throws -> Int {
        guard let whole = Int(exactly: value), range.contains(whole) else {
            throw table.error(field, "must be a whole number in \(range.lowerBound)…\(range.upperBound), got \(StageAssertions.number(value))")
        }
        return whole
    }
}
