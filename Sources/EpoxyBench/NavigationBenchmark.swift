import EpoxyCore
import EpoxyLayout
import EpoxyNavigation

/// A push and a pop on deep navigation stacks: the cost of an update over the diff it starts
/// from (containment, appearance, views, callbacks), and how it scales with the stack's depth.
enum NavigationBenchmark {
    static func run(_ report: inout BenchmarkReport) {
        report.section("navigation")
        let cycles = 200
        let shallow = cycleSeconds(depth: 100, cycles: cycles)
        let deep = cycleSeconds(depth: 1_000, cycles: cycles)
        let (diff, changesPerCycle) = diffSeconds(depth: 1_000, cycles: cycles)
        let back = backSeconds(depth: 1_000, cycles: cycles)

        report.figure("push + pop by setStack, 100-screen stack", "\(microseconds(shallow / Double(cycles))) per cycle")
        report.figure("push + pop by setStack, 1,000-screen stack", "\(microseconds(deep / Double(cycles))) per cycle")
        report.figure("push by setStack + back(), 1,000-screen stack", "\(microseconds(back / Double(cycles))) per cycle")
        report.figure(
            "the two diffs alone, 1,000 models",
            "\(microseconds(diff / Double(cycles))) per cycle (\(changesPerCycle) changes)")
        report.ratio("push + pop vs. its diffs, 1,000 screens", deep / diff, atMost: 4)
        report.ratio("1,000-screen vs 100-screen push + pop (linear: ~10)", deep / shallow, atMost: 15)
    }

    /// A visible navigation controller showing `depth` screens, the models of that stack, and
    /// the models with one more screen on top.
    private static func makeStack(depth: Int) -> (NavigationController, [NavigationModel?], [NavigationModel?]) {
        let navigation = NavigationController()
        navigation.view.frame = Rect(x: 0, y: 0, width: 393, height: 852)
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
        var models: [NavigationModel?] = [NavigationModel.root(dataID: 0, makeViewController: { ViewController() })]
        for id in 1..<depth {
            models.append(NavigationModel(dataID: id, makeViewController: { ViewController() }, remove: {}))
        }
        let pushed = models + [NavigationModel(dataID: depth, makeViewController: { ViewController() }, remove: {})]
        _ = try? navigation.setStack(models, animated: false)
        return (navigation, models, pushed)
    }

    private static func cycleSeconds(depth: Int, cycles: Int) -> Double {
        let (navigation, models, pushed) = makeStack(depth: depth)
        return BenchmarkReport.measure(repetitions: 3) {
            for _ in 0..<cycles {
                _ = try? navigation.setStack(pushed, animated: false)
                _ = try? navigation.setStack(models, animated: false)
            }
        }
    }

    private static func backSeconds(depth: Int, cycles: Int) -> Double {
        let (navigation, _, pushed) = makeStack(depth: depth)
        return BenchmarkReport.measure(repetitions: 3) {
            for _ in 0..<cycles {
                _ = try? navigation.setStack(pushed, animated: false)
                _ = try? navigation.back()
            }
        }
    }

    /// The time of `cycles` push and pop diffs, and the changes one cycle finds (kept so the
    /// diffs are not optimized away).
    private static func diffSeconds(depth: Int, cycles: Int) -> (Double, Int) {
        let (_, models, pushed) = makeStack(depth: depth)
        let old = models.compactMap { $0 }
        let new = pushed.compactMap { $0 }
        var changes = 0
        let seconds = BenchmarkReport.measure(repetitions: 3) {
            changes = 0
            for _ in 0..<cycles {
                changes += new.makeChangeset(from: old).inserts.count
                changes += old.makeChangeset(from: new).deletes.count
            }
        }
        return (seconds, changes / cycles)
    }

    private static func microseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1e6).rounded())) µs"
    }
}
