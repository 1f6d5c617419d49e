/// The Lua types that live in the registry when Swift holds them (see ``LuaRef``).
public enum LuaType: String, Sendable {
    /// A table.
    case table
    /// A function.
    case function
    /// A full or light userdata.
    case userdata
    /// A coroutine.
    case thread
}
