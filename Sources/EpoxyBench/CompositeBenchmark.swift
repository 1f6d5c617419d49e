import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// Composite rows: a VGroup of image rows (each an HGroup of an image, a VGroup of title and
/// subtitle, and a chevron, inside its own margins) in a 393-point window with fixed text
/// metrics, so the figures are the cost of the composites, the groups and the engine.
///
/// Reports a first layout of 500 rows against 50 (linear scaling means about 10×; the target
/// allows 11×), a re-layout after one row's content changed, and the cost of flipping a
/// navigation bar's trailing button on and off (its items and the title's clearance
/// constraints re-made).
enum CompositeBenchmark {
    private final class Window: View, TraitProviding {
        let providedTraits = Traits(textMeasurer: FixedMetricsTextMeasurer())
        init() { super.init(frame: Rect(x: 0, y: 0, width: 393, height: 852)) }
    }

    static func run(_ report: inout BenchmarkReport) {
        report.section("composites")
        let times = firstLayoutTimes(rows: [50, 500])
        let small = times[50] ?? 0, large = times[500] ?? .infinity

        let (window, rows) = makeColumn(rows: 500)
        window.layoutIfNeeded()
        var toggle = false
        let relayout = BenchmarkReport.measure(repetitions: 5) {
            toggle.toggle()
            rows[250].setContent(content(index: toggle ? 1 : 250, subtitle: toggle), animated: false)
            window.layoutIfNeeded()
        }

        let barWindow = Window()
        let bar = NavigationBar(style: NavigationBar.Style())
        barWindow.addSubview(bar)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: barWindow.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: barWindow.trailingAnchor),
            bar.topAnchor.constraint(equalTo: barWindow.topAnchor),
        ])
        let barUpdate = BenchmarkReport.measure(repetitions: 5) {
            for index in 0..<100 {
                let trailing = index.isMultiple(of: 2) ? "Edit" : nil
                bar.setContent(NavigationBar.Content(title: "Inbox \(index)", showsBackButton: true, trailingButtonTitle: trailing), animated: false)
                barWindow.layoutIfNeeded()
            }
        }

        report.figure("first layout of 50 image rows", BenchmarkReport.milliseconds(small))
        report.figure("first layout of 500 image rows", BenchmarkReport.milliseconds(large))
        report.figure("re-layout of 500 rows after one row's content changed", BenchmarkReport.milliseconds(relayout))
        report.figure("navigation bar update + layout (mean of 100)", BenchmarkReport.milliseconds(barUpdate / 100))
        report.figure("column height (500 rows)", rows[rows.count - 1].frame.maxY.pointDescription)
        report.ratio("500 rows vs 50", large / small, atMost: 11)
        report.ratio("first layout vs re-layout after one change", large / relayout)
    }

    /// The best time of laying out a fresh column of each count of rows for the first time.
    private static func firstLayoutTimes(rows: [Int]) -> [Int: Double] {
        BenchmarkReport.measureScaling(rows, seconds: 2, prepare: { makeColumn(rows: $0).window }) { _, window in
            window.layoutIfNeeded()
        }
    }

    private static func makeColumn(rows count: Int) -> (window: View, rows: [ImageRow]) {
        let window = Window()
        let style = ImageRow.Style()
        let stack = VGroup(items: (0..<count).map { index in
            ImageRow.groupItem(dataID: index, content: content(index: index, subtitle: index.isMultiple(of: 2)), style: style)
        })
        stack.install(in: window)
        // Pulls no harder than fitting, as a list sizing its rows does.
        stack.constrainToSuperview(bottomPriority: .fittingSizeLevel)
        let rows = stack.constrainables.compactMap { $0 as? ImageRow }
        return (window, rows)
    }

    private static func content(index: Int, subtitle: Bool) -> ImageRow.Content {
        ImageRow.Content(
            image: .name("avatar-\(index % 7)"),
            title: "Conversation \(index) about the layout of composite rows",
            subtitle: subtitle ? "Last message \(index) minutes ago" : nil,
            showsDisclosureIndicator: true)
    }

}
