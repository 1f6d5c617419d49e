/// An action a selectable row runs when it is selected (DeklarativTVC's `Command`).
///
/// Commands take part in a row's hash, so they compare by `id` only: two commands with the
/// same id are equal whatever they do, and commands without an id are all equal (the id is
/// empty). Give distinct ids to rows that differ only by their command.
public struct Command: Hashable, CustomStringConvertible {
    /// What identifies the command in hashes and equality (empty by default).
    public let id: String
    private let action: () throws -> Void

    /// Creates a command identified by `id` that runs `action`.
    public init(id: String = "", _ action: @escaping () throws -> Void) {
        self.id = id
        self.action = action
    }

    /// Runs the action; what it throws is passed on.
    public func perform() throws {
        try action()
    }

    public static func == (lhs: Command, rhs: Command) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// `Command(one)`, or `Command()` without an id.
    public var description: String { "Command(\(id))" }
}
