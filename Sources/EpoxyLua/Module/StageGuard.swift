import LuaRuntime

/// Keeps script code that runs while the stage is being laid out or updated (a `measure`, a
/// component's body, a custom alignment, an item or bar callback, an observer, a finalizer)
/// from laying out or replacing the stage under the pass that called it.
///
/// Such a call used to tear down views the running layout engine still walked, and the host
/// aborted ("Attempted to read an unowned reference"). Every API function that lays out,
/// changes or inspects the stage runs through ``run(_:_:)``; a call made while another is
/// running is a Lua error naming both ("show() cannot be called while a layout is running
/// (during tap())"), raised at the script's line.
final class StageGuard {
    /// The API functions that lay out, change or inspect the stage.
    static let guardedFunctions: Set<String> = [
        "layout", "show", "frame", "find", "visible", "tree", "snapshot", "setDevice", "setContentSizeCategory",
        "tap", "scroll", "scrollTo", "typeText", "moveItem", "render", "back", "keyboard", "advanceTime",
    ]

    /// The guarded function (or host step) running now, if any.
    private(set) var running: String?

    /// Runs `body` as the stage operation `name`, failing when another one is running.
    func run<Result>(_ name: String, _ body: () throws -> Result) throws -> Result {
        if let running {
            throw LuaArgumentError(message: "\(name) cannot be called while a layout is running (during \(running))")
        }
        running = name
        defer { running = nil }
        return try body()
    }

    /// Wraps an API function so it runs as a guarded stage operation.
    func wrap(_ function: EpoxyModule.Function) -> EpoxyModule.Function {
        guard Self.guardedFunctions.contains(function.name) else { return function }
        let name = function.name, body = function.body
        return (name, { call in try self.run(name + "()") { try body(call) } })
    }
}
