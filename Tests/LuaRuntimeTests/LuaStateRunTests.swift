import CLuaSupport
import EpoxyTestSupport
import XCTest
@testable import LuaRuntime

final class LuaStateRunTests: XCTestCase {
    func testRunStringReturnsAllResults() throws {
        let lua = try LuaState()
        let results = try lua.run(string: "return 1 + 1, 2.5, 'hi', true, nil")
        XCTAssertEqual(results, [.integer(2), .number(2.5), .string("hi"), .boolean(true), .nil])
    }

    func testRunFileUsesThePathInErrors() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("screen.lua", "local x = 1\n\nerror('boom')\n")
        let lua = try LuaState()
        XCTAssertThrowsError(try lua.run(file: path)) { error in
            let luaError = error as? LuaError
            XCTAssertEqual(luaError?.kind, .runtime)
            XCTAssertEqual(luaError?.message, "\(path):3: boom")
            XCTAssertTrue(luaError?.traceback.hasPrefix("stack traceback:\n") ?? false)
            XCTAssertTrue(luaError?.traceback.contains("\(path):3: in main chunk") ?? false)
        }
    }

    func testSyntaxErrorsAreSyntaxKind() throws {
        let lua = try LuaState()
        XCTAssertThrowsError(try lua.run(string: "local = 3", chunkName: "bad.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .syntax)
            XCTAssertEqual((error as? LuaError)?.message, "bad.lua:1: <name> expected near '='")
        }
    }

    func testMissingFileIsAnError() throws {
        let lua = try LuaState()
        XCTAssertThrowsError(try lua.run(file: "/nonexistent/x.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "cannot open /nonexistent/x.lua")
        }
    }

    func testLoadThenCallWithArguments() throws {
        let lua = try LuaState()
        let chunk = try lua.load(string: "local a, b = ... return a * b, a .. b")
        let results = try lua.call(chunk, [.integer(6), .integer(7)])
        XCTAssertEqual(results, [.integer(42), .string("67")])
    }

    func testCallingAGlobalFunctionWithTables() throws {
        let lua = try LuaState()
        try lua.run(string: "function sum(t) local s = 0 for _, v in ipairs(t.values) do s = s + v end return s, #t.values end")
        let results = try lua.call(try lua.global("sum"), [["values": [1, 2, 3.5]]])
        XCTAssertEqual(results, [.number(6.5), .integer(3)])
    }

    /// A table error value has no message of its own: it is described, at the script's line.
    func testNonStringErrorValuesAreDescribed() throws {
        let lua = try LuaState()
        XCTAssertThrowsError(try lua.run(string: "local x = 1\nerror({code = 1})", chunkName: "table.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "table.lua:2: (error object is a table value)")
        }
    }

    /// `error(message, 0)` adds no position; the host names the line that raised it, so
    /// every error a script causes points at the script.
    func testErrorWithoutPositionGetsTheRaisingLine() throws {
        let lua = try LuaState()
        XCTAssertThrowsError(try lua.run(string: "error('plain', 0)")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "(string):1: plain")
        }
        XCTAssertThrowsError(try lua.run(string: "local function f()\n  error('inner', 0)\nend\nf()", chunkName: "f.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "f.lua:2: inner")
        }
    }

    /// "C stack overflow" raised inside a C function (`gsub` calling a Lua function that calls
    /// `gsub` …) names the innermost script line, as does a binary chunk given as a script.
    func testErrorsRaisedInCFunctionsAndBinaryChunksNameTheScript() throws {
        let lua = try LuaState()
        XCTAssertThrowsError(try lua.run(string: """
            local function f(s) return (s:gsub(".", f)) end
            return f("x")
            """, chunkName: "deep.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "deep.lua:1: C stack overflow")
        }
        let folder = try TemporaryFolder()
        let binary = try folder.write("compiled.lua", "\u{1B}Lua")
        XCTAssertThrowsError(try lua.run(file: binary)) { error in
            XCTAssertEqual((error as? LuaError)?.message, "\(binary):1: attempt to load a binary chunk (mode is 't')")
        }
    }

    func testStackIsBalancedAfterRunsAndErrors() throws {
        let lua = try LuaState()
        for index in 0..<100 {
            _ = try? lua.run(string: index.isMultiple(of: 2) ? "return {1, 2}, 'x'" : "error('e')")
        }
        XCTAssertEqual(lua_gettop(lua.mainThread), 0)
    }

    func testCallbackHasItsOwnTimeBudget() throws {
        let lua = try LuaState(configuration: .init(callbackTimeLimit: .milliseconds(50)))
        let spin = try lua.load(string: "while true do end")
        XCTAssertThrowsError(try lua.call(spin)) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .timeout)
            XCTAssertEqual((error as? LuaError)?.message, "(string):1: time limit of 0.05 s exceeded")
        }
    }
}
