/// Collects and prints benchmark figures. Every benchmark compares two measurements taken
/// in the same run and reports their ratio, so figures do not depend on the machine's speed.
struct BenchmarkReport {
    private(set) var failures: [String] = []

    /// Times `body`, returning the best of `repetitions` runs in seconds.
    static func measure(repetitions: Int = 3, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, repetitions) {
            let clock = ContinuousClock()
            let duration = clock.measure(body)
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            best = min(best, seconds)
        }
        return best
    }

    /// Prints a section heading.
    func section(_ title: String) {
        print("\n== \(title)")
    }

    /// Prints a plain figure.
    func figure(_ name: String, _ value: String) {
        print("  \(name): \(value)")
    }

    /// Prints a ratio with its target and records a failure when the target is missed.
    /// - Parameters:
    ///   - atLeast: the ratio must be at least this (e.g. "200× faster").
    ///   - atMost: the ratio must be at most this (e.g. "within 3× of").
    mutating func ratio(_ name: String, _ value: Double, atLeast: Double? = nil, atMost: Double? = nil) {
        var verdict = ""
        if let atLeast {
            let met = value >= atLeast
            verdict = met ? " (target ≥ \(atLeast)×: met)" : " (target ≥ \(atLeast)×: MISSED)"
            if !met { failures.append(name) }
        }
        if let atMost {
            let met = value <= atMost
            verdict = met ? " (target ≤ \(atMost)×: met)" : " (target ≤ \(atMost)×: MISSED)"
            if !met { failures.append(name) }
        }
        print("  \(name): \(String(format1: value))×\(verdict)")
    }
}

extension String {
    init(format1 value: Double) {
        let tenths = (value * 10).rounded() / 10
        self = tenths >= 100 ? String(Int(tenths)) : String(tenths)
    }
}
