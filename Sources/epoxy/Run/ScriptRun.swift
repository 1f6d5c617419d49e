import EpoxyLua
import EpoxyRaster
import EpoxySnapshot
import Foundation
import LuaRuntime

/// One run of `epoxy run`: the script (its root shown and printed, other results printed as
/// values), then each `-e` chunk in order, printing the layout after each chunk (`--each`) or
/// once more at the end when the chunks changed it.
struct ScriptRun {
    let script: String
    let expressions: [String]
    /// Print the layout after every `-e` chunk, headed `after -e #N: <chunk>`.
    let printsEach: Bool
    /// The layout's format; `.none` prints values only.
    let format: LayoutFormat
    let options: SnapshotOptions
    /// Pixels per point of PNG pictures.
    var scale: Double = SVGRasterizer.defaultScale
    /// Where layouts go: standard output, or `--output`'s file.
    let emit: (Data) throws -> Void
    /// Whether only the last layout of a run that succeeded is emitted (`--output` to a file):
    /// a file written after the script and before an `-e` that failed held a layout of a run
    /// that exited 1.
    var emitsOnlyOnSuccess = false

    /// Runs in `host` (whose stage is already on the chosen device).
    func perform(in host: ScriptHost) throws {
        guard emitsOnlyOnSuccess else { return try perform(in: host, emitting: emit) }
        var last: Data?
        try perform(in: host) { last = $0 }
        if let last { try emit(last) }
    }

    private func perform(in host: ScriptHost, emitting emit: (Data) throws -> Void) throws {
        let printer = RenderPrinter(format: format, options: options, style: Terminal.outputStyle)
        // Only `--each` prints renders' changesets, and only those of the -e expressions.
        host.keepsRenderReports = false
        let results = try host.runScript(at: script)
        var printed: Data?
        if try host.showReturnedRoot(of: results, script: script) {
            printed = try emitLayout(of: host, emit)
        } else if !results.isEmpty {
            Terminal.print(try host.inspect(results))
        }
        _ = host.takeRenderReport()
        host.keepsRenderReports = printsEach
        for (index, expression) in expressions.enumerated() {
            if printsEach {
                Terminal.print(Terminal.outputStyle.paint("after -e #\(index + 1): \(Self.oneLine(expression))", .bold))
            }
            // Several chunks are named by their number (`-e #3:1: …`): all named `-e`, an error in
            // the third read as the first's.
            switch try host.evaluate(expression, chunkName: expressions.count > 1 ? "=-e #\(index + 1)" : "=-e") {
            case .values(let values) where !values.isEmpty:
                let onlyModels = host.hasPendingRender && values.allSatisfy(host.isRoot)
                if !onlyModels { Terminal.print(try host.inspect(values)) }
            case .values:
                break
            case .incomplete:
                throw LuaError(kind: .syntax, message: "-e #\(index + 1): unfinished chunk: \(expression)")
            }
            let change = host.takeRenderReport()
            if printsEach, host.stage.root != nil {
                if let change { printer.printReports(of: change) }
                try emitLayout(of: host, emit)
            }
        }
        if !printsEach, let printed, !expressions.isEmpty, let after = try layout(of: host), after != printed {
            try emit(after)
        }
    }

    /// Emits the stage in the format and returns what was emitted (nil for `.none`).
    @discardableResult
    private func emitLayout(of host: ScriptHost, _ emit: (Data) throws -> Void) throws -> Data? {
        guard let layout = try layout(of: host) else { return nil }
        try emit(layout)
        return layout
    }

    /// The stage in the format: text as UTF-8, or the PNG picture's bytes; nil for `.none`.
    private func layout(of host: ScriptHost) throws -> Data? {
        switch format {
        case .snapshot(let format): return Data(try host.snapshot(format: format, options: options).utf8)
        case .png:
            do {
                return try host.picture(scale: scale)
            } catch {
                throw LuaError(kind: .runtime, message: "cannot make the PNG picture: \(error)")
            }
        case .none: return nil
        }
    }

    /// A chunk on one line for its heading.
    private static func oneLine(_ chunk: String) -> String {
        chunk.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
