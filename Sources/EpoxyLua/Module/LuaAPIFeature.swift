import LuaRuntime

/// A feature of the Lua API (models, screens, navigation, Namada, Deklarativ, …): the globals it
/// installs into a script's state. ``EpoxyModule/features`` lists every feature; a new one
/// conforms and goes in that list.
protocol LuaAPIFeature {
    /// The feature's Swift functions for a state whose host is `environment`: each becomes a
    /// global and a field of the `epoxy` table, guarded against re-entrant stage calls.
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function]

    /// What the feature installs beyond plain functions (userdata types, namespaces such as
    /// `Label` or `Layout`, constructors written in Lua), as globals and fields of `module`.
    /// Runs once every feature's functions exist, in the order of ``EpoxyModule/features``.
    static func install(in lua: LuaState, module: LuaRef, environment: ScriptEnvironment) throws
}

extension LuaAPIFeature {
    /// Installs nothing beyond the feature's functions.
    static func install(in lua: LuaState, module: LuaRef, environment: ScriptEnvironment) throws {}
}
