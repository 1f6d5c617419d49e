import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// The same 3,000 labels laid out in an HGroup and in a VGroup: a horizontal chain must cost
/// what a vertical one does. The HGroup centres its items, so each also carries the
/// low-priority edge constraints that give the group its height (the harder case for the
/// solver). Times of a first layout, and the memory that layout adds, measured in a fresh
/// child process per group.
enum HGroupLabelsBenchmark {
    static let count = 3_000

    private final class Window: View, TraitProviding {
        let providedTraits: Traits
        init(measurer: any TextMeasuring, size: Size) {
            providedTraits = Traits(textMeasurer: measurer)
            super.init(frame: Rect(origin: .zero, size: size))
        }
    }

    enum Axis: String {
        case horizontal, vertical
    }

    static func run(_ report: inout BenchmarkReport) {
        report.section("hgroup-labels: an HGroup vs a VGroup of \(count) labels")
        let measurer: any TextMeasuring
        do {
            measurer = try makeMeasurer()
        } catch {
            print("  skipped: \(error)")
            return
        }
        let texts = makeTexts(measurer: measurer)
        var times: [Axis: Double] = [:]
        var checks: [String] = []
        for axis in [Axis.vertical, .horizontal] {
            var windows = (0..<2).map { _ in makeWindow(axis, texts: texts, measurer: measurer) }
            times[axis] = BenchmarkReport.measure(repetitions: windows.count) {
                guard let (window, labels) = windows.popLast() else { return }
                window.layoutIfNeeded()
                checks.append(check(axis, labels))
            }
            report.figure("\(axis.rawValue) first layout", BenchmarkReport.milliseconds(times[axis] ?? 0))
        }
        let failed = checks.filter { !$0.isEmpty }
        report.check("layout checks", problems: failed)
        report.ratio("HGroup/VGroup time", (times[.horizontal] ?? .infinity) / (times[.vertical] ?? 1), atMost: 2)

        var memory: [Axis: Double] = [:]
        for axis in [Axis.vertical, .horizontal] {
            switch ChildMemoryMeasurement.residentMiB(of: "\(axis.rawValue)-labels") {
            case .success(let mebibytes):
                memory[axis] = mebibytes
                report.figure("\(axis.rawValue) memory grown by the first layout", String(format: "%.1f MiB (fresh process)", mebibytes))
            case .failure(let error):
                report.figure("\(axis.rawValue) memory", error.message)
            }
        }
        report.ratio("HGroup/VGroup memory", (memory[.horizontal] ?? .infinity) / (memory[.vertical] ?? 1), atMost: 2)
    }

    /// What a fresh child reports: the resident bytes the layout of the labels adds to a process
    /// that has measured their texts already (so both axes count the engine, not the fonts).
    static func residentBytesGrownByLayout(_ axis: Axis) throws -> Int {
        let measurer = try makeMeasurer()
        let texts = makeTexts(measurer: measurer)
        let before = ChildMemoryMeasurement.residentBytes()
        let (window, labels) = makeWindow(axis, texts: texts, measurer: measurer)
        window.layoutIfNeeded()
        let grown = ChildMemoryMeasurement.residentBytes() - before
        withExtendedLifetime((window, labels)) {}
        return grown
    }

    private static func makeMeasurer() throws -> any TextMeasuring {
        try TextMeasurers.makeDefault(fallbackToFixedMetrics: true) { error in
            print("  warning: \(error); measuring with fixed metrics")
        }
    }

    /// Label texts of one to four phrases, measured once on a line of their own and at the
    /// VGroup's width, so the figures are the layout's, not FreeType's.
    private static func makeTexts(measurer: any TextMeasuring) -> [String] {
        let texts = (0..<count).map { index in
            "\(index): " + String(repeating: "layout constraints and Dynamic Type ", count: 1 + index % 4)
        }
        for text in texts {
            _ = measurer.measure(text, style: .body)
            _ = measurer.measure(text, style: .body, width: 361)
        }
        return texts
    }

    /// A VGroup fills a 393-point wide window and takes its natural height; an HGroup takes its
    /// natural width and height (its trailing and bottom edges pull at priority 1).
    private static func makeWindow(_ axis: Axis, texts: [String], measurer: any TextMeasuring) -> (View, [Label]) {
        let style = Label.Style(font: .textStyle(.body), numberOfLines: 0)
        let items = texts.enumerated().map { index, text in Label.groupItem(dataID: index, content: .text(text), style: style) }
        switch axis {
        case .vertical:
            let window = Window(measurer: measurer, size: Size(width: 393, height: Double(count) * 120))
            let group = VGroup(spacing: 8, items: items)
            group.install(in: window)
            group.constrainToSuperview(bottomPriority: 1)
            return (window, group.constrainables.compactMap { $0 as? Label })
        case .horizontal:
            let window = Window(measurer: measurer, size: Size(width: Double(count) * 1_000, height: 852))
            let group = HGroup(alignment: .center, spacing: 8, items: items)
            group.install(in: window)
            LayoutConstraint.activate([
                group.topAnchor.constraint(equalTo: window.topAnchor),
                group.bottomAnchor.constraint(equalTo: window.bottomAnchor).withPriority(1),
                group.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                group.trailingAnchor.constraint(equalTo: window.trailingAnchor).withPriority(1),
            ])
            return (window, group.constrainables.compactMap { $0 as? Label })
        }
    }

    /// Empty when every label starts 8 points after the previous one ends, else what is wrong.
    private static func check(_ axis: Axis, _ labels: [Label]) -> String {
        guard labels.count == count else { return "\(axis.rawValue): \(labels.count) labels" }
        for (previous, label) in zip(labels, labels.dropFirst()) {
            let gap = axis == .vertical ? label.frame.minY - previous.frame.maxY : label.frame.minX - previous.frame.maxX
            if abs(gap - 8) > 1e-6 || label.frame.width <= 0 || label.frame.height <= 0 {
                return "\(axis.rawValue): label at \(label.frame) after \(previous.frame)"
            }
        }
        return ""
    }
}
