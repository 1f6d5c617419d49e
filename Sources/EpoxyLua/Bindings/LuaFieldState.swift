import EpoxyNamadaLayout
import LuaRuntime

/// One field of a Lua `State{}` once a script asked for its binding handle (`state["$query"]`):
/// a ``ViewState`` of Lua values. The Lua table stays what plain reads use; every change this
/// state stores is written back into it and schedules one screen update.
final class LuaFieldState: ViewState<LuaValue> {
    static let typeName = "StateField"

    /// The field's name.
    let key: String
    /// Writes a stored value into the state's table (`store(key, value)`).
    private let store: LuaRef
    /// Moves the field out of the table so reads reach ``read()`` (`watchReads(key)`).
    private let watchReads: LuaRef
    private let scheduleUpdate: (String) -> Void
    private var readsWatched = false
    @LuaStateReference var lua: LuaState?
    /// The clock and view-model scopes of the state's bindings.
    let context: BindingContext

    init(key: String, value: LuaValue, store: LuaRef, watchReads: LuaRef, lua: LuaState, context: BindingContext, scheduleUpdate: @escaping (String) -> Void) {
        self.key = key
        self.store = store
        self.watchReads = watchReads
        self.lua = lua
        self.scheduleUpdate = scheduleUpdate
        self.context = context
        super.init(wrappedValue: value, name: "state field '\(key)'", clock: context.clock)
    }

    /// Writes the value back into the Lua table, schedules an update and applies it to bound views.
    override func didStore(_ changes: StateChanges<LuaValue>) {
        _ = try? lua?.call(store.value, [.string(key), changes.new])
        scheduleUpdate("state." + key)
        super.didStore(changes)
    }

    /// Makes reads of the field go through the get observers from now on.
    func watchReadsIfNeeded() {
        guard !readsWatched, hasGetObservers else { return }
        readsWatched = true
        _ = try? lua?.call(watchReads.value, [.string(key)])
    }
}
