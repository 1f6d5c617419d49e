/// A command's Lua function raised an error.
struct LuaCommandFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
