import EpoxyLua
import Foundation

/// Nested layout groups built by a Lua script: the rows of `GroupsBenchmark` (an avatar, a
/// title and a date in a padded, centred HGroupItem, stacked 8 apart in a VGroup) made by
/// `layout(VGroup{…})` and laid out, from the script's tables through the bridge, the groups,
/// the constraints and the solver. Lua screens lay out through the same engine as Swift ones,
/// so their cost should scale the same way and stay a small multiple of the Swift rows.
enum GroupsLuaBenchmark {
    /// Defines `screen(count)`, the VGroup of `count` rows, and `rows(count)`, which lays it out
    /// in a 375-point-wide container and returns nil when the last avatar is where the
    /// constraints put it, else what is wrong.
    static let script = """
        local function cell(dataID, width, height)
          return ColorView.groupItem{ dataID = dataID, style = { size = { width = width, height = height } } }
        end
        function screen(count)
          local items = {}
          for i = 1, count do
            items[i] = HGroupItem{ dataID = i, alignment = "center", spacing = 8,
              cell("avatar" .. i, 48, 48),
              cell("title" .. i, 120, 20):contentHuggingPriority(249, "horizontal"),
              cell("date" .. i, 40, 16),
            }:padding{ top = 4, leading = 16, bottom = 4, trailing = 16 }
          end
          return VGroup{ spacing = 8, table.unpack(items) }
        end
        function rows(count)
          layout(screen(count), { width = 375, height = count * 64, bottomPriority = 1 })
          local avatar = frame("avatar" .. count)
          if avatar.x ~= 16 or avatar.y ~= (count - 1) * 64 + 4 then
            return string.format("last avatar at (%g, %g), expected (16, %g)", avatar.x, avatar.y, (count - 1) * 64 + 4)
          end
          return nil
        end
        """

    static func run(_ report: inout BenchmarkReport) {
        report.section("groups from Lua: build, install and lay out N rows (3 views each)")
        do {
            let host = try ScriptHost.forBenchmarks()
            try host.run(source: script, chunkName: "=bench")
            var failures: [String] = []
            let sizes = [100, 1_000]
            // Each run lays out a fresh tree and then an empty one, so the rows' teardown is timed
            // with them, as in the Swift benchmark; the garbage of the run before is collected
            // first, untimed.
            let times = try BenchmarkReport.measureScaling(sizes, seconds: 2, prepare: { _ in
                _ = try? host.run(source: "collectgarbage()", chunkName: "=bench")
            }) { count, _ in
                let result = try host.run(source: "return rows(\(count))", chunkName: "=bench")
                if case .string(let problem)? = result.first { failures.append(problem) }
                try host.run(source: "layout(VGroup{}, { width = 375, height = 64, bottomPriority = 1 })", chunkName: "=bench")
            }
            for count in sizes { report.figure("\(count) rows", BenchmarkReport.milliseconds(times[count] ?? 0)) }
            report.ratio("t(1000)/t(100) from Lua", (times[1_000] ?? 0) / (times[100] ?? 1), atMost: 11)
            let swiftRows = BenchmarkReport.measureScaling([1_000], seconds: 1, prepare: { _ in () }) { count, _ in
                _ = GroupsBenchmark.layOut(count: count, version: 0)
            }[1_000] ?? .nan
            report.figure("1,000 rows built in Swift", BenchmarkReport.milliseconds(swiftRows))
            // As for collection rows: a screen built from Lua within 2× of the same rows in Swift.
            report.ratio("1,000 rows from Lua / from Swift", (times[1_000] ?? .infinity) / swiftRows, atMost: 2)
            try rerender(host, &report)
            report.check("layout checks", problems: failures)
        } catch {
            report.error(error)
        }
    }

    /// A re-render that changed nothing, what a script does on every event that leaves the screen
    /// as it was: the same 1,000 rows built and laid out again at the same width, the height
    /// fitted (`layout()` without one), against their first layout. The models are built and
    /// diffed again; nothing is solved or written.
    private static func rerender(_ host: ScriptHost, _ report: inout BenchmarkReport) throws {
        let layOut = "layout(screen(1000), { width = 375 })"
        // `prepare` cannot throw: a failure to clear is kept and thrown after, since a first
        // layout that followed an uncleared screen would be a re-render timed as a first layout.
        var failure: Error?
        let times = try BenchmarkReport.measureScaling([0, 1], seconds: 1, prepare: { run in
            // Before a first layout the last screen goes; a re-render follows the first layout.
            guard run == 0, failure == nil else { return }
            do { try host.run(source: "layout(VGroup{}, { width = 375 }) collectgarbage()", chunkName: "=bench") } catch { failure = error }
        }) { _, _ in
            try host.run(source: layOut, chunkName: "=bench")
        }
        if let failure { throw failure }
        let first = times[0] ?? .nan, again = times[1] ?? .nan
        report.figure("first layout of 1,000 rows, height fitted", BenchmarkReport.milliseconds(first))
        report.figure("the same rows laid out again, nothing changed", BenchmarkReport.milliseconds(again))
        report.ratio("re-render with nothing changed / first layout", again / first)
    }
}
