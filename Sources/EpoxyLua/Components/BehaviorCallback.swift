import EpoxyCore
import LuaRuntime

/// A Lua function a component calls back (a Button's `didTap`): called with a context table
/// under the per-callback time budget. A failing handler fails the event that ran it (see
/// ``LuaState/recordCallbackFailure(_:in:function:)``); it never takes the host down.
struct BehaviorCallback {
    let function: LuaRef
    let name: String
    let dataID: AnyHashable
    /// Not owned: the state owns the views that own this callback.
    @LuaStateReference var state: LuaState?

    /// Calls the function with `{ dataID = …, <fields> }`.
    func callAsFunction(_ fields: [LuaKey: LuaValue] = [:]) {
        guard let state else { return }
        var context = fields
        context["dataID"] = DataIDValue.lua(dataID)
        do {
            try state.call(function.value, [.dictionary(context)])
        } catch {
            state.recordCallbackFailure(error, in: "\(name) of '\(DataIDFormatter.string(for: dataID))'", function: function)
        }
    }
}
