import EpoxyScreens
import LuaRuntime

/// `State{…}` and `render()`: observable state whose assignments schedule one update
/// of the shown screen, and the explicit re-render of its providers.
enum RenderFunctions: LuaAPIFeature {
    /// Installs `State` as a global and a field of `module`.
    static func install(in lua: LuaState, module: LuaRef, environment: ScriptEnvironment) throws {
        let renderLoop = environment.presenter.renderLoop
        let schedule = try lua.makeFunction(name: "scheduleUpdate") { call in
            renderLoop.scheduleUpdate(cause: try call.string(1))
            return []
        }
        let chunk = try lua.load(.state)
        let makeField = try BindingFunctions.makeField(in: lua, environment: environment)
        guard let constructor = try lua.call(chunk, [schedule.value, makeField.value]).first, case .function = constructor else {
            throw LuaError(kind: .runtime, message: "the State library did not load")
        }
        try lua.set(.string("State"), constructor, in: module)
        try lua.setGlobal("State", constructor)
    }

    /// `render()`: re-evaluates the shown screen's providers now; returns what changed
    /// (`{cause=, changes={{scope=, inserted=, deleted=, moved=, updated=, replaced=}}, warnings=}`) or nil
    /// when nothing shown can render.
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [
            ("render", { _ in
                guard let report = try environment.presenter.renderLoop.renderNow() else { return [.nil] }
                return [table(for: report)]
            }),
        ]
    }

    /// A report as the Lua table `render()` returns.
    static func table(for report: RenderReport) -> LuaValue {
        .dictionary([
            "cause": .string(report.cause),
            "isEmpty": .boolean(report.isEmpty),
            "changes": .array(report.changes.map { change in
                .dictionary([
                    "scope": .string(change.scope),
                    "inserted": .array(change.inserted.map(LuaValue.string)),
                    "deleted": .array(change.deleted.map(LuaValue.string)),
                    "moved": .array(change.moved.map(LuaValue.string)),
                    "updated": .array(change.updated.map(LuaValue.string)),
                    "replaced": .array(change.replaced.map(LuaValue.string)),
                ])
            }),
            "warnings": .array(report.warnings.map(LuaValue.string)),
        ])
    }
}
