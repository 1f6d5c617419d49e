/// How one global of the Lua API is typed for editors: a function with its parameters and
/// result, a component factory, or a table of functions. ``LuaAPITypes`` lists one per global
/// (a test keeps it equal to the globals the API installs and to `docs/lua-api.md`).
struct LuaAPIType {
    enum Kind {
        /// `parameters` as `name: type` pairs separated by commas (`name?` for optional ones).
        case function(parameters: String, returns: String?)
        /// A built-in component (or `Component{}`'s result): an `epoxy.ComponentFactory`.
        case component
        /// A table whose fields are functions, each `name: fun(…): …`.
        case table(fields: [(name: String, type: String)])
    }

    /// The global's name.
    let name: String
    /// One line for the editor's hover.
    let summary: String
    let kind: Kind

    static func function(_ name: String, _ summary: String, _ parameters: String = "", returns: String? = nil) -> LuaAPIType {
        LuaAPIType(name: name, summary: summary, kind: .function(parameters: parameters, returns: returns))
    }
}
