import LuaRuntime

/// A navigation controller a script defines with `NavigationController{ stack = function() … end }`:
/// the stack provider (or a fixed list), re-run on every render. Showing it makes a Swift
/// `NavigationController`.
final class LuaNavigationDefinition {
    /// The metatable name of navigation controller definitions.
    static let typeName = "EpoxyNavigationController"

    /// A list of navigation models (`false`/`nil` entries are absent), or a function returning one.
    let stack: LuaValue

    private init(stack: LuaValue) {
        self.stack = stack
    }

    /// Reads `NavigationController{…}`'s argument 1.
    static func define(call: LuaCall) throws -> LuaNavigationDefinition {
        let arguments = try TableArgument.fields(of: call)
        try arguments.checkFields(["stack"], what: "NavigationController")
        let stack = arguments.value["stack"]
        switch stack {
        case .function: break
        case let list where LuaSequence.isList(list) && !list.isNil: break
        default: throw arguments.error("stack", "function or list of navigation models expected, got \(stack.typeName)")
        }
        return LuaNavigationDefinition(stack: stack)
    }
}
