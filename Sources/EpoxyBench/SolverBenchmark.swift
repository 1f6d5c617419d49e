import EpoxySolver
import EpoxyCore
import EpoxyLayout

/// Constraint solving of a VGroup-shaped chain: every view pinned to the container's leading
/// and trailing edges, its top 8 below the previous view's bottom, with a fixed height.
enum SolverBenchmark {
    static func run(_ report: inout BenchmarkReport) {
        report.section("solver: VGroup chain")
        var lastTops: [Int: Double] = [:]
        let times = BenchmarkReport.measureScaling([100, 1_000, 10_000], seconds: 1, prepare: { _ in () }) { count, _ in
            let chain = Chain(count: count)
            lastTops[count] = chain.solver.value(of: chain.tops[count - 1])
        }
        var problems: [String] = []
        for count in [100, 1_000, 10_000] {
            let lastTop = lastTops[count] ?? 0
            // Each view starts 44 + 8 below the previous one.
            if lastTop != Double(count - 1) * 52 { problems.append("\(count) views: last top \(lastTop), expected \(Double(count - 1) * 52)") }
            report.figure("\(count) views", BenchmarkReport.milliseconds(times[count] ?? 0))
        }
        report.check("solved values", problems: problems)
        report.ratio("t(1000)/t(100)", (times[1_000] ?? 0) / (times[100] ?? 1), atMost: 12)
        report.ratio("t(10000)/t(1000)", (times[10_000] ?? 0) / (times[1_000] ?? 1))

        report.section("solver: incremental edit vs rebuild (1,000 views)")
        let rebuild = BenchmarkReport.measure(repetitions: 5) { _ = Chain(count: 1_000) }
        let chain = Chain(count: 1_000)
        var spacing = 8.0
        // The first edit gives the constraint its marker (one rebuild); later edits are incremental.
        try? chain.solver.updateConstant(of: chain.gaps[500], to: -spacing)
        let edits = 50
        let edit = BenchmarkReport.measure(repetitions: 3) {
            for _ in 0..<edits {
                spacing += 1
                try? chain.solver.updateConstant(of: chain.gaps[500], to: -spacing)
                _ = chain.solver.value(of: chain.tops[999])
            }
        } / Double(edits)
        report.figure("rebuild", BenchmarkReport.milliseconds(rebuild))
        report.figure("edit one constant", BenchmarkReport.milliseconds(edit))
        report.ratio("rebuild/edit", rebuild / edit, atLeast: 20)
        runReads(&report)
        runViews(&report)
    }

    /// An edit followed by reading every value of the chain (what writing all frames does)
    /// against the edit followed by reading the one value below it: reading a solution must
    /// cost no more than making it. Read in one pass (`values(of:)`, the target) and one
    /// variable at a time (`value(of:)`, where each call is a call and the caller retains the
    /// variable it passes).
    static func runReads(_ report: inout BenchmarkReport) {
        report.section("solver: an edit, then reading every value (1,000 views)")
        let chain = Chain(count: 1_000)
        var spacing = 8.0
        try? chain.solver.updateConstant(of: chain.gaps[500], to: -spacing)
        let edits = 50
        var lastTop = 0.0
        let edit = BenchmarkReport.measure(repetitions: 5) {
            for _ in 0..<edits {
                spacing += 1
                try? chain.solver.updateConstant(of: chain.gaps[500], to: -spacing)
                lastTop = chain.solver.value(of: chain.tops[999])
            }
        } / Double(edits)
        var values: [Double] = []
        let editAndReadAll = BenchmarkReport.measure(repetitions: 5) {
            for _ in 0..<edits {
                spacing += 1
                try? chain.solver.updateConstant(of: chain.gaps[500], to: -spacing)
                values = chain.solver.values(of: chain.variables)
            }
        } / Double(edits)
        var sum = 0.0
        let editAndReadEach = BenchmarkReport.measure(repetitions: 5) {
            for _ in 0..<edits {
                spacing += 1
                try? chain.solver.updateConstant(of: chain.gaps[500], to: -spacing)
                sum = 0
                for variable in chain.variables { sum += chain.solver.value(of: variable) }
            }
        } / Double(edits)
        // Each view starts 44 + 8 below the previous one, but for the edited gap; the one-pass
        // read and the single reads agree.
        let expectedTop = 999 * 52 + (spacing - 8)
        let eachSum = chain.variables.reduce(0.0) { $0 + chain.solver.value(of: $1) }
        let passSum = chain.solver.values(of: chain.variables).reduce(0, +)
        let correct = chain.solver.value(of: chain.tops[999]) == expectedTop && lastTop > 0 && values.count == chain.variables.count
            && sum.isFinite && abs(eachSum - passSum) < 1e-6
        report.figure("edit one constant, read the last top", BenchmarkReport.milliseconds(edit))
        report.figure("edit one constant, read all \(chain.variables.count) values in one pass", BenchmarkReport.milliseconds(editAndReadAll))
        report.check("values read after the edits", problems: correct ? [] : [
            "last top \(chain.solver.value(of: chain.tops[999])), expected \(expectedTop); one pass and single reads sum to \(passSum) and \(eachSum)"])
        report.figure("edit one constant, read all \(chain.variables.count) values one call each", BenchmarkReport.milliseconds(editAndReadEach))
        report.ratio("edit and read all in one pass / edit", editAndReadAll / edit, atMost: 2)
        report.ratio("edit and read all one call each / edit", editAndReadEach / edit)
    }


