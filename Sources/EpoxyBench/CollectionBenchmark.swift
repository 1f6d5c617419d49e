import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import Foundation

/// The collection view at scale: a list of 100,000 wrapping labels (fixed text metrics) laid
/// out for the first time (time per item, resident memory), against 10,000 (should scale
/// linearly), then scrolled 10,000 points in 10-point steps, each step laid out as a render
/// loop would (display callbacks per second).
enum CollectionBenchmark {
    /// Counts display callbacks.
    final class CallbackCounter {
        var count = 0
    }

    static let style = Label.Style(font: .font(Font(size: 10)), numberOfLines: 0)

    /// A row of a fixed height: no text, so the figures show the collection's own cost.
    final class FixedRow: View, EpoxyableView {
        init(style: Double) {
            super.init()
            contentMeasurer = { _ in Size(width: View.noIntrinsicMetric, height: style) }
        }

        func setContent(_ content: Int, animated: Bool) {}
    }

    static func fixedRowSections(_ count: Int) -> [SectionModel] {
        [SectionModel(dataID: "list", items: (0..<count).map { FixedRow.itemModel(dataID: $0, content: $0, style: 44) })]
    }

    static func sections(_ count: Int, counter: CallbackCounter) -> [SectionModel] {
        let items = (0..<count).map { index in
            Label.itemModel(dataID: index, content: .text("Row \(index) " + String(repeating: "word ", count: index % 20)), style: style)
                .willDisplay { _ in counter.count += 1 }
                .didEndDisplaying { _ in counter.count += 1 }
                .eraseToAnyItemModel()
        }
        return [SectionModel(dataID: "list", items: items)]
    }

    static func makeWindow(layout: ListLayout = ListLayout()) -> (TraitRootView, CollectionView) {
        let window = TraitRootView(frame: Rect(x: 0, y: 0, width: 393, height: 852), traits: Traits(textMeasurer: FixedMetricsTextMeasurer()))
        window.windowSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let collection = CollectionView(layout: layout, frame: window.bounds)
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    /// The first layout of `count` rows (models built beforehand), with resident memory
    /// before the models were built, after, and after the layout.
    static func firstLayout(_ count: Int) -> FirstLayout {
        let counter = CallbackCounter()
        let beforeModels = residentMiB()
        let models = sections(count, counter: counter)
        let afterModels = residentMiB()
        let (window, collection) = makeWindow()
        let seconds = BenchmarkReport.measure(repetitions: 1) {
            collection.setSections(models, animated: false)
            window.layoutIfNeeded()
        }
        return FirstLayout(
            seconds: seconds, window: window, collection: collection, counter: counter,
            memory: (beforeModels, afterModels, residentMiB()))
    }

    struct FirstLayout {
        let seconds: Double
        let window: TraitRootView
        let collection: CollectionView
        let counter: CallbackCounter
        let memory: (beforeModels: Double, afterModels: Double, afterLayout: Double)
    }

    /// Resident bytes after the first layout of 100,000 rows; what a fresh child process reports.
    static func residentBytesAfterLargeFirstLayout() -> Int {
        let large = firstLayout(100_000)
        let bytes = ChildMemoryMeasurement.residentBytes()
        withExtendedLifetime(large) {}
        return bytes
    }

    static func residentMiB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * 4096 / 1_048_576
    }

