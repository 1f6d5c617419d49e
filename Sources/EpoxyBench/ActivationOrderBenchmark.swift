import EpoxyCore
import EpoxyLayout

/// Building the engine for the same 1,200-view chain with its constraints activated in
/// different orders: the solve should not depend on the order (the engine adds them in a
/// canonical order).
enum ActivationOrderBenchmark {
    static func run(_ report: inout BenchmarkReport) {
        report.section("layout: activation order (1,200-view chain)")
        let count = 1_200
        var times: [String: Double] = [:]
        var problems: [String] = []
        for order in Order.allCases {
            var lastTop = 0.0
            times[order.rawValue] = BenchmarkReport.measure(repetitions: 3) {
                lastTop = layOut(count: count, order: order)
            }
            // Each view starts 44 + 8 below the previous one, 8 below the top margin guide.
            let expected = 8 + Double(count - 1) * 52
            if abs(lastTop - expected) >= 1e-6 { problems.append("\(order.rawValue): last top \(lastTop), expected \(expected)") }
            report.figure(order.rawValue, BenchmarkReport.milliseconds(times[order.rawValue] ?? 0))
        }
        report.check("layout checks", problems: problems)
        let pins = (times[Order.pinsThenChain.rawValue] ?? 0) / max(times[Order.chainThenPins.rawValue] ?? 1, 1e-9)
        report.ratio("pins then chain / chain then pins", max(pins, 1 / max(pins, 1e-9)), atMost: 2)
        let guide = (times[Order.guideLast.rawValue] ?? 0) / max(times[Order.guideFirst.rawValue] ?? 1, 1e-9)
        report.ratio("guide pinned last / first", max(guide, 1 / max(guide, 1e-9)), atMost: 2)
    }

    enum Order: String, CaseIterable {
        case pinsThenChain = "pins then chain"
        case chainThenPins = "chain then pins"
        case guideFirst = "guide pinned before the chain"
        case guideLast = "guide pinned after the chain"
    }

    /// Lays out a chain of `count` 44-pt views below a guide 8 pt inside the root; returns the last top.
    private static func layOut(count: Int, order: Order) -> Double {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let guide = LayoutGuide(identifier: "content")
        root.addLayoutGuide(guide)
        let guidePins = [
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
        ]
        var pins: [LayoutConstraint] = [], chain: [LayoutConstraint] = []
        var previous = guide.topAnchor
        var views: [View] = []
        for index in 0..<count {
            let view = View()
            root.addSubview(view)
            views.append(view)
            pins += [
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.heightAnchor.constraint(equalToConstant: 44),
            ]
            chain.append(view.topAnchor.constraint(equalTo: previous, constant: index == 0 ? 0 : 8))
            previous = view.bottomAnchor
        }
        switch order {
        case .pinsThenChain: LayoutConstraint.activate(guidePins + pins + chain)
        case .chainThenPins: LayoutConstraint.activate(guidePins + chain + pins)
        case .guideFirst: LayoutConstraint.activate(guidePins + chain + pins)
        case .guideLast: LayoutConstraint.activate(chain + pins + guidePins)
        }
        root.layoutIfNeeded()
        return views[count - 1].frame.minY
    }
}
