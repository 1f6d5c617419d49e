import CLuaSupport
import EpoxyTestSupport
import XCTest
@testable import LuaRuntime

final class LuaErrorCrossingTests: XCTestCase {
    func testErrorCrossingSwiftIsReportedOnceWithBothLocations() throws {
        let folder = try TemporaryFolder()
        let inner = try folder.write("inner.lua", "return function()\n  error('boom')\nend\n")
        let outer = try folder.write("outer.lua", "local f = ...\n\nviaSwift(f)\n")
        let lua = try LuaState()
        try lua.register("viaSwift") { call in try call.state.call(try call.function(1)) }
        let innerFunction = try lua.run(file: inner)[0]
        let outerChunk = try lua.load(file: outer)
        XCTAssertThrowsError(try lua.call(outerChunk, [innerFunction])) { error in
            guard let luaError = error as? LuaError else { return XCTFail("\(error)") }
            XCTAssertEqual(luaError.kind, .runtime)
            XCTAssertEqual(luaError.message, "\(inner):2: boom")
            XCTAssertEqual(luaError.description.components(separatedBy: "boom").count, 2, luaError.description)
            XCTAssertEqual(luaError.traceback.components(separatedBy: "stack traceback:").count, 2, luaError.traceback)
            XCTAssertTrue(luaError.traceback.contains("\(inner):2:"), luaError.traceback)
            XCTAssertTrue(luaError.traceback.contains("\(outer):3:"), luaError.traceback)
            XCTAssertEqual(luaError.traceback.components(separatedBy: "\(outer):3: in main chunk").count, 2, luaError.traceback)
        }
        XCTAssertEqual(lua_gettop(lua.mainThread), 0)
    }

    func testLuaPcallSeesTheInnerMessageUnwrapped() throws {
        let lua = try LuaState()
        try lua.register("viaSwift") { call in try call.state.call(try call.function(1)) }
        let results = try lua.run(string: "return pcall(viaSwift, function() error('deep') end)", chunkName: "c.lua")
        XCTAssertEqual(results, [false, "c.lua:1: deep"])
    }

    /// Swift→Lua→Swift→Lua… chains that fail at every depth, from Lua `error()` and from
    /// Swift throws, thousands of times: no crash, no leaked stack slots, references or
    /// Swift objects.
    func testDeepErrorChainsLeakNothing() throws {
        struct Thrown: Error, CustomStringConvertible { let depth: Int; var description: String { "swift failure at \(depth)" } }
        let counter = LiveCounter()
        let lua = try LuaState()
        try lua.registerType(Counter.self, name: "Counter")
        // descend(depth, failAt, fromSwift): Swift side of the chain. Each level creates a
        // Swift object owned by Lua and calls back into Lua, which calls descend again.
        try lua.register("descend") { call in
            let depth = try call.integer(1), failAt = try call.integer(2), fromSwift = call.boolean(3)
            let token = Counter(value: depth, counter: counter)
            if depth == failAt && fromSwift { throw Thrown(depth: Int(depth)) }
            let step = try call.state.global("step")
            let results = try call.state.call(step, [.integer(depth + 1), .integer(failAt), .boolean(fromSwift), .object(token)])
            return results + [.object(token)]
        }
        try lua.run(string: """
            function step(depth, failAt, fromSwift, token)
              local kept = { token = token, payload = string.rep("x", 100) }
              if depth == failAt and not fromSwift then error("lua failure at " .. depth) end
              if depth > 12 then return depth end
              return descend(depth, failAt, fromSwift)
            end
            """, chunkName: "chain.lua")
        let step = try lua.global("step")
        lua.collectGarbage()
        let baselineReferences = lua.registryReferenceCount
        let baselineLive = lua.references.liveCount
        var failures = 0
        for iteration in 0..<3000 {
            let failAt = Int64(iteration % 14)
            let fromSwift = iteration % 3 == 0
            do {
                _ = try lua.call(step, [0, .integer(failAt), .boolean(fromSwift)])
            } catch let error as LuaError {
                failures += 1
                let expected = fromSwift ? "swift failure at \(failAt)" : "lua failure at \(failAt)"
                XCTAssertTrue(error.message.hasSuffix(expected), error.message)
                XCTAssertEqual(error.description.components(separatedBy: expected).count, 2, error.description)
                XCTAssertTrue(error.message.hasPrefix("chain.lua:"), error.message)
            }
            XCTAssertEqual(lua_gettop(lua.mainThread), 0)
        }
        XCTAssertGreaterThan(failures, 2500)
        lua.collectGarbage()
        XCTAssertEqual(lua_gettop(lua.mainThread), 0)
        XCTAssertEqual(lua.registryReferenceCount, baselineReferences)
        XCTAssertEqual(lua.references.liveCount, baselineLive)
        XCTAssertGreaterThan(counter.created, 10_000)
        XCTAssertEqual(counter.live, 0)
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
    }

    func testUnboundedRecursionThroughSwiftIsAnError() throws {
        let lua = try LuaState()
        try lua.register("again") { call in try call.state.call(try call.function(1), [.function(try call.function(1))]) }
        XCTAssertThrowsError(try lua.run(string: "local function f(self) return again(self) end return f(f)")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .runtime)
            XCTAssertTrue((error as? LuaError)?.message.contains("stack overflow") ?? false, "\(error)")
            XCTAssertEqual((error as? LuaError)?.traceback.split(separator: "\n").count, 26)
        }
        XCTAssertEqual(lua_gettop(lua.mainThread), 0)
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
    }
}
