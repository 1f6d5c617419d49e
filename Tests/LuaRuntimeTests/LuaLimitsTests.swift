import CLuaSupport
import XCTest
@testable import LuaRuntime

final class LuaLimitsTests: XCTestCase {
    func testInfiniteLoopStopsAtTheTimeLimit() throws {
        let lua = try LuaState(configuration: .init(timeLimit: .milliseconds(100)))
        let clock = ContinuousClock()
        let start = clock.now
        XCTAssertThrowsError(try lua.run(string: "while true do end", chunkName: "loop.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .timeout)
            XCTAssertEqual((error as? LuaError)?.message, "loop.lua:1: time limit of 0.1 s exceeded")
        }
        XCTAssertLessThan(clock.now - start, .seconds(2))
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
    }

    func testPcallCannotSwallowTheTimeout() throws {
        let lua = try LuaState(configuration: .init(timeLimit: .milliseconds(100)))
        XCTAssertThrowsError(try lua.run(string: "while true do pcall(function() while true do end end) end")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .timeout)
            XCTAssertEqual((error as? LuaError)?.message, "(string):1: time limit of 0.1 s exceeded")
        }
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
    }

    func testTimeoutInsideNestedSwiftCallIsATimeout() throws {
        let lua = try LuaState(configuration: .init(timeLimit: .milliseconds(100)))
        try lua.register("viaSwift") { call in try call.state.call(try call.function(1)) }
        XCTAssertThrowsError(try lua.run(string: "viaSwift(function() while true do end end)")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .timeout)
            XCTAssertEqual((error as? LuaError)?.message, "(string):1: time limit of 0.1 s exceeded")
        }
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
    }

    func testEachRunGetsAFreshBudget() throws {
        // The budget is wall time and os.clock() CPU time, so each run spins well under its own
        // budget (a loaded machine stretches CPU time) while the four together exceed one budget.
        let lua = try LuaState(configuration: .init(timeLimit: .seconds(2)))
        for _ in 0..<4 {
            XCTAssertEqual(try lua.run(string: "local t = os.clock() while os.clock() - t < 0.6 do end return true"), [true])
        }
    }

    func testGrowingTableStopsAtTheMemoryLimit() throws {
        let lua = try LuaState(configuration: .init(memoryLimit: 8 * 1024 * 1024))
        XCTAssertThrowsError(try lua.run(string: "local t = {} while true do t[#t+1] = ('x'):rep(1000) end")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .memory)
            XCTAssertEqual((error as? LuaError)?.message, "(string):1: memory limit of 8 MiB exceeded")
        }
        lua.collectGarbage()
        XCTAssertLessThan(lua.memoryInUse, 1024 * 1024)
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
    }

    func testStringBombsStop() throws {
        let lua = try LuaState(configuration: .init(memoryLimit: 16 * 1024 * 1024))
        // Lua's own size check stops 2^40 before allocating.
        XCTAssertThrowsError(try lua.run(string: "return ('x'):rep(2^40)", chunkName: "bomb.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .runtime)
            XCTAssertEqual((error as? LuaError)?.message, "bomb.lua:1: resulting string too large")
        }
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
        // 1 GiB passes that check and hits the cap.
        XCTAssertThrowsError(try lua.run(string: "return ('x'):rep(2^30)", chunkName: "bomb.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .memory)
            XCTAssertEqual((error as? LuaError)?.message, "bomb.lua:1: memory limit of 16 MiB exceeded")
        }
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
        XCTAssertThrowsError(try lua.run(string: "local s = 'x'\nwhile true do\n  s = s .. s\nend", chunkName: "doubling.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .memory)
            XCTAssertEqual((error as? LuaError)?.message, "doubling.lua:3: memory limit of 16 MiB exceeded")
        }
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
    }

    func testMemoryErrorWhilePushingFromSwift() throws {
        let lua = try LuaState(configuration: .init(memoryLimit: 4 * 1024 * 1024))
        try lua.register("big") { _ in [.string(String(repeating: "y", count: 8 * 1024 * 1024))] }
        XCTAssertThrowsError(try lua.run(string: "return big()")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .memory)
            XCTAssertEqual((error as? LuaError)?.message, "(string):1: memory limit of 4 MiB exceeded", "the line that was running when Swift pushed")
        }
        XCTAssertEqual(lua_gettop(lua.mainThread), 0)
        XCTAssertEqual(try lua.run(string: "return 1 + 1"), [2])
    }

    func testTooSmallLimitFailsCreation() {
        XCTAssertThrowsError(try LuaState(configuration: .init(memoryLimit: 1024))) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .memory)
            XCTAssertEqual((error as? LuaError)?.message, "memory limit of 1 KiB exceeded while creating the Lua state")
        }
    }
}
