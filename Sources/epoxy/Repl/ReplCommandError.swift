/// A meta-command that cannot run as typed.
struct ReplCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
