import EpoxyCollectionView
import EpoxyCore
import LuaRuntime

/// A Lua function an item model calls back (`:didSelect(fn)`, `:willDisplay(fn)`, …): called
/// with `ctx = { dataID =, content =, sectionDataID =, state = }` under the per-callback time
/// budget. A failing callback fails the event that ran it (the `tap` raises the callback's
/// `file:line`); the collection's state (selection, display) is already consistent.
struct ItemCallbackFunction {
    let function: LuaRef
    /// The modifier's name, for messages.
    let name: String
    /// Not owned: the state owns the views whose models hold this callback.
    @LuaStateReference var state: LuaState?

    /// The erased callback the collection view calls.
    var callback: (AnyItemCallbackContext) -> Void {
        { context in self.call(context) }
    }

    private func call(_ context: AnyItemCallbackContext) {
        guard let state else { return }
        let content = (context.model.base as? LuaItemModel)?.content ?? .nil
        let table: LuaValue = .dictionary([
            "dataID": DataIDValue.lua(context.dataID),
            "content": content,
            "sectionDataID": DataIDValue.lua(context.sectionDataID),
            "state": .string(context.state.rawValue),
        ])
        do {
            try state.call(function.value, [table])
        } catch {
            state.recordCallbackFailure(error, in: "\(name) of '\(DataIDFormatter.string(for: context.dataID))'", function: function)
        }
    }
}
