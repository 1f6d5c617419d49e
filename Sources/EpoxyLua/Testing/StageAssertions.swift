import Foundation
import EpoxyCore
import EpoxyRaster
import EpoxyScreens
import EpoxySnapshot
import LuaRuntime

/// `assert.frame(dataID, {x=, y=, width=, height=})` and `assert.snapshot(root_or_nil, name[, options])`
/// registered with the test library's `addAssertion`. Each check receives
/// `negated` first, then the user's arguments, and returns ok and the failure message.
struct StageAssertions {
    /// How close a frame's numbers must be to the expected ones.
    static let frameTolerance = 0.01

    /// The host whose stage is inspected and shows roots.
    let host: ScriptHost
    /// Where snapshots are read and written.
    let store: SnapshotStore

    /// Registers `assert.frame` and `assert.snapshot` through `testing.addAssertion`.
    func install(into testing: LuaRef) throws {
        let lua = host.lua
        let addAssertion = try lua.get("addAssertion", in: testing)
        // The functions live in the host's own state: holding the host from them kept the host,
        // its state and its stage alive for good, about 3 MB for each spec file a run went through.
        let store = self.store
        func assertion(_ body: @escaping (StageAssertions, LuaCall) throws -> [LuaValue]) -> (LuaCall) throws -> [LuaValue] {
            { [weak host] call in
                guard let host else { throw LuaError(kind: .runtime, message: "the spec file's host is gone") }
                return try body(StageAssertions(host: host, store: store), call)
            }
        }
        let frame = try lua.makeFunction(name: "assert.frame", assertion { try $0.checkFrame($1) })
        let snapshot = try lua.makeFunction(name: "assert.snapshot", assertion { try $0.checkSnapshot($1) })
        try lua.call(addAssertion, [.string("frame"), frame.value])
        try lua.call(addAssertion, [.string("snapshot"), snapshot.value])
    }

    // MARK: assert.frame

    private func checkFrame(_ call: LuaCall) throws -> [LuaValue] {
        let negated = call.boolean(1)
        let path = try DataIDPath.argument(call, position: 2, reportedAs: 1, function: "assert.frame")
        guard call.typeName(3) == "table" else {
            throw LuaArgumentError(position: 2, function: "assert.frame", expected: "table", actual: call.typeName(3))
        }
        let expected = try expectedFrame(TableArgument(call: call, position: 2, value: try call.namedFieldsSnapshot(3)))
        let label = path.displayName
        // Nothing to measure fails the assertion either way: a negated one passed on a misspelt
        // dataID (or before anything was shown), a check that could not fail.
        guard host.stage.root != nil else {
            return [.boolean(false), .string("no view or group with dataID \(label) is shown; nothing is shown (call show(root) or layout(root, {…}) first)")]
        }
        // The frame `frame(dataID)` answers, asked of the presenter in Swift (a script's own
        // global `frame` plays no part). Nothing answering is the assertion's failure, negated or
        // not (the message lists the known dataIDs); several elements answering is an error in
        // the spec.
        let actual: Rect
        switch try host.stageStep("frame", { try host.presenter.lookUpFrame(of: path, function: "assert.frame") }) {
        case .frame(let frame):
            actual = frame
        case .missing(let problem):
            return [.boolean(false), .string("no frame for \(label): bad argument #1 to 'frame' (\(problem))")]
        }
        let matches = expected.allSatisfy { key, value in abs(Self.component(key, of: actual) - value) <= Self.frameTolerance }
        if negated {
            return [.boolean(!matches), .string("expected the frame of \(label) to differ from \(Self.describe(expected))")]
        }
        let message = "frame of \(label) differs (tolerance \(Self.number(Self.frameTolerance))):\n"
            + "  expected: \(Self.describe(expected))\n"
            + "  actual:   \(Self.describe(Self.fields.map { ($0, Self.component($0, of: actual)) }))"
        return [.boolean(matches), .string(message)]
    }

    private static let fields = ["x", "y", "width", "height"]

    /// The fields given, in x, y, width, height order; at least one, every one a finite number.
    private func expectedFrame(_ table: TableArgument) throws -> [(String, Double)] {
        if case .dictionary(let entries) = table.value,
           let unknown = entries.keys.compactMap(\.stringValue).sorted().first(where: { !Self.fields.contains($0) }) {
            throw table.error(unknown, "unknown field (use x, y, width, height)")
        }
        var expected: [(String, Double)] = []
        for field in Self.fields {
            guard let value = try table.optionalNumber(field) else { continue }
            guard value.isFinite else { throw table.error(field, "must be a finite number, got \(LuaNumberFormat.string(value))") }
            expected.append((field, value))
        }
        guard !expected.isEmpty else {
            throw LuaArgumentError(position: 2, function: "assert.frame", problem: "give at least one of x, y, width, height")
        }
        return expected
    }

    private static func component(_ name: String, of frame: Rect) -> Double {
        switch name {
        case "x": frame.minX
        case "y": frame.minY
        case "width": frame.width
        default: frame.height
        }
    }

    private static func describe(_ fields: [(String, Double)]) -> String {
        "{" + fields.map { "\($0.0)=\(number($0.1))" }.joined(separator: ", ") + "}"
    }

