import EpoxyScreens

/// That a line of Lua (or an event) changed the stage, and how, as the REPL and `run --each` report it.
public struct StageChange: Equatable, Sendable {
    /// The changeset a render applied, ready to print; nil when the change was not a diff of
    /// models (`show`, `layout`, `setDevice`, `setContentSizeCategory`).
    public var changeset: String?
    /// The reports of the renders behind `changeset`, in order (cause and changes by dataID), for
    /// a reader that lays them out itself; empty when no render ran.
    public var reports: [RenderReport]

    /// Creates a report.
    public init(changeset: String? = nil, reports: [RenderReport] = []) {
        self.changeset = changeset
        self.reports = reports
    }
}
