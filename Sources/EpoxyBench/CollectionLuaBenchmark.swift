import EpoxyLua
import Foundation

/// Collection screens driven from Lua (DESIGN §8): re-rendering a 1,000-item list screen after
/// one item changes (State assignment → flush: provider, bridge, diff, layout of what is
/// visible) against building the same 1,000 tables in plain Lua; and the first layout of a
/// 100,000-item screen, per item, with the process's resident memory.
enum CollectionLuaBenchmark {
    static let listCount = 1_000
    static let largeCount = 100_000

    /// A list screen of `count` rows whose content depends on `state.changed`.
    static func screen(count: Int, layout: String = "\"list\"") -> String {
        """
        state = State{ changed = 0 }
        screen = ViewController{
          layout = \(layout),
          sections = function()
            local items = {}
            for i = 1, \(count) do
              local title = (i == 500 and state.changed > 0) and ("Changed " .. state.changed) or ("Row " .. i)
              items[i] = Label.itemModel{ dataID = i, content = title, style = "body" }
            end
            return { SectionModel{ dataID = "rows", items = items } }
          end,
        }
        show(screen)
        """
    }

    /// The same tables, built in plain Lua.
    static let plainTables = """
        local items = {}
        for i = 1, \(listCount) do
          local title = (i == 500) and "Changed" or ("Row " .. i)
          items[i] = { dataID = i, content = title, style = "body" }
        end
        return { { dataID = "rows", items = items } }
        """

    static func run(_ report: inout BenchmarkReport) {
        report.section("Collection screens from Lua")
        do {
            try rerender(&report)
            try firstLayout(&report)
        } catch {
            report.figure("error", "\(error)")
        }
    }

    private static func rerender(_ report: inout BenchmarkReport) throws {
        let host = try ScriptHost(configuration: .init(timeLimit: .seconds(120), callbackTimeLimit: .seconds(120)))
        try host.run(source: screen(count: listCount), chunkName: "=bench")
        var change = 0
        let rerenderSeconds = try measure(repetitions: 5) {
            change += 1
            try host.run(source: "state.changed = \(change)", chunkName: "=bench")
        }
        let plain = try host.lua.load(string: plainTables, chunkName: "=plain")
        let plainSeconds = try measure(repetitions: 5) { _ = try host.lua.call(plain) }
        let visible = try host.run(source: "return #visible()", chunkName: "=bench").first?.integerValue ?? 0
        report.figure("\(listCount)-item re-render after one change", milliseconds(rerenderSeconds) + " (\(visible) rows visible)")
        report.figure("same \(listCount) tables in plain Lua", milliseconds(plainSeconds))
        report.ratio("re-render / plain tables", rerenderSeconds / plainSeconds, atMost: 3)
    }

    /// Rows measured down to the screen (an estimated height), then every row measured. Resident
    /// memory is judged on the first run only: the process does not give freed pages back.
    private static func firstLayout(_ report: inout BenchmarkReport) throws {
        for (name, layout) in [("estimated heights", "Layout.list{ estimatedItemHeight = 21 }"), ("every row measured", "\"list\"")] {
            let isFirst = name == "estimated heights"
            let before = residentBytes()
            let host = try ScriptHost(configuration: .init(timeLimit: .seconds(600), callbackTimeLimit: .seconds(600)))
            let start = DispatchTime.now().uptimeNanoseconds
            try host.run(source: screen(count: largeCount, layout: layout), chunkName: "=bench")
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let resident = residentBytes()
            report.figure("\(largeCount)-item first layout, \(name)", String(format: "%.2f s, %.1f µs per item", seconds, seconds / Double(largeCount) * 1e6))
            report.figure("resident memory, \(name)", String(format: "%.0f MiB (%.0f MiB before the screen)", Double(resident) / 1_048_576, Double(before) / 1_048_576))
            if isFirst { report.ratio("resident MiB / 200 MiB target", Double(resident) / 1_048_576 / 200, atMost: 1) }
            withExtendedLifetime(host) {}
        }
    }

    /// Resident set size from `/proc/self/statm` (pages × page size); 0 where unavailable.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.2f ms", seconds * 1000)
    }

    /// Best of `repetitions`, rethrowing the first error.
    private static func measure(repetitions: Int, _ body: () throws -> Void) throws -> Double {
        var failure: Error?
        let seconds = BenchmarkReport.measure(repetitions: repetitions) {
            do { try body() } catch { failure = error }
        }
        if let failure { throw failure }
        return seconds
    }
}
