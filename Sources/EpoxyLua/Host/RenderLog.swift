import EpoxyScreens

/// Collects what changed the shown stage between two questions from the host: the layout
/// functions record every show, layout and re-layout; the render loop records each render's
/// report, which is how renders reach the REPL's printing.
final class RenderLog {
    private var pending: StageChange?
    /// Whether renders' reports are kept for ``take()``; without them a change is still noted.
    /// Off for a host that never takes them (a spec file's, a script run's), where they piled up
    /// for as long as the run went on.
    var keepsReports = true

    /// Notes that what the stage shows changed, with the report of the render that changed it
    /// when there is one. Several changes before the next ``take()`` are one change with their
    /// reports in order.
    func record(_ report: RenderReport? = nil) {
        // Appended in place: a copy of the pending change shared its reports with it, so each
        // render copied every report recorded since the last take() (quadratic in renders when
        // the host takes none, as a benchmark or a script run without --each).
        if pending == nil { pending = StageChange() }
        if keepsReports, let report { pending?.reports.append(report) }
    }

    /// Whether a change was recorded since the last ``take()``.
    var hasPending: Bool { pending != nil }

    /// The change since the last call, nil when nothing shown changed; starts a new period.
    func take() -> StageChange? {
        defer { pending = nil }
        return pending
    }
}
