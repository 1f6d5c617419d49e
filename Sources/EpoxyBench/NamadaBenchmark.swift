import EpoxyCore
import EpoxyLayout
import EpoxyNamadaLayout

/// The NamadaLayout DSL: laying out N rows chained to the previous one inside scroll content
/// (a typical long screen) against the same constraints made by hand with anchors, with explicit
/// required priorities (the DSL's own cost) and with NamadaLayout's default priorities 999, 998, …
/// (which make every constraint optional and so cost the solver far more).
enum NamadaBenchmark {
    static func run(_ report: inout BenchmarkReport) {
        report.section("namada: N rows chained to the previous one in scroll content, DSL vs anchors by hand")
        var checks: [String] = []
        var dsl: [Int: Double] = [:], hand: [Int: Double] = [:]
        for count in [100, 1_000] {
            let repetitions = count >= 1_000 ? 1 : 3
            dsl[count] = BenchmarkReport.measure(repetitions: repetitions) {
                checks.append(check(layOutWithDSL(count: count, priority: .required), count: count))
            }
            hand[count] = BenchmarkReport.measure(repetitions: repetitions) {
                checks.append(check(layOutByHand(count: count), count: count))
            }
            report.figure("\(count) rows: DSL (required)", BenchmarkReport.milliseconds(dsl[count] ?? 0))
            report.figure("\(count) rows: by hand", BenchmarkReport.milliseconds(hand[count] ?? 0))
        }
        report.ratio("DSL / by hand (1000 rows, required)", (dsl[1_000] ?? 0) / max(hand[1_000] ?? 0, 1e-9), atMost: 1.5)
        report.ratio("DSL t(1000)/t(100)", (dsl[1_000] ?? 0) / max(dsl[100] ?? 0, 1e-9), atMost: 20)

        let defaults = BenchmarkReport.measure(repetitions: 1) {
            checks.append(check(layOutWithDSL(count: 300, priority: nil), count: 300))
        }
        let defaultsHand = BenchmarkReport.measure(repetitions: 1) {
            checks.append(check(layOutByHand(count: 300), count: 300))
        }
        report.figure("300 rows: DSL (default priorities 999…996)", BenchmarkReport.milliseconds(defaults))
        report.ratio("default priorities / by hand (300 rows; solver cost of optional constraints)", defaults / max(defaultsHand, 1e-9))
        if let problem = checks.first(where: { !$0.isEmpty }) { report.figure("CHECK FAILED", problem) }
    }

    /// Rows 20 tall, 8 apart, 16 from the sides, in a scroll view's vertical content; every
    /// constraint at `priority`, or at the chain's default priorities when nil.
    private static func layOutWithDSL(count: Int, priority: LayoutPriority?) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        do {
            try root.layoutContent { content in
                content.putScroll().edges(.equal, to: .parent).layoutContent { scroll in
                    scroll.putScrollVContentView().layoutContent { rows in
                        for index in 0..<count {
                            let row = rows.putView()
                            if index == 0 {
                                row.top(.equalTo(8), to: .parent, priority: priority)
                            } else {
                                row.top(.equalTo(8), to: Anchor(of: .previous).bottomAnchor, priority: priority)
                            }
                            row.horizontal(.equalTo(16), to: .parent, priority: priority).height(.equalTo(20), priority: priority)
                            if index == count - 1 { row.bottom(.equalTo(8), to: .parent, priority: priority) }
                        }
                    }
                }
            }
        } catch {
            print("  layout failed: \(error)")
        }
        root.layoutIfNeeded()
        return root
    }

    /// The same layout with anchors, as a UIKit engineer writes it without the DSL.
    private static func layOutByHand(count: Int) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let scroll = ScrollView(), content = View()
        root.addSubview(scroll)
        scroll.addSubview(content)
        var constraints = [
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leftAnchor.constraint(equalTo: root.leftAnchor), scroll.rightAnchor.constraint(equalTo: root.rightAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ]
        var previous: View?
        for index in 0..<count {
            let row = View()
            content.addSubview(row)
            constraints.append(row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? content.topAnchor, constant: 8))
            constraints.append(row.leftAnchor.constraint(equalTo: content.leftAnchor, constant: 16))
            constraints.append(row.rightAnchor.constraint(equalTo: content.rightAnchor, constant: -16))
            constraints.append(row.heightAnchor.constraint(equalToConstant: 20))
            if index == count - 1 { constraints.append(row.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8)) }
            previous = row
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return root
    }

    /// Empty when the last row sits where AutoLayout puts it; a description of the problem otherwise.
    private static func check(_ root: View, count: Int) -> String {
        guard let scroll = root.subviews.first as? ScrollView, let content = scroll.subviews.first,
              let last = content.subviews.last else { return "no rows" }
        let expectedY = Double(count - 1) * 28 + 8
        guard last.frame == Rect(x: 16, y: expectedY, width: 358, height: 20),
              scroll.contentSize == Size(width: 390, height: Double(count) * 28 + 8) else {
            return "last row at \(last.frame), content \(scroll.contentSize) for \(count) rows"
        }
        return ""
    }

}
