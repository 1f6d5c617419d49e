import EpoxyLua
import EpoxySnapshot

/// Prints what a render changed: the changeset when the render loop reported one (its labels
/// coloured on a terminal), then the stage in the chosen format.
struct RenderPrinter {
    /// The format layouts print in; `.none` prints only changesets.
    var format: LayoutFormat
    /// Writer options (the ASCII wireframe's width).
    var options: SnapshotOptions
    /// Colours of standard output.
    var style: TerminalStyle

    /// The labels of ``ChangesetText`` and their colours.
    private static let labelColors: [String: TerminalStyle.Color] = [
        "inserts": .green, "deletes": .red, "updates": .yellow, "moves": .cyan, "duplicates": .magenta,
        "sections": .bold, "items": .bold,
    ]

    /// Prints `report`'s changeset and the current layout of `host`'s stage.
    func print(_ report: StageChange, of host: ScriptHost) {
        if let changeset = report.changeset, !changeset.isEmpty {
            Terminal.print(colored(changeset))
        }
        printLayout(of: host)
    }

    /// Prints the stage in the chosen format (nothing for `.none`).
    func printLayout(of host: ScriptHost) {
        guard case .snapshot(let format) = format else { return }
        Terminal.write(host.snapshot(format: format, options: options))
    }

    /// `changeset` with its labels (`sections`, `items`, `inserts:`, `moves:`…) coloured.
    func colored(_ changeset: String) -> String {
        guard style.enabled else { return changeset }
        return changeset.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            line.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
                let label = word.hasSuffix(":") ? word.dropLast() : word
                guard let color = Self.labelColors[String(label)] else { return String(word) }
                return style.paint(String(label), color) + (word.hasSuffix(":") ? ":" : "")
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}