    /// A number as a script wrote it: integral values without a fraction, others in their
    /// shortest exact form (so a 0.004 difference shows).
    static func number(_ value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    // MARK: assert.snapshot

    /// What `assert.snapshot`'s options ask for: the text tree or a picture compared by
    /// swift-snapshot-testing's precisions.
    private enum SnapshotKind {
        case text
        case png(ImageComparison, scale: Double)
    }

    /// `assert.snapshot(root_or_nil, name[, options])` or `assert.snapshot(name[, options])`
    /// (the stage as it is), with `options = { format = "text" | "png", precision =,
    /// perceptualPrecision =, scale = }`.
    private func checkSnapshot(_ call: LuaCall) throws -> [LuaValue] {
        if call.boolean(1) {
            return [.boolean(false), .string("assert.snapshot cannot be negated")]
        }
        // The user's arguments start at 2; with a name first, the root is the stage as it is.
        let namedFirst = call.typeName(2) == "string"
        let root: LuaValue = namedFirst ? .nil : try call.value(2)
        let namePosition = namedFirst ? 2 : 3
        guard case .string(let name) = try call.value(namePosition) else {
            throw LuaArgumentError(position: namePosition - 1, function: "assert.snapshot", expected: "string (the snapshot's name)",
                                   actual: call.typeName(namePosition))
        }
        if let problem = SnapshotStore.problem(withName: name) {
            throw LuaArgumentError(position: namePosition - 1, function: "assert.snapshot", problem: "invalid snapshot name '\(name)': \(problem)")
        }
        let kind = try snapshotKind(call, position: namePosition + 1)
        if !root.isNil {
            try host.show(root)
        }
        let outcome: SnapshotStore.Outcome
        var actualText = ""
        do {
            switch kind {
            case .text:
                actualText = StageSnapshot(host.stage).write(format: .text)
                outcome = try store.compare(actualText, name: name)
            case .png(let comparison, let scale):
                outcome = try store.compare(try PNGWriter.image(StageSnapshot(host.stage).document, scale: scale), name: name,
                                            comparison: comparison)
            }
        } catch let error as RasterError {
            throw LuaArgumentError(message: "assert.snapshot: cannot make the picture for '\(name)': \(error)")
        } catch {
            throw LuaArgumentError(message: "assert.snapshot: cannot read or write snapshot '\(name)': \(error.localizedDescription)")
        }
        switch outcome {
        case .matched, .written, .updated:
            return [.boolean(true), .string("")]
        case .missing(let path):
            return [.boolean(false), .string(
                "snapshot '\(name)' is missing (\(path)) and CI is set: run `epoxy test --update-snapshots` and commit the file")]
        case .mismatched(let path, let newPath, let expected):
            var diff = SnapshotDiff(expected: expected, actual: actualText).unified(expectedName: path, actualName: newPath)
            while diff.hasSuffix("\n") { diff.removeLast() }
            return [.boolean(false), .string(
                "snapshot '\(name)' does not match \(path); the new output is in \(newPath) (accept it with --update-snapshots)\n" + diff)]
        case .imageMismatched(let path, let newPath, let diffPath, let message):
            let difference = diffPath.map { ", the difference in \($0)" } ?? ""
            return [.boolean(false), .string(
                "snapshot '\(name)' does not match \(path): \(message); the new picture is in \(newPath)\(difference) "
                    + "(accept it with --update-snapshots)")]
        }
    }

    private static let snapshotOptionFields = ["format", "precision", "perceptualPrecision", "scale"]

    /// The options table at `position` (nil: the text tree).
    private func snapshotKind(_ call: LuaCall, position: Int) throws -> SnapshotKind {
        guard !call.isNil(position) else { return .text }
        guard call.typeName(position) == "table" else {
            throw LuaArgumentError(position: position - 1, function: "assert.snapshot", expected: "table (options)", actual: call.typeName(position))
        }
        let options = TableArgument(call: call, position: position - 1, value: try call.namedFieldsSnapshot(position))
        try options.checkFields(Self.snapshotOptionFields, what: "assert.snapshot's options")
        let format = try options.optionalString("format") ?? "text"
        func share(_ field: String) throws -> Double {
            guard let value = try options.optionalNumber(field) else { return 1 }
            guard value.isFinite, value >= 0, value <= 1 else { throw options.error(field, "a number from 0 to 1 expected, got \(Self.number(value))") }
            return value
        }
        switch format {
        case "text":
            for field in ["precision", "perceptualPrecision", "scale"] where try options.optionalNumber(field) != nil {
                throw options.error(field, "applies to format = \"png\" only")
            }
            return .text
        case "png":
            let scale = try options.optionalNumber("scale") ?? SVGRasterizer.defaultScale
            guard SVGRasterizer.isValidScale(scale) else {
                throw options.error("scale", "a number in \(SVGRasterizer.scaleRange) expected, got \(Self.number(scale))")
            }
            return .png(ImageComparison(precision: try share("precision"), perceptualPrecision: try share("perceptualPrecision")), scale: scale)
        default:
            throw options.error("format", "\"text\" or \"png\" expected, got \"\(format)\"")
        }
    }
}
