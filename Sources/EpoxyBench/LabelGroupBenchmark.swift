import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// The layout scaling target: a VGroup of 1,000 multi-line labels laid out in
/// a 393-point window within 10× the time of 100. Text caches are warmed first, so the figure is
/// the cost of the group's constraints, the height-for-width loop and the solver.
enum LabelGroupBenchmark {
    private final class Window: View, TraitProviding {
        let providedTraits: Traits
        init(measurer: any TextMeasuring, height: Double) {
            providedTraits = Traits(textMeasurer: measurer)
            super.init(frame: Rect(x: 0, y: 0, width: 393, height: height))
        }
    }

    static func run(_ report: inout BenchmarkReport) {
        report.section("label-group: a VGroup of N multi-line labels")
        let measurer: any TextMeasuring
        do {
            measurer = try TextMeasurers.makeDefault(fallbackToFixedMetrics: true) { error in
                print("  warning: \(error); measuring with fixed metrics")
            }
        } catch {
            print("  skipped: \(error)")
            return
        }
        let texts = (0..<1_000).map { index in
            "\(index): " + String(repeating: "layout constraints and Dynamic Type ", count: 1 + index % 4)
        }
        for text in texts { _ = measurer.measure(text, style: .body, width: 361) }
        let times = BenchmarkReport.measureScaling([100, 1_000], seconds: 2, prepare: { makeWindow(Array(texts.prefix($0)), measurer: measurer) }) { _, window in
            window.layoutIfNeeded()
        }
        for count in [100, 1_000] {
            report.figure("\(count) labels", "\(String(format1: (times[count] ?? 0) * 1000)) ms")
        }
        report.ratio("t(1000)/t(100)", (times[1_000] ?? 0) / (times[100] ?? 1), atMost: 10)
    }

    private static func makeWindow(_ texts: [String], measurer: any TextMeasuring) -> View {
        let window = Window(measurer: measurer, height: Double(texts.count) * 120)
        let style = Label.Style(font: .textStyle(.body), numberOfLines: 0)
        let group = VGroup(spacing: 8, items: texts.enumerated().map { index, text in
            Label.groupItem(dataID: index, content: .text(text), style: style)
        })
        group.install(in: window)
        group.constrainToSuperview(bottomPriority: 1)
        return window
    }
}
