import EpoxyScreens
import LuaRuntime

/// One Lua state with the Epoxy API installed: what `epoxy run`, `epoxy repl` and each spec
/// file of `epoxy test` execute in.
public final class ScriptHost {
    /// The state scripts run in.
    public let lua: LuaState
    private let inspectFunction: LuaRef
    /// The presenter, bindings and stage guard of the state (the host's steps use them in Swift).
    let environment: ScriptEnvironment
    private var completionFunction: LuaRef?
    /// The API's own event functions, taken when the API was installed: the host sends events
    /// through them whatever the script later assigns to the globals of the same names.
    let eventFunctions: [String: LuaValue]

    /// Creates a state with `configuration`'s limits and sandbox, and installs the API.
    /// - Parameter fontDirectory: where Inter's OTF files are (`nil`: `EPOXY_FONT_PATH` or the system's).
    public init(configuration: LuaState.Configuration = .init(), fontDirectory: String? = nil) throws {
        let lua = try LuaState(configuration: configuration)
        let environment = ScriptEnvironment(fontDirectory: fontDirectory)
        self.lua = lua
        self.environment = environment
        (eventFunctions, inspectFunction) = try lua.withoutTimeLimit {
            let module = try EpoxyModule.install(in: lua, environment: environment)
            var events: [String: LuaValue] = [:]
            for name in Self.eventNames { events[name] = try lua.get(.string(name), in: module) }
            let inspectChunk = try lua.load(.inspect)
            guard case .function(let inspect)? = try lua.call(inspectChunk).first else {
                throw LuaError(kind: .runtime, message: "the inspect library did not load")
            }
            try lua.setGlobal("inspect", inspect.value)
            return (events, inspect)
        }
    }

    /// The events ``send(_:_:)`` sends.
    static let eventNames: Set<String> = ["tap", "scroll"]

    /// The window and the root the script laid out or showed (created on first use).
    public var stage: Stage { presenter.stage }

    /// What is on stage and how it re-renders.
    var presenter: Presenter { environment.presenter }

    /// Runs a script file (its chunk name is its path, so errors read `path:line:`) and
    /// returns what it returned.
    ///
    /// A nil global, field or method in the error message gets "did you mean 'X'?" appended when
    /// a close name exists.
    public func runScript(at path: String) throws -> [LuaValue] {
        do {
            let results = try lua.run(file: path)
            try flushUpdates()
            return results
        } catch {
            throw missingNameHint(source: (path, nil)).applied(to: error)
        }
    }

    /// Runs Lua source under the top-level time budget.
    @discardableResult
    public func run(source: String, chunkName: String) throws -> [LuaValue] {
        do {
            let results = try lua.run(string: source, chunkName: chunkName)
            try flushUpdates()
            return results
        } catch {
            throw missingNameHint(source: (chunkName, source)).applied(to: error)
        }
    }

    /// Runs the update that `State` assignments scheduled during the last event, if any (hosts
    /// call this after each event; the run and evaluate methods already do). What it changed is
    /// in the next ``takeRenderReport()``.
    ///
    /// - Throws: the render's error, or the first failure of a callback that ran outside any API
    ///   call (a `willDisplay` during this render): a callback failure is never only a warning.
    public func flushUpdates() throws {
        do {
            _ = try environment.stageGuard.run("render") { try presenter.renderLoop.flush() }
        } catch {
            // The render's own error is the one to report; a callback failure it caused goes with it.
            lua.discardCallbackFailure()
            throw error
        }
        try lua.throwCallbackFailure()
    }

    /// Evaluates a line the way `lua -i` does: as an expression first (so `1 + 1` prints 2),
    /// else as a statement; `=expr` is `return expr`, as in Lua 5.1's REPL. Reports input that is
    /// an unfinished chunk as `.incomplete`.
    public func evaluate(_ input: String, chunkName: String = "=stdin") throws -> Evaluation {
        do {
            let source = input.hasPrefix("=") ? "return " + input.dropFirst() : input
            let values = try lua.evaluate(source, chunkName: chunkName)
            try flushUpdates()
            return .values(values)
        } catch let error as LuaError where error.kind == .syntax && Self.isIncomplete(error) {
            return .incomplete
        } catch {
            throw missingNameHint(source: (chunkName, input)).applied(to: error)
        }
    }

