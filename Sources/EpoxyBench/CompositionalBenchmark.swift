import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import Foundation

/// A 100-section compositional home screen (50 carousels of 20 self-sizing cards alternating
/// with 50 two-column grids of 20 photos): its first layout against the same 2,000 items in
/// a plain list, and the cost of scrolling a carousel sideways (no layout at all) against a
/// layout of the whole screen.
enum CompositionalBenchmark {
    static let style = Label.Style(font: .font(Font(size: 12)), numberOfLines: 0)
    static let sectionCount = 100
    static let itemsPerSection = 20

    static func sections() -> [SectionModel] {
        (0..<sectionCount).map { sectionIndex in
            let items = (0..<itemsPerSection).map { index in
                Label.itemModel(
                    dataID: "\(sectionIndex)-\(index)",
                    content: .text("Item \(index) of section \(sectionIndex) " + String(repeating: "word ", count: index % 7)),
                    style: style
                ).eraseToAnyItemModel()
            }
            return SectionModel(dataID: sectionIndex, items: items)
        }
    }

    /// Cards 80% of the width, as tall as their text, paging by group.
    static let carousel = LayoutSection(
        group: .horizontal(
            layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .estimated(60)),
            subitems: [.item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(60))))]),
        interGroupSpacing: 12, contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
        orthogonalScrollingBehavior: .groupPaging)

    /// Two columns of photos in square-ish rows.
    static let grid = LayoutSection(
        group: .horizontal(
            layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5)),
            repeatingSubitem: .item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))),
            count: 2, interItemSpacing: 8),
        interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))

    static var layout: CompositionalLayout { CompositionalLayout { index, _, _ in index % 2 == 0 ? carousel : grid } }

    /// The best of three first layouts of `sections` with `layout` in a fresh window each time.
    static func firstLayout(_ sections: [SectionModel], layout: any CollectionViewLayout) -> (seconds: Double, collection: CollectionView, window: TraitRootView) {
        var best = Double.infinity
        var last: (CollectionView, TraitRootView)?
        for _ in 0..<3 {
            let window = TraitRootView(frame: Rect(x: 0, y: 0, width: 393, height: 852), traits: Traits(textMeasurer: FixedMetricsTextMeasurer()))
            window.windowSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            let collection = CollectionView(layout: layout, frame: window.bounds)
            window.addSubview(collection)
            window.layoutIfNeeded()
            best = min(best, BenchmarkReport.measure(repetitions: 1) {
                collection.setSections(sections, animated: false)
                window.layoutIfNeeded()
            })
            last = (collection, window)
        }
        return (best, last!.0, last!.1)
    }

    static func run(_ report: inout BenchmarkReport) {
        report.section("Compositional layout: 100 sections (50 carousels of 20 cards, 50 grids of 20)")
        let models = sections()
        let list = firstLayout(models, layout: ListLayout())
        let compositional = firstLayout(models, layout: layout)
        report.figure("first layout, plain list of 2,000 rows", BenchmarkReport.milliseconds(list.seconds))
        report.figure("first layout, compositional screen of 2,000 items", BenchmarkReport.milliseconds(compositional.seconds))
        report.ratio("compositional / plain list first layout (same items)", compositional.seconds / list.seconds, atMost: 2)

        // Scroll the first carousel through its cards and back, 40 points at a time (each
        // scroll rests on a card, so most steps move), the window laid out after each step as
        // a render loop does; the collection's layout must not run.
        let collection = compositional.collection
        let layoutsBefore = collection.layoutCount
        let steps = 200
        let scrolling = BenchmarkReport.measure(repetitions: 1) {
            for step in 0..<steps {
                let x = Double(step < steps / 2 ? step : steps - step) * 40
                _ = try? collection.scrollSection(0, to: x)
                compositional.window.layoutIfNeeded()
            }
        }
        let layouts = collection.layoutCount - layoutsBefore
        report.figure("layouts during \(steps) carousel scrolls", "\(layouts)")
        report.ratio("layouts of the screen per carousel scroll (target 0)", Double(layouts) / Double(steps), atMost: 0)
        let relayout = BenchmarkReport.measure(repetitions: 3) {
            collection.invalidateLayout()
            compositional.window.layoutIfNeeded()
        }
        report.figure("one carousel scroll", BenchmarkReport.milliseconds(scrolling / Double(steps)))
        report.figure("one layout of the whole screen (sizes cached)", BenchmarkReport.milliseconds(relayout))
        report.ratio("whole-screen layout / carousel scroll", relayout / (scrolling / Double(steps)), atLeast: 5)
    }
}
