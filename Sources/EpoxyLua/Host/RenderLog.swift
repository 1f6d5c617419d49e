import EpoxyScreens

/// Collects what changed the shown stage between two questions from the host: the layout
/// functions record every show, layout and re-layout; a render loop (`render()`, events) records
/// the changeset it applied, which is how those functions plug into the REPL's printing.
final class RenderLog {
    private var pending: StageChange?

    /// Notes that what the stage shows changed, with the render's report when a render changed it.
    /// Several changes before the next ``take()`` are one report with their changesets in order.
    func record(_ report: RenderReport? = nil) {
        let changeset = report.map { (["\($0.cause) →"] + $0.lines.map { "  " + $0 }).joined(separator: "\n") }
        let reports = (pending?.reports ?? []) + (report.map { [$0] } ?? [])
        let earlier = pending?.changeset
        switch (earlier, changeset) {
        case let (earlier?, changeset?): pending = StageChange(changeset: earlier + "\n" + changeset, reports: reports)
        case (nil, let changeset), (let changeset, nil): pending = StageChange(changeset: changeset, reports: reports)
        }
    }

    /// Whether a change was recorded since the last ``take()``.
    var hasPending: Bool { pending != nil }

    /// The report since the last call, nil when nothing shown changed; starts a new period.
    func take() -> StageChange? {
        defer { pending = nil }
        return pending
    }
}
