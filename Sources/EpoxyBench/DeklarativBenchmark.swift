import EpoxyComponents
import EpoxyCore
import EpoxyDeklarativ
import EpoxyLayout

/// DeklarativTVC's updates: the hash-based batch of a 10 × 500-row table after an edit (rows
/// moved, inserted, deleted, one header edited), alone and applied to a shown table, against a
/// set without animations (a reload, which skips the batch but fills every visible row again).
enum DeklarativBenchmark {
    static func run(_ report: inout BenchmarkReport) {
        report.section("deklarativ")
        let old = model(edited: false)
        let new = model(edited: true)
        var batch = TableBatch.reloadData()
        let batchSeconds = BenchmarkReport.measure(repetitions: 5) {
            batch = TableBatchBuilder.batch(from: old, to: new, animations: .fade)
        }
        let rowCount = new.sections.reduce(0) { $0 + $1.rows.count }
        report.figure("batch of a 5,000-row table after an edit",
                      "\(BenchmarkReport.milliseconds(batchSeconds)) (\(batch.insertRows.count) inserts, \(batch.deleteRows.count) deletes, \(batch.moveRows.count) moves, \(batch.reloadSections.count) reloaded section; \(rowCount) rows)")

        let table = DeclarativeTVC()
        table.view.frame = Rect(x: 0, y: 0, width: 393, height: 852)
        let animatedSeconds = BenchmarkReport.measure(repetitions: 5) {
            table.set(model: old)
            table.view.layoutIfNeeded()
            table.set(model: new, animations: .fade)
            table.view.layoutIfNeeded()
        }
        let reloadSeconds = BenchmarkReport.measure(repetitions: 5) {
            table.set(model: old)
            table.view.layoutIfNeeded()
            table.set(model: new)
            table.view.layoutIfNeeded()
        }
        report.figure("reload + animated set on a shown table", BenchmarkReport.milliseconds(animatedSeconds))
        report.figure("reload + reload on a shown table", BenchmarkReport.milliseconds(reloadSeconds))
        report.ratio("animated set vs reload (the batch's share)", animatedSeconds / reloadSeconds, atMost: 3)
    }

    private struct Row: CellModel {
        let title: String

        func makeCell() -> Label { Label(style: .textStyle(.body)) }
        func apply(to cell: Label, containerView: View) { cell.setContent(.text(title), animated: false) }
        func height(containerView: View) -> Double? { 44 }
    }

    private struct Header: TableHeaderModel {
        let id: Int
        let title: String

        func makeCell() -> Label { Label(style: .textStyle(.footnote)) }
        func apply(to cell: Label, containerView: View) { cell.setContent(.text(title), animated: false) }
        func height(containerView: View) -> Double? { 28 }
        func innerHashValue() -> Int { id }
    }

    /// Ten sections of 500 rows; the edited version swaps neighbours every 50 rows, drops every
    /// 97th row, adds one row per section and renames the first header.
    private static func model(edited: Bool) -> TableModel {
        TableModel(sections: (0..<10).map { section in
            var titles = (0..<500).map { "Row \(section).\($0)" }
            if edited {
                for index in stride(from: 0, to: 490, by: 50) { titles.swapAt(index, index + 1) }
                titles = titles.enumerated().filter { $0.offset % 97 != 96 }.map(\.element)
                titles.append("New \(section)")
            }
            let title = edited && section == 0 ? "Section 0 (edited)" : "Section \(section)"
            return TableSection(header: Header(id: section, title: title), rows: titles.map { Row(title: $0) })
        })
    }

}
