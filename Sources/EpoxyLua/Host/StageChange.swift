/// That a line of Lua (or an event) changed the stage, and how, as the REPL and `run --each` report it.
public struct StageChange: Equatable, Sendable {
    /// The changeset a render applied, ready to print; nil when the change was not a diff of
    /// models (`show`, `layout`, `setDevice`, `setContentSizeCategory`).
    public var changeset: String?

    /// Creates a report.
    public init(changeset: String? = nil) {
        self.changeset = changeset
    }
}
