import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens
import EpoxySnapshot

/// Snapshots of a shown screen: a VGroup of rows (a 40-point box and a body label in an
/// HGroupItem) on an iPhone 15 window, laid out once, then described as a document and written
/// in each format — the work `tree()`, `assert.snapshot` and `epoxy run` add after layout.
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
        let small = shownStage(rows: 20, measurer: measurer).stage
        let (large, largeLayout) = shownStage(rows: 200, measurer: measurer)

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
    }

    /// A stage showing `rows` rows, and how long showing took.
    private static func shownStage(rows: Int, measurer: any TextMeasuring) -> (stage: Stage, seconds: Double) {
        let stage = Stage(window: Window(device: .iphone15, traits: Traits(textMeasurer: measurer)))
        let items: [any GroupItemModeling] = (0..<rows).map { index in
            HGroupItem(dataID: "row-\(index)", style: .init(alignment: .center, spacing: 8), groupItems: [
                ColorView.groupItem(dataID: "box", style: .init(width: 40, height: 40, color: .systemBlue)),
                Label.groupItem(dataID: "text", content: .text("Message \(index): see you at the station"), style: Label.Style()),
            ])
        }
        let clock = ContinuousClock()
        let duration = clock.measure {
            stage.show(.group(VGroup(style: .init(spacing: 4), items: items)))
        }
        return (stage, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

}
