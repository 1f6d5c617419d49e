/// A module `require` cannot find or may not load.
struct LuaModuleError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
