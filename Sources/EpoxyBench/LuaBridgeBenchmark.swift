import EpoxyLua
import LuaRuntime

/// Cost of bridging Lua item tables into Swift values (`LuaState.snapshot`), per element
/// and relative to building the same tables in plain Lua.
enum LuaBridgeBenchmark {
    static let itemCount = 100_000

    static let buildItems = """
        local items = {}
        for i = 1, \(itemCount) do
          items[i] = { dataID = "item-" .. i, content = { title = "Title " .. i, subtitle = "A subtitle" } }
        end
        return items
        """

    static func run(_ report: inout BenchmarkReport) {
        report.section("Lua bridge: \(itemCount) item tables into Swift")
        do {
            let lua = try LuaState(configuration: .init(timeLimit: .seconds(60), callbackTimeLimit: .seconds(60)))
            let build = try lua.load(string: buildItems, chunkName: "=bench")
            let buildSeconds = try measure { _ = try lua.call(build) }
            guard let items = try lua.call(build).first else { return report.error("no items") }
            var elementCount = 0
            let bridgeSeconds = try measure {
                let snapshot = try lua.snapshot(items)
                elementCount = snapshot.arrayValue?.count ?? 0
            }
            guard elementCount == itemCount else {
                return report.error("bridged \(elementCount) of \(itemCount) items")
            }
            let nanosecondsPerItem = bridgeSeconds / Double(itemCount) * 1e9
            report.figure("build in Lua", "\(Int(buildSeconds / Double(itemCount) * 1e9)) ns per item")
            report.figure("bridge to Swift", "\(Int(nanosecondsPerItem)) ns per item")
            report.ratio("bridge / build in Lua", bridgeSeconds / buildSeconds)
        } catch {
            report.error(error)
        }
    }

    /// Best of three, rethrowing the first error.
    private static func measure(_ body: () throws -> Void) throws -> Double {
        var failure: Error?
        let seconds = BenchmarkReport.measure {
            do { try body() } catch { failure = error }
        }
        if let failure { throw failure }
        return seconds
    }
}
