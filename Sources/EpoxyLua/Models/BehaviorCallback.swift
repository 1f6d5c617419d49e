import EpoxyCore

/// A Lua function a component calls back (a Button's `didTap`): called with a context table
/// under the per-callback time budget. Its errors are printed as warnings: a failing handler
/// never takes the host down, and the next event works.
struct BehaviorCallback {
    let function: LuaRef
    let name: String
    let dataID: AnyHashable
    /// Weak: the state owns the views that own this callback.
    weak var state: LuaState?

    /// Calls the function with `{ dataID = …, <fields> }`.
    func callAsFunction(_ fields: [LuaKey: LuaValue] = [:]) {
        guard let state else { return }
        var context = fields
        context["dataID"] = DataIDValue.lua(dataID)
        do {
            try state.call(function.value, [.dictionary(context)])
        } catch {
            EpoxyLogger.current.warn("\(name) of '\(DataIDValue.describe(dataID))' failed: \(error.warningSummary)")
        }
    }
}
