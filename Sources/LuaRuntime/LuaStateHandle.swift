/// The one object through which host objects that a ``LuaState`` may outlive (callbacks,
/// views, presentations) reach it: ``state`` is the state while it lives and nil from the
/// moment its deinit begins, as a `weak` reference would read.
///
/// Not a `weak` reference: the Swift runtime gives a weakly referenced object a side table,
/// and every retain and release of such an object then takes the runtime's slow path. The
/// state is retained and released on every call between Swift and Lua, so it is never
/// referenced weakly; the state clears this handle first thing in its deinit instead (before
/// `lua_close` runs finalizers, which see nil as they would through a weak reference).
/// Hold it through ``LuaStateReference``. Single-threaded, like the state.
public final class LuaStateHandle {
    /// The state, until its deinit begins.
    public private(set) unowned(unsafe) var state: LuaState?

    init() {}

    /// Called once the state is initialized.
    func attach(_ state: LuaState) {
        self.state = state
    }

    /// Called first thing in the state's deinit.
    func detach() {
        state = nil
    }
}
