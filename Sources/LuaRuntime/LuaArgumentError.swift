/// A bad argument given by a script to a Swift function, worded like Lua's own
/// `luaL_argerror`: "bad argument #1 to 'diff' (table expected, got number)".
///
/// Thrown by the typed accessors of ``LuaCall``; the trampoline raises it in Lua with the
/// caller's `file:line:` in front.
public struct LuaArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The full message.
    public var message: String

    /// Creates an error with a ready message.
    public init(message: String) {
        self.message = message
    }

    /// "bad argument #`position` to '`function`' (`problem`)".
    public init(position: Int, function: String, problem: String) {
        self.message = "bad argument #\(position) to '\(function)' (\(problem))"
    }

    /// "bad argument #`position` to '`function`' (`expected` expected, got `actual`)",
    /// optionally naming the field of a table argument that is wrong.
    public init(position: Int, function: String, expected: String, actual: String, field: String? = nil) {
        let problem = "\(expected) expected, got \(actual)"
        self.init(position: position, function: function, problem: field.map { "field '\($0)': \(problem)" } ?? problem)
    }

    /// The message.
    public var description: String { message }
}
