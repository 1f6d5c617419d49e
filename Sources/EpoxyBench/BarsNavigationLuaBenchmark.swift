import EpoxyLua
import Foundation

/// Bars and navigation driven from Lua: what a screen's bars add to a re-render of a
/// 1,000-item list screen after one item changes (the bar providers, the bar diff and the bars'
/// layout), and the cost of pushing a screen with bars from a State change and popping it with
/// `back()`, against re-rendering the root screen alone.
enum BarsNavigationLuaBenchmark {
    static let listCount = 1_000

    /// A list screen of `count` rows, with a navigation bar and a bottom bar when `bars`.
    static func screen(count: Int, bars: Bool) -> String {
        """
        state = State{ changed = 0, thread = false }
        local function rows(count, prefix)
          local items = {}
          for i = 1, count do
            local title = (i == 500 and state.changed > 0) and ("Changed " .. state.changed) or (prefix .. i)
            items[i] = Label.itemModel{ dataID = i, content = title, style = "body" }
          end
          return { SectionModel{ dataID = "rows", items = items } }
        end
        local barred = \(bars)
        screen = ViewController{
          sections = function() return rows(\(count), "Row ") end,
          topBars = barred and function() return { NavigationBar.barModel{ content = { title = "Inbox " .. state.changed } } } end or nil,
          bottomBars = barred and function() return { ButtonRow.barModel{ content = { text = "Compose" } } } end or nil,
        }
        thread = ViewController{
          sections = function() return rows(20, "Message ") end,
          topBars = function() return { NavigationBar.barModel{ content = { title = "Thread", showsBackButton = true } } } end,
        }
        nav = NavigationController{ stack = function() return {
          NavigationModel.root{ dataID = "inbox", makeViewController = function() return screen end },
          state.thread and NavigationModel{ dataID = "thread", makeViewController = function() return thread end,
            remove = function() state.thread = false end } or false,
        } end }
        """
    }

    static func run(_ report: inout BenchmarkReport) {
        report.section("Bars and navigation from Lua")
        do {
            try barsOverhead(&report)
            try pushAndPop(&report)
        } catch {
            report.error(error)
        }
    }

    private static func host(bars: Bool, showing root: String) throws -> ScriptHost {
        let host = try ScriptHost.forBenchmarks()
        try host.run(source: screen(count: listCount, bars: bars) + "\nshow(\(root))", chunkName: "=bench")
        return host
    }

    private static func rerender(_ host: ScriptHost) throws -> Double {
        var change = 0
        return try BenchmarkReport.measure(repetitions: 5) {
            change += 1
            try host.run(source: "state.changed = \(change)", chunkName: "=bench")
        }
    }

    private static func barsOverhead(_ report: inout BenchmarkReport) throws {
        // The two screens take turns (thread CPU time, best of runs worth 1 s each), so the ratio
        // holds on a loaded machine: timed one after the other, it swung 1.0–1.5×.
        let hosts = [try host(bars: true, showing: "screen"), try host(bars: false, showing: "screen")]
        var change = 0
        var failure: Error?
        let times = BenchmarkReport.measureScaling([0, 1], seconds: 1, prepare: { _ in () }) { index, _ in
            change += 1
            do { try hosts[index].run(source: "state.changed = \(change)", chunkName: "=bench") } catch { failure = error }
        }
        if let failure { throw failure }
        let withBars = times[0] ?? .nan, without = times[1] ?? .nan
        report.figure("\(listCount)-item re-render with a navigation bar and a bottom bar", BenchmarkReport.milliseconds(withBars))
        report.figure("the same screen without bars", BenchmarkReport.milliseconds(without))
        report.ratio("with bars / without", withBars / without, atMost: 1.25)
    }

    private static func pushAndPop(_ report: inout BenchmarkReport) throws {
        let host = try host(bars: true, showing: "nav")
        let cycle = try BenchmarkReport.measure(repetitions: 5) {
            try host.run(source: "state.thread = true", chunkName: "=push")
            try host.run(source: "back()", chunkName: "=pop")
        }
        let rootRender = try rerender(host)
        report.figure("push a 20-row screen with a bar from State, pop it with back()", BenchmarkReport.milliseconds(cycle))
        report.figure("re-render of the \(listCount)-item root screen in the stack", BenchmarkReport.milliseconds(rootRender))
        report.ratio("push + pop / root re-render", cycle / rootRender)
    }


}
