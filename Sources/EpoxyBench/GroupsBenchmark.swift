import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// Layout groups: building and laying out a list of rows (a VGroup of HGroupItems, each an
/// avatar, a title and a date), and re-setting the items of a laid-out list, where the diff
/// should keep every view and only the changed rows do work.
enum GroupsBenchmark {
    /// A fixed-size view with integer content, counting nothing: the cheapest possible item.
    final class Cell: View, EpoxyableView {
        let size: Size
        private(set) var content = 0

        init(style: Size) {
            size = style
            super.init()
        }

        override var intrinsicContentSize: Size { size }

        func setContent(_ content: Int, animated: Bool) {
            self.content = content
        }
    }

    static func run(_ report: inout BenchmarkReport) {
        report.section("groups: build, install and lay out N rows (3 views each)")
        var checks: [String] = []
        let times = BenchmarkReport.measureScaling([100, 1_000], seconds: 2, prepare: { _ in () }) { count, _ in
            let (root, group) = layOut(count: count, version: 0)
            checks.append(check(root, group, count: count))
        }
        for count in [100, 1_000] { report.figure("\(count) rows", BenchmarkReport.milliseconds(times[count] ?? 0)) }
        report.ratio("t(1000)/t(100)", (times[1_000] ?? 0) / (times[100] ?? 1), atMost: 11)

        report.section("groups: flat VGroup of N views")
        let flatTimes = BenchmarkReport.measureScaling([300, 1_000, 1_200], seconds: 2, prepare: { _ in () }) { count, _ in
            let root = flatColumn(count: count)
            if let last = root.subviews.last, abs(last.frame.minY - Double(count - 1) * 20) > 1e-6 {
                checks.append("flat: last view at \(last.frame.minY)")
            }
        }
        for count in [300, 1_000, 1_200] { report.figure("\(count) views", BenchmarkReport.milliseconds(flatTimes[count] ?? 0)) }
        report.ratio("t(1200)/t(300)", (flatTimes[1_200] ?? 0) / (flatTimes[300] ?? 1), atMost: 6)
        // Nesting costs a constant factor per row (three views and a group), not a growing one.
        report.ratio("1,000 rows / 1,000 flat views", (times[1_000] ?? .infinity) / (flatTimes[1_000] ?? 1), atMost: 3)
        // What the two cases ask of the solver: a centred HGroup item is held by five constraints
        // (Epoxy's), so a row brings several times a flat view's; per constraint, the two cost alike.
        let rowConstraints = Double(constraintCount(of: layOut(count: 1_000, version: 0).0))
        let flatConstraints = Double(constraintCount(of: flatColumn(count: 1_000)))
        report.figure("constraints installed: 1,000 rows / 1,000 flat views",
                      "\(Int(rowConstraints)) / \(Int(flatConstraints)) = \(String(format1: rowConstraints / flatConstraints))×")
        report.figure("time per installed constraint, rows / flat views",
                      "\(String(format1: ((times[1_000] ?? .nan) / rowConstraints) / ((flatTimes[1_000] ?? .nan) / flatConstraints)))×")

        report.section("groups: setItems on 300 laid-out rows")
        let count = 300
        let rebuild = BenchmarkReport.measure(repetitions: 3) { _ = layOut(count: count, version: 0) }
        let (root, group) = layOut(count: count, version: 0)
        var version = 0
        let unchanged = BenchmarkReport.measure(repetitions: 3) {
            group.setItems(rows(count: count, version: 0, changedRow: nil), animated: false)
            root.layoutIfNeeded()
        }
        let oneChanged = BenchmarkReport.measure(repetitions: 3) {
            version += 1
            group.setItems(rows(count: count, version: version, changedRow: count / 2), animated: false)
            root.layoutIfNeeded()
        }
        checks.append(check(root, group, count: count))
        report.figure("rebuild (new group, install, layout)", BenchmarkReport.milliseconds(rebuild))
        report.figure("setItems, nothing changed", BenchmarkReport.milliseconds(unchanged))
        report.figure("setItems, one row's content changed", BenchmarkReport.milliseconds(oneChanged))
        report.ratio("rebuild/unchanged", rebuild / unchanged, atLeast: 5)
        report.ratio("rebuild/one changed", rebuild / oneChanged, atLeast: 1.5)
        let failed = checks.filter { !$0.isEmpty }
        report.check("layout checks", problems: failed)
    }

    /// A VGroup of `count` 20-point views in a root, laid out.
    private static func flatColumn(count: Int) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: Double(count) * 20))
        let group = VGroup(items: (0..<count).map { Cell.groupItem(dataID: $0, content: 0, style: Size(width: 48, height: 20)) })
        group.install(in: root)
        group.constrainToSuperview(bottomPriority: 1)
        root.layoutIfNeeded()
        return root
    }

    /// The constraints installed on the views of a tree (the engine adds each view's intrinsic
    /// size, one constraint per axis, on top).
    private static func constraintCount(of root: View) -> Int {
        root.viewsInSubtree.reduce(0) { $0 + $1.constraints.count }
    }

    /// Rows of 56 points (48-pt avatar + 4 + 4 padding) stacked 8 apart in a 375-wide root.
    static func layOut(count: Int, version: Int) -> (View, VGroup) {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: Double(count) * 64))
        let group = VGroup(spacing: 8, items: rows(count: count, version: version, changedRow: nil))
        group.install(in: root)
        group.constrainToSuperview(bottomPriority: 1)
        root.layoutIfNeeded()
        return (root, group)
    }

    private static func rows(count: Int, version: Int, changedRow: Int?) -> [any GroupItemModeling] {
        (0..<count).map { index in
            let content = index == changedRow ? version : 0
            return HGroupItem(dataID: index, alignment: .center, spacing: 8) {
                Cell.groupItem(dataID: "avatar", content: content, style: Size(width: 48, height: 48))
                Cell.groupItem(dataID: "title", content: content, style: Size(width: 120, height: 20))
                    .contentHuggingPriority(249, for: .horizontal)
                Cell.groupItem(dataID: "date", content: content, style: Size(width: 40, height: 16))
            }
            .padding(DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
        }
    }

    /// Empty when the last row's avatar is where the constraints put it, else what is wrong.
    private static func check(_ root: View, _ group: VGroup, count: Int) -> String {
        guard let lastRow = group.constrainable(with: count - 1) as? HGroup,
              let avatar = lastRow.constrainable(with: "avatar") as? View else { return "last row missing" }
        let expectedY = Double(count - 1) * 64 + 4
        guard abs(avatar.frame.minY - expectedY) < 1e-6, abs(avatar.frame.minX - 16) < 1e-6 else {
            return "last avatar at \(avatar.frame.origin), expected (16, \(expectedY))"
        }
        return ""
    }

}
