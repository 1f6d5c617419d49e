// `scripts/bench` entry point: runs every benchmark and prints its ratios.
// Each benchmark lives in its own file as `enum XBenchmark { static func run(_:) }`.
import Foundation

// A child started to measure one screen's memory (`--measure-memory SCREEN`) runs only that.
if let status = ChildMemoryMeasurement.runChildIfRequested(Array(CommandLine.arguments.dropFirst())) {
    exit(status)
}
var report = BenchmarkReport()
let arguments = Set(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: scripts/bench [GROUP…]   groups: \(BenchmarkGroups.names.joined(separator: ", ")); none runs all")
} else {
    for (name, run) in BenchmarkGroups.all where arguments.isEmpty || arguments.contains(name) {
        run(&report)
    }
    if report.failures.isEmpty {
        print("\nall targets met")
    } else {
        print("\ntargets missed: \(report.failures.joined(separator: ", "))")
    }
}
