import EpoxyComponents
import EpoxyCore
import EpoxyLayout

/// Label layout: a column of multi-line body labels chained top to bottom in a 393-point
/// wide window, each measured for the width it gets (the height-for-width loop), with the
/// real measurer when the Inter fonts are installed. Text caches are warmed first, so the
/// figures are the cost of the labels and the engine, not of FreeType.
///
/// Reports the time of a first layout of 1,000 labels against 100 (linear scaling means
/// about 10×; the target allows 11×) and of a re-layout after one label's text changed
/// against the first layout.
enum LabelBenchmark {
    private final class Window: View, TraitProviding {
        let providedTraits: Traits
        init(measurer: any TextMeasuring) {
            providedTraits = Traits(textMeasurer: measurer)
            super.init(frame: Rect(x: 0, y: 0, width: 393, height: 852))
        }
    }

    static func run(_ report: inout BenchmarkReport) {
        report.section("labels")
        let measurer: any TextMeasuring
        do {
            measurer = try TextMeasurers.makeDefault(fallbackToFixedMetrics: true) { error in
                print("  warning: \(error); measuring with fixed metrics")
            }
        } catch {
            print("  skipped: \(error)")
            return
        }
        let texts = makeTexts(count: 1_000)
        for text in texts {
            _ = measurer.measure(text, style: .body, width: 361)
            _ = measurer.measure(text, style: .body)
        }

        let times = firstLayoutTimes(of: texts, counts: [100, 1_000], measurer: measurer)
        let small = times[100] ?? 0, large = times[1_000] ?? .infinity

        let (window, labels) = makeColumn(texts, measurer: measurer)
        window.layoutIfNeeded()
        var toggle = false
        let relayout = BenchmarkReport.measure(repetitions: 5) {
            toggle.toggle()
            labels[500].setContent(.text(toggle ? texts[0] : texts[500]), animated: false)
            window.layoutIfNeeded()
        }
        let lastFrame = labels[labels.count - 1].frame

        report.figure("measurer", String(describing: type(of: measurer)))
        report.figure("first layout of 100 labels", BenchmarkReport.milliseconds(small))
        report.figure("first layout of 1,000 labels", BenchmarkReport.milliseconds(large))
        report.figure("re-layout of 1,000 labels after one text change", BenchmarkReport.milliseconds(relayout))
        report.figure("column height (1,000 labels)", lastFrame.maxY.pointDescription)
        report.ratio("1,000 labels vs 100", large / small, atMost: 11)
        report.ratio("first layout vs re-layout after one change", large / relayout)
    }

    /// The best time of laying out a fresh column of the first `counts` of `texts` for the first time.
    private static func firstLayoutTimes(of texts: [String], counts: [Int], measurer: any TextMeasuring) -> [Int: Double] {
        BenchmarkReport.measureScaling(counts, seconds: 2, prepare: { makeColumn(Array(texts.prefix($0)), measurer: measurer).window }) { _, window in
            window.layoutIfNeeded()
        }
    }

    private static func makeColumn(_ texts: [String], measurer: any TextMeasuring) -> (window: View, labels: [Label]) {
        let window = Window(measurer: measurer)
        let style = Label.Style(font: .textStyle(.body), numberOfLines: 0)
        var labels: [Label] = []
        var constraints: [LayoutConstraint] = []
        var previous: View = window
        for text in texts {
            let label = Label(style: style, content: .text(text))
            window.addSubview(label)
            constraints += [
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                previous === window
                    ? label.topAnchor.constraint(equalTo: window.topAnchor)
                    : label.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8),
            ]
            labels.append(label)
            previous = label
        }
        LayoutConstraint.activate(constraints)
        return (window, labels)
    }

    /// `count` reproducible texts of 4–40 words, so labels take one to four lines.
    private static func makeTexts(count: Int) -> [String] {
        let words = ["inbox", "message", "tomorrow", "the", "a", "meeting", "about", "layout", "constraints",
                     "and", "Dynamic", "Type", "with", "photos", "from", "yesterday", "lunch", "Epoxy", "Lua", "swift"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { index in
            let length = 4 + next() % 37
            return "\(index): " + (0..<length).map { _ in words[next() % words.count] }.joined(separator: " ")
        }
    }

}
