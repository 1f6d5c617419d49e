import Foundation

/// Collects and prints benchmark figures. Every benchmark compares two measurements taken
/// in the same run and reports their ratio, so figures do not depend on the machine's speed.
struct BenchmarkReport {
    private(set) var failures: [String] = []

    /// Times `body`, returning the best of `repetitions` runs in seconds.
    static func measure(repetitions: Int = 3, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, repetitions) {
            best = min(best, try seconds(body))
        }
        return best
    }

    /// Times `body` for each of `sizes` robustly enough that their ratios hold on a loaded,
    /// shared machine. Each time is the CPU time of this thread (waiting for a core, which
    /// grows with the load, is not the code's cost), the best of at least `repetitions` runs,
    /// repeated until `seconds` were spent on that size (at most `maximumRepetitions`): other
    /// processes only ever add time (evicted caches, interrupts), so the minimum of enough runs
    /// is the figure least disturbed by them. The sizes take turns (one run of each per round
    /// while each still needs runs), so a busy spell or a fragmented heap weighs on every size
    /// alike. `prepare` runs untimed before each run (a fresh window to lay out for the first
    /// time); its value is released inside the timed region, as a value `body` consumed would
    /// be. For single-threaded work only. Returns each size's best time in seconds.
    static func measureScaling<Prepared>(_ sizes: [Int], repetitions: Int = 5, seconds budget: Double, maximumRepetitions: Int = 400,
                                         prepare: (Int) -> Prepared, _ body: (Int, Prepared) throws -> Void) rethrows -> [Int: Double] {
        var best = [Int: Double](), spent = [Int: Double](), runs = [Int: Int]()
        func needsRun(_ size: Int) -> Bool {
            let count = runs[size, default: 0]
            return count < max(1, repetitions) || (spent[size, default: 0] < budget && count < maximumRepetitions)
        }
        while sizes.contains(where: needsRun) {
            for size in sizes where needsRun(size) {
                var prepared: Prepared? = prepare(size)
                let elapsed = try threadCPUSeconds {
                    if let value = prepared { try body(size, value) }
                    prepared = nil
                }
                best[size] = min(best[size, default: .infinity], elapsed)
                spent[size, default: 0] += elapsed
                runs[size, default: 0] += 1
            }
        }
        return best
    }

    /// The CPU time this thread spent in `body`, in seconds (waiting for a core is not counted).
    static func threadCPUSeconds(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        try body()
        return now() - start
    }

    private static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let duration = try ContinuousClock().measure(body)
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// A duration for a figure: microseconds below a millisecond, then three significant digits
    /// up to 100 ms.
    static func milliseconds(_ seconds: Double) -> String {
        if seconds < 0.001 { return "\(String(format1: seconds * 1_000_000)) µs" }
        return seconds < 0.01 ? String(format: "%.2f ms", seconds * 1_000) : "\(String(format1: seconds * 1_000)) ms"
    }

    /// Prints a section heading.
    func section(_ title: String) {
        print("\n== \(title)")
    }

    /// Prints a plain figure.
    func figure(_ name: String, _ value: String) {
        print("  \(name): \(value)")
    }

    /// Prints what a benchmark checked of its results, and records a failure when something
    /// was wrong: a fast wrong result is no result.
    /// A problem seen in several runs is printed once.
    mutating func check(_ name: String, problems: [String]) {
        guard !problems.isEmpty else { return print("  \(name): as expected") }
        var seen = Set<String>()
        let distinct = problems.filter { seen.insert($0).inserted }
        print("  \(name): WRONG: \(distinct.joined(separator: "; "))")
        failures.append(name)
    }

    /// Prints why a benchmark could not finish, and records a failure: a benchmark that stopped
    /// short met none of its targets.
    mutating func error(_ error: Any) {
        print("  error: \(error)")
        failures.append("error: \(error)")
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
