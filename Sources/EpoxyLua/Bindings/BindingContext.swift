import EpoxyNamadaLayout

/// What the bindings of one Lua state share: the virtual clock `advanceTime` moves, and the
/// scopes that record what a view model's `bind` makes so `unbind` can end it.
final class BindingContext {
    /// The clock delays are measured on (moved only by `advanceTime`).
    let clock = VirtualClock()
    private var scopes: [BindingScope] = []

    /// Starts recording bindings and observations into a new scope.
    func beginScope() {
        scopes.append(BindingScope())
    }

    /// Stops recording into the innermost scope and returns it (an empty scope when none was begun).
    func endScope() -> BindingScope {
        scopes.popLast() ?? BindingScope()
    }

    /// Records what ends a binding or observation in the innermost scope, if any.
    func record(_ end: @escaping () -> Void) {
        scopes.last?.add(end)
    }
}
