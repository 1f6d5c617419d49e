/// The body of a Swift function exposed to Lua, owned by the Lua closure that calls it
/// (released by the closure's `__gc`).
final class LuaFunctionBox {
    /// The name used in argument errors ("bad argument #1 to 'name' …").
    let name: String
    let body: (LuaCall) throws -> [LuaValue]

    init(name: String, body: @escaping (LuaCall) throws -> [LuaValue]) {
        self.name = name
        self.body = body
    }
}