    /// The same chain built from views with intrinsic sizes (labels), laid out by the engine.
    static func runViews(_ report: inout BenchmarkReport) {
        report.section("layout: VGroup of intrinsic-size views (engine, hugging/compression)")
        let times = BenchmarkReport.measureScaling([100, 1_000], seconds: 2, prepare: { _ in () }) { count, _ in
            let chain = LabelChain(count: count)
            chain.root.layoutIfNeeded()
        }
        for count in [100, 1_000] {
            report.figure("\(count) views", BenchmarkReport.milliseconds(times[count] ?? 0))
        }
        report.ratio("t(1000)/t(100) with intrinsic sizes (target)", (times[1_000] ?? 0) / (times[100] ?? 1), atMost: 10)

        // A gap in the middle of the chain changes: the links below it are re-evaluated and
        // every frame is written again, without rebuilding the engine.
        let chain = LabelChain(count: 1_000)
        chain.root.layoutIfNeeded()
        let edits = 20
        var spacing = 8.0
        let edit = BenchmarkReport.measure(repetitions: 3) {
            for _ in 0..<edits {
                spacing += 1
                chain.gaps[500].constant = spacing
                chain.root.layoutIfNeeded()
            }
        } / Double(edits)
        // Each label is 20 tall and 8 below the previous one, but for the edited gap.
        let lastTop = chain.labels[999].frame.minY
        report.figure("edit one gap of 1,000 views and lay out again", BenchmarkReport.milliseconds(edit))
        let expected = 999 * 28 + 8 + (spacing - 8)
        report.check("frames after the edits", problems: lastTop == expected ? [] : ["last top \(lastTop), expected \(expected)"])
    }

    /// A root with labels stacked 8 apart, pinned to its leading and trailing edges.
    private struct LabelChain {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 100_000))
        var labels: [View] = []
        var gaps: [LayoutConstraint] = []

        init(count: Int) {
            var previousBottom = root.topAnchor
            var constraints: [LayoutConstraint] = []
            for _ in 0..<count {
                let label = View()
                label.contentMeasurer = { _ in Size(width: 120, height: 20) }
                root.addSubview(label)
                let gap = label.topAnchor.constraint(equalTo: previousBottom, constant: 8)
                constraints += [
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    gap,
                ]
                labels.append(label)
                gaps.append(gap)
                previousBottom = label.bottomAnchor
            }
            LayoutConstraint.activate(constraints)
        }
    }

    /// The constraints of the chain in a solver.
    private struct Chain {
        let solver = Solver()
        var tops: [Variable] = []
        var gaps: [Constraint] = []
        /// Every variable, the container's first.
        var variables: [Variable] = []

        init(count: Int) {
            let containerLeft = Variable("container.minX"), containerWidth = Variable("container.width")
            let containerTop = Variable("container.minY")
            add(Constraint(Expression(containerLeft), .equal, Expression(constant: 0)))
            add(Constraint(Expression(containerTop), .equal, Expression(constant: 0)))
            add(Constraint(Expression(containerWidth), .equal, Expression(constant: 375)))
            variables = [containerLeft, containerTop, containerWidth]
            var previousBottom = Expression(containerTop) - 8
            for index in 0..<count {
                let left = Variable("v\(index).minX"), top = Variable("v\(index).minY")
                let width = Variable("v\(index).width"), height = Variable("v\(index).height")
                add(Constraint(Expression(left), .equal, Expression(containerLeft)))
                add(Constraint(left + width, .equal, containerLeft + containerWidth))
                let gap = Constraint(Expression(top), .equal, previousBottom + 8)
                add(gap)
                add(Constraint(Expression(height), .equal, Expression(constant: 44)))
                tops.append(top)
                gaps.append(gap)
                variables += [left, top, width, height]
                previousBottom = top + height
            }
        }

        private func add(_ constraint: Constraint) {
            try? solver.addConstraint(constraint)
        }
    }
}
