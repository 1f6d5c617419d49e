import LuaRuntime

/// The Lua files of the API (the `.lua` files of this target, embedded by SwiftPM).
extension EmbeddedLuaFile {
    /// `inspect(value)`, the deterministic pretty printer.
    static let inspect = EmbeddedLuaFile("inspect.lua", bytes: PackageResources.inspect_lua)
    /// The busted-shaped test API of `epoxy test`.
    static let testing = EmbeddedLuaFile("testing.lua", bytes: PackageResources.testing_lua)
    /// `State{…}`, observable screen state.
    static let state = EmbeddedLuaFile("state.lua", bytes: PackageResources.state_lua)
    /// The REPL's completion of globals, fields and methods.
    static let completion = EmbeddedLuaFile("completion.lua", bytes: PackageResources.completion_lua)
    /// `ViewModel{ bind = … }`, bindings scoped to a view.
    static let viewModel = EmbeddedLuaFile("view_model.lua", bytes: PackageResources.view_model_lua)
}
