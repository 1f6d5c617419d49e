import EpoxyLua
import EpoxyScreens
import EpoxySnapshot

/// Prints what renders changed: each ``RenderReport`` read from its fields (scopes and marks
/// coloured on a terminal), then the stage in the chosen format.
struct RenderPrinter {
    /// The format layouts print in; `.none` prints only changesets.
    var format: LayoutFormat
    /// Writer options (the ASCII wireframe's width).
    var options: SnapshotOptions
    /// Colours of standard output.
    var style: TerminalStyle

    /// The colour of each mark of a report's entries.
    private static func color(of mark: RenderReport.Change.Mark) -> TerminalStyle.Color {
        switch mark {
        case .inserted: .green
        case .deleted: .red
        case .updated: .yellow
        case .moved: .cyan
        case .replaced: .magenta
        }
    }

    /// Prints the reports of `change` and the current layout of `host`'s stage.
    func print(_ change: StageChange, of host: ScriptHost) throws {
        printReports(of: change)
        try printLayout(of: host)
    }

    /// Prints each render's report: its cause, then its changes with scopes bold and each
    /// dataID coloured by its mark (on a terminal).
    func printReports(of change: StageChange) {
        for report in change.reports {
            Terminal.print(report.text(
                scope: { style.paint($0, .bold) },
                entry: { mark, dataID in style.paint(mark.rawValue + dataID, Self.color(of: mark)) }))
        }
    }

    /// Prints the stage in the chosen format (nothing for `.none` and `.png`).
    func printLayout(of host: ScriptHost) throws {
        guard case .snapshot(let format) = format else { return }
        Terminal.write(try host.snapshot(format: format, options: options))
    }
}