    static func run(_ report: inout BenchmarkReport) {
        report.section("Collection view: 100,000-row list, first layout and scrolling")
        let smallSeconds = firstLayout(10_000).seconds
        let large = firstLayout(100_000)
        report.figure("first layout of 10,000 rows", String(format: "%.1f ms (%.2f µs per row)", smallSeconds * 1000, smallSeconds / 10_000 * 1e6))
        report.figure("first layout of 100,000 rows", String(format: "%.1f ms (%.2f µs per row)", large.seconds * 1000, large.seconds / 100_000 * 1e6))
        report.figure("100,000 / 10,000 labels (text caches fill past 50,000)", String(format: "%.1f×", large.seconds / smallSeconds))
        ChildMemoryMeasurement.report(&report, screen: "collection", name: "resident memory with 100,000 rows", budgetMiB: 200)
        report.figure("model sizes", "ItemModel<Label> \(MemoryLayout<ItemModel<Label>>.size) B, AnyItemModel \(MemoryLayout<AnyItemModel>.size) B, Label.Style \(MemoryLayout<Label.Style>.size) B")
        report.figure("measurements", "\(large.collection.measurementCount), views made \(large.collection.createdViewCount)")

        let estimatedModels = sections(100_000, counter: CallbackCounter())
        let (estimatedWindow, estimatedCollection) = makeWindow(layout: ListLayout(estimatedItemHeight: 20))
        let estimatedSeconds = BenchmarkReport.measure(repetitions: 1) {
            estimatedCollection.setSections(estimatedModels, animated: false)
            estimatedWindow.layoutIfNeeded()
        }
        report.figure("first layout of 100,000 rows with estimated heights", String(
            format: "%.1f ms (%.2f µs per row, %d rows measured)", estimatedSeconds * 1000, estimatedSeconds / 100_000 * 1e6,
            estimatedCollection.measurementCount))

        let smallFixed = fixedRowSections(10_000)
        let (smallFixedWindow, smallFixedCollection) = makeWindow()
        let smallFixedSeconds = BenchmarkReport.measure(repetitions: 1) {
            smallFixedCollection.setSections(smallFixed, animated: false)
            smallFixedWindow.layoutIfNeeded()
        }
        let fixed = fixedRowSections(100_000)
        let (fixedWindow, fixedCollection) = makeWindow()
        let fixedSeconds = BenchmarkReport.measure(repetitions: 1) {
            fixedCollection.setSections(fixed, animated: false)
            fixedWindow.layoutIfNeeded()
        }
        report.figure("first layout of 100,000 fixed-height rows (no text)", String(format: "%.1f ms (%.2f µs per row)", fixedSeconds * 1000, fixedSeconds / 100_000 * 1e6))
        report.ratio("fixed-height rows 100,000 / 10,000 (linear: about 10)", fixedSeconds / smallFixedSeconds, atMost: 15)
        let update = BenchmarkReport.measure(repetitions: 1) {
            var changed = fixed
            changed[0] = changed[0].items(Array(changed[0].items.dropFirst(10)))
            fixedCollection.setSections(changed, animated: false)
            fixedWindow.layoutIfNeeded()
        }
        report.figure("update of 100,000 fixed-height rows (10 deleted)", String(format: "%.1f ms", update * 1000))

        // A screen re-render: 1,000 rows rebuilt with one changed, set again.
        let (thousandWindow, thousandCollection) = makeWindow()
        thousandCollection.setSections(fixedRowSections(1000), animated: false)
        thousandWindow.layoutIfNeeded()
        var changedRow = 0
        var rebuilt: [SectionModel] = []
        let build = BenchmarkReport.measure(repetitions: 20) { rebuilt = fixedRowSections(1000) }
        let rerender = BenchmarkReport.measure(repetitions: 20) {
            changedRow += 1
            var sections = fixedRowSections(1000)
            var items = sections[0].items
            items[changedRow % 1000] = FixedRow.itemModel(dataID: changedRow % 1000, content: -changedRow, style: 44).eraseToAnyItemModel()
            sections[0] = sections[0].items(items)
            thousandCollection.setSections(sections, animated: false)
            thousandWindow.layoutIfNeeded()
        }
        report.figure("building 1,000 row models", String(format: "%.3f ms", build * 1000))
        report.figure("re-render of 1,000 rows after one change (build + update + layout)", String(format: "%.3f ms", rerender * 1000))
        report.ratio("re-render / building the models", rerender / build)
        _ = rebuilt

        let collection = large.collection, window = large.window, counter = large.counter
        counter.count = 0
        let start = collection.contentOffset.y
        let steps = 1000
        let seconds = BenchmarkReport.measure(repetitions: 1) {
            for step in 1...steps {
                collection.scroll(to: Point(x: 0, y: start + Double(step) * 10))
                window.layoutIfNeeded()
            }
        }
        report.figure("scrolling 10,000 pt in 10 pt steps", String(format: "%.1f ms (%.1f µs per step)", seconds * 1000, seconds / Double(steps) * 1e6))
        report.figure("display callbacks", String(format: "%d (%.0f per second)", counter.count, Double(counter.count) / seconds))
        report.figure("views made / reused while scrolling", "\(collection.createdViewCount) / \(collection.reusedViewCount)")

        // Rows with constraints inside (title and subtitle labels in margins): each step's
        // layout solves the visible rows' constraints.
        let (rowWindow, rowCollection) = makeWindow()
        rowCollection.setSections([SectionModel(dataID: "rows", items: (0..<1000).map { index in
            TextRow.itemModel(dataID: index, content: TextRow.Content(title: "Title \(index)", subtitle: "Subtitle \(index)"), style: TextRow.Style())
        })], animated: false)
        rowWindow.layoutIfNeeded()
        let rowStart = rowCollection.contentOffset.y
        let rowSeconds = BenchmarkReport.measure(repetitions: 1) {
            for step in 1...steps {
                rowCollection.scroll(to: Point(x: 0, y: rowStart + Double(step) * 10))
                rowWindow.layoutIfNeeded()
            }
        }
        report.figure("scrolling TextRows 10,000 pt in 10 pt steps", String(format: "%.1f ms (%.1f µs per step)", rowSeconds * 1000, rowSeconds / Double(steps) * 1e6))
    }
}
