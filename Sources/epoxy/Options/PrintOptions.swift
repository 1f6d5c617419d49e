import ArgumentParser
import EpoxyRaster
import EpoxySnapshot

/// How `run` and `repl` print the shown root: the format and the ASCII wireframe's width.
struct PrintOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "How the shown root prints: text (a tree), json, ascii (a wireframe), svg, png (a picture, with run --output), or none (values only; the REPL's :format changes it). Example: --format ascii",
        valueName: "format"))
    var format: String = SnapshotFormat.text.rawValue

    @Option(help: ArgumentHelp(
        "The ASCII wireframe's width in characters (default: the terminal's width, else 80). Example: --columns 100",
        valueName: "n"))
    var columns: Int?

    @Option(help: ArgumentHelp(
        "The most rows the ASCII wireframe takes: the whole screen is scaled to fit (default: the terminal's height less a line for the prompt, when printing to a terminal; else no limit). Example: --rows 40",
        valueName: "n"))
    var rows: Int?

    @Option(help: ArgumentHelp("Pixels per point of --format png pictures (default 2, as a Retina screen). Example: --scale 3", valueName: "n"))
    var scale: Double = SVGRasterizer.defaultScale

    func validate() throws {
        guard SVGRasterizer.isValidScale(scale) else {
            throw ValidationError("--scale must be a number in \(SVGRasterizer.scaleRange), got \(scale)")
        }
        _ = try layoutFormat()
        if let columns, !SnapshotOptions.columnRange.contains(columns) {
            let range = SnapshotOptions.columnRange
            throw ValidationError("--columns must be in \(range.lowerBound)…\(range.upperBound), got \(columns)")
        }
        if let rows, !SnapshotOptions.rowRange.contains(rows) {
            let range = SnapshotOptions.rowRange
            throw ValidationError("--rows must be in \(range.lowerBound)…\(range.upperBound), got \(rows)")
        }
    }

    /// The `--format`: a snapshot format, or `none` (print values only, no layout).
    func layoutFormat() throws -> LayoutFormat {
        do {
            return try LayoutFormat(name: format)
        } catch let error as LayoutFormatError {
            throw ValidationError(error.message)
        }
    }

    /// The writer options: `--columns`, else the terminal's width, else 80; `--rows`, else the
    /// terminal's height less the prompt's line, else no limit.
    var snapshotOptions: SnapshotOptions {
        SnapshotOptions.standard
            .withColumns(columns ?? Terminal.columns ?? SnapshotOptions.standard.columns)
            .withRows(rows ?? Terminal.rows.map { $0 - 1 })
    }
}
