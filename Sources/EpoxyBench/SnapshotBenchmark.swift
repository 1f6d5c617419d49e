import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens
import EpoxySnapshot

/// Snapshots of a laid-out screen: a VGroup of rows (a 40-point box and a body label in an
/// HGroupItem) as wide as an iPhone 15 window and as tall as the rows fit (what `layout()`
/// without a height does; 200 rows do not fit on the window, and shown there they conflicted
/// with its bottom), laid out once, then described as a document and written in each format —
/// the work `tree()`, `assert.snapshot` and `epoxy run` add after layout.
///
/// Reports the text snapshot of 200 rows against 20 (linear scaling means about 10×) and the
/// first layout of 200 rows against their text snapshot (the snapshot should be a small part
/// of showing a screen), plus the time of each format.
enum SnapshotBenchmark {
    static func run(_ report: inout BenchmarkReport) {
        report.section("snapshots")
        let measurer: any TextMeasuring
        do {
            measurer = try TextMeasurers.makeDefault(fallbackToFixedMetrics: true) { error in
                print("  warning: \(error); measuring with fixed metrics")
            }
        } catch {
            print("  skipped: \(error)")
            return
        }
        let small = laidOutStage(rows: 20, measurer: measurer).stage
        let (large, largeLayout) = laidOutStage(rows: 200, measurer: measurer)

        let smallText = BenchmarkReport.measure(repetitions: 5) { _ = StageSnapshot(small).write(format: .text) }
        let largeText = BenchmarkReport.measure(repetitions: 5) { _ = StageSnapshot(large).write(format: .text) }
        let document = BenchmarkReport.measure(repetitions: 5) { _ = StageSnapshot(large).document }
        let built = StageSnapshot(large).document
        report.figure("first layout of 200 rows", BenchmarkReport.milliseconds(largeLayout))
        report.figure("document of 200 rows", BenchmarkReport.milliseconds(document))
        for format in SnapshotFormat.allCases {
            let time = BenchmarkReport.measure(repetitions: 3) { _ = SnapshotWriter.write(built, format: format) }
            report.figure("\(format.rawValue) writer, 200 rows", BenchmarkReport.milliseconds(time))
        }
        report.figure("text snapshot of 20 rows", BenchmarkReport.milliseconds(smallText))
        report.figure("text snapshot of 200 rows", BenchmarkReport.milliseconds(largeText))
        report.ratio("text snapshot, 200 rows vs 20", largeText / smallText)
        report.ratio("first layout vs text snapshot (200 rows)", largeLayout / largeText)
        // 200 rows as tall as their 40-point boxes and 4 apart, with nothing warned about (a
        // conflict would mean the figures time a broken layout).
        var problems = (small.warnings + large.warnings).map { $0.split(separator: "\n").first.map(String.init) ?? $0 }
        let height = large.container?.frame.height ?? 0
        if abs(height - (200 * 40 + 199 * 4)) > 1e-6 { problems.append("200 rows are \(height) points tall, not 8,796") }
        report.check("layout checks", problems: problems)
    }

    /// A stage with `rows` rows laid out, and how long the layout took.
    private static func laidOutStage(rows: Int, measurer: any TextMeasuring) -> (stage: Stage, seconds: Double) {
        let window = Window(device: .iphone15, traits: Traits(textMeasurer: measurer))
        let stage = Stage(window: window)
        let items: [any GroupItemModeling] = (0..<rows).map { index in
            HGroupItem(dataID: "row-\(index)", style: .init(alignment: .center, spacing: 8), groupItems: [
                ColorView.groupItem(dataID: "box", style: .init(width: 40, height: 40, color: .systemBlue)),
                Label.groupItem(dataID: "text", content: .text("Message \(index): see you at the station"), style: Label.Style()),
            ])
        }
        let clock = ContinuousClock()
        let duration = clock.measure {
            stage.layout(.group(VGroup(style: .init(spacing: 4), items: items)), options: LayoutOptions(width: window.frame.width))
        }
        return (stage, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

}
