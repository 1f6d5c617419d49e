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

    /// The marks of `RenderReport`'s lines (`items: +new -gone ~changed ↕moved`) and their colours.
    private static let markColors: [Character: TerminalStyle.Color] = ["+": .green, "-": .red, "~": .yellow, "↕": .cyan]

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

    /// `changeset` with its scopes (`items:`, `stack:`…) bold and each dataID coloured by its mark.
    func colored(_ changeset: String) -> String {
        guard style.enabled else { return changeset }
        return changeset.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            line.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
                if word.hasSuffix(":") { return style.paint(String(word.dropLast()), .bold) + ":" }
                guard let mark = word.first, let color = Self.markColors[mark] else { return String(word) }
                return style.paint(String(word), color)
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}
