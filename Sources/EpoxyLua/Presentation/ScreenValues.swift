import LuaRuntime

/// Values given as a function (re-run on every render) or as the value itself.
enum ScreenValues {
    /// A function's first result (under a top-level run's budget: a render rebuilds a whole
    /// screen), or the value itself.
    static func evaluate(_ provider: LuaValue, in state: LuaState) throws -> LuaValue {
        guard case .function = provider else { return provider }
        return try state.call(provider, [], timeLimit: state.configuration.timeLimit).first ?? .nil
    }
}