    /// Whether what the stage shows changed since the last call (a `show`, `layout`, `setDevice`,
    /// `setContentSizeCategory`, and the render loop's updates), with the changeset when a render
    /// produced one; nil when nothing shown changed. Each call starts a new period.
    public func takeRenderReport() -> StageChange? {
        presenter.renders.take()
    }

    /// Whether ``takeRenderReport()`` gets each render's changeset (on by default). A host that
    /// never prints them turns it off: they are kept until taken, so a long run without a taker
    /// grew by every render's report.
    public var keepsRenderReports: Bool {
        get { presenter.renders.keepsReports }
        set { presenter.renders.keepsReports = newValue }
    }

    /// Whether something shown changed since the last ``takeRenderReport()`` (without starting a new period).
    public var hasPendingRender: Bool {
        presenter.renders.hasPending
    }

    /// Forgets the modules `require` loaded from files, so the next `require` of each reads its
    /// file again (for reloading a script after it or its modules were edited).
    public func forgetRequiredModules() throws {
        try lua.forgetRequiredModules()
    }

    /// The hint for errors of a chunk called `chunkName` whose text is `text` (nil: the file at `chunkName`).
    private func missingNameHint(source: (chunkName: String, text: String?)) -> MissingNameHint {
        let shown = (chunkName: String(source.chunkName.drop(while: { $0 == "=" || $0 == "@" })), text: source.text)
        return MissingNameHint(
            source: shown, moduleFiles: lua.requiredFiles.map(\.path),
            candidates: { [unowned self] text in completions(for: text).candidates })
    }

    /// The result of ``evaluate(_:chunkName:)``.
    public enum Evaluation {
        /// The chunk ran and returned these values.
        case values([LuaValue])
        /// The input ends in the middle of a statement; more lines are needed.
        case incomplete
    }

    /// Renders values readably and deterministically (tables with sorted keys), several
    /// values separated by tabs as `lua -i` prints them.
    public func inspect(_ values: [LuaValue]) throws -> String {
        try values.map { value in
            let rendered = try lua.call(inspectFunction, [value], timeLimit: lua.configuration.timeLimit)
            return rendered.first?.stringValue ?? ""
        }.joined(separator: "\t")
    }

    /// The completions of the identifier that ends `textBeforeCursor`: globals and keywords,
    /// fields after `.`, methods after `:`; `replacing` is how many characters they replace.
    public func completions(for textBeforeCursor: String) -> (candidates: [String], replacing: Int) {
        do {
            if completionFunction == nil {
                let chunk = try lua.load(.completion)
                // Models are userdata whose `__index` is a function the script must not call; their
                // modifier names come from Swift.
                let modelKeys = try lua.makeFunction(name: "modelKeys") { call in
                    guard let model = call.objectOrNil(1, as: LuaModel.self) else { return [.array([])] }
                    return [.array(ModelModifiers.names(for: model.node).map(LuaValue.string))]
                }
                completionFunction = try lua.call(chunk, [modelKeys.value]).first?.reference
            }
            guard let completionFunction else { return ([], 0) }
            let results = try lua.call(completionFunction, [.string(textBeforeCursor)])
            let candidates = (try results.first.map(lua.snapshot))?.arrayValue?.compactMap(\.stringValue) ?? []
            return (candidates, Int(results.dropFirst().first?.integerValue ?? 0))
        } catch {
            // Completion is a convenience: a failure offers nothing rather than interrupting typing.
            return ([], 0)
        }
    }

    /// Lua reports a chunk that ends too early with a message ending in `<eof>`.
    static func isIncomplete(_ error: LuaError) -> Bool {
        error.message.hasSuffix("<eof>")
    }
}
