import Foundation
import XCTest

/// Values and calls that once crashed `epoxy` (a trap, a stack overflow, an abort on a
/// destroyed view) end as a clear error with the script's line, or as a defined result; and
/// what a script redefines cannot change how `epoxy test` judges it.
final class RobustnessCommandTests: XCTestCase {
    private func run(_ source: String, _ arguments: [String] = []) throws -> EpoxyProcess.Output {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("script.lua", source)
        return try EpoxyProcess.run(["run", path] + arguments)
    }

    func testNumbersBeyondIntAreErrorsOrPrintWithoutTrapping() throws {
        let spacer = try run(#"return VGroup{ SpacerItem{ dataID = "s", fixedHeight = 1e19 } }"#, ["--device", "iphone-se"])
        XCTAssertEqual(spacer.status, 0, spacer.standardError)
        XCTAssertTrue(spacer.standardOutput.contains("Spacer #s (16, 20, 343×1e+19)"), spacer.standardOutput)

        let lines = try run(#"return measureText{ text = "hi", style = "body", numberOfLines = 0/0 }"#)
        XCTAssertEqual(lines.status, 1, lines.standardError)
        XCTAssertTrue(lines.standardError.contains("script.lua:1: bad argument #1 to 'measureText' (field 'numberOfLines': a whole number ≥ 0 expected (0: unlimited), got "),
                      lines.standardError)

        let columns = try run("""
            show(VGroup{ SpacerItem{ dataID = "s", fixedHeight = 1 } })
            return snapshot("ascii", { columns = 1e300 })
            """)
        XCTAssertEqual(columns.status, 1, columns.standardError)
        XCTAssertTrue(columns.standardError.contains("script.lua:2: bad argument #2 to 'snapshot' (field 'columns': must be a whole number in 8…1000, got 1e+300)"),
                      columns.standardError)
    }

    /// 1,200 levels overflowed the stack of a debug build; the 201st level is now an error.
    func testDeepGroupsStopAtTheLimit() throws {
        let deep = try run("""
            local item = SpacerItem{ dataID = "leaf", fixedHeight = 1 }
            for level = 1, 1200 do
              item = VGroupItem{ dataID = level, item }
            end
            return VGroup{ item }
            """)
        XCTAssertEqual(deep.status, 1, deep.standardError)
        XCTAssertTrue(deep.standardError.contains("script.lua:3: VGroupItem: groups nested 201 levels deep; at most 200 levels of groups are allowed"),
                      deep.standardError)

        let limit = try run("""
            local item = SpacerItem{ dataID = "leaf", fixedHeight = 1 }
            for level = 1, 199 do
              item = VGroupItem{ dataID = level, item }
            end
            return VGroup{ item }
            """, ["--format", "json"])
        XCTAssertEqual(limit.status, 0, limit.standardError)
        XCTAssertTrue(limit.standardOutput.contains("\"leaf\""), limit.standardOutput)
    }

    /// `show()` from a measure function aborted with "Attempted to read an unowned reference".
    func testShowDuringALayoutIsRefused() throws {
        let output = try run("""
            local armed = false
            local C = Component{ name = "C", measure = function()
              if armed then show(VGroup{ SpacerItem{ dataID = "z", fixedHeight = 1 } }) end
              return { width = 10, height = 10 }
            end }
            local root = VGroup{ C.groupItem{ dataID = "c", content = {} } }
            armed = true
            return root
            """, ["--format", "none"])
        XCTAssertTrue([0, 1].contains(output.status), "status \(output.status): \(output.standardError)")
        XCTAssertTrue(output.standardError.contains("script.lua:3: show() cannot be called while a layout is running (during show())"),
                      output.standardError)
    }

    func testErrorsWithoutAPositionNameTheLine() throws {
        let table = try run("local x = 1\nerror({ code = 1 })")
        XCTAssertEqual(table.status, 1)
        XCTAssertTrue(table.standardError.contains("script.lua:2: (error object is a table value)"), table.standardError)

        let memory = try run("local parts = {}\nwhile true do\n  parts[#parts + 1] = { #parts }\nend", ["--memory-limit", "16M"])
        XCTAssertEqual(memory.status, 1)
        XCTAssertTrue(memory.standardError.contains("script.lua:3: memory limit of 16 MiB exceeded"), memory.standardError)
    }

    /// Only what the API's `show` accepts is a root; other values print, metatables or not.
    func testReturnedTablesWithMetatablesPrint() throws {
        let output = try run("""
            return setmetatable({ 1, x = 2 }, {
              __index = function() error("no index") end,
              __pairs = function() error("no pairs") end,
              __tostring = function() error("no tostring") end,
            })
            """)
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "{ 1, x = 2 }\n")
        let state = try run("return State{ count = 1 }")
        XCTAssertEqual(state.status, 0, state.standardError)
        XCTAssertEqual(state.standardOutput, "State{count}\n")
    }

    /// The runner keeps its own references: redefining them cannot turn failures into passes.
    func testASpecRedefiningTheRunnersFunctionsStillFails() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("cheat_spec.lua", """
            xpcall = function(f) return true end
            pcall = function(f) return true end
            error = function() end
            tostring = function() return "passed" end
            string.find = function() return 1 end
            string.gsub = function(s) return s, 0 end
            getmetatable("").__index = setmetatable({}, { __index = function() return function() return 1 end end })
            assert = function() end
            describe("cheat", function()
              it("fails an equality", function() assert.are.equal(1, 2) end)
              it("cannot replace a check", function() rawget(_G, "assert").is_true = function() end end)
              it("fails on a raised error", function() local t = nil; return t.x end)
              it("fails an expected message", function()
                assert.has_error(function() rawequal() end, "a message never raised")
              end)
            end)
            """)
        let output = try EpoxyProcess.run(["test", scripts.folder.path])
        XCTAssertEqual(output.status, 1, output.standardOutput)
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "0 passed, 4 failed", output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("assert.is_true cannot be assigned: assertions belong to the test runner"), output.standardOutput)
    }

    func testRequireRefusesASymbolicLinkOutOfTheScriptFolder() throws {
        let scripts = try TemporaryScripts(), outside = try TemporaryScripts()
        let secret = try outside.write("secret.lua", "return 'secret'")
        try FileManager.default.createSymbolicLink(atPath: scripts.folder.appendingPathComponent("secret.lua").path, withDestinationPath: secret)
        let path = try scripts.write("main.lua", "return require('secret')")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("main.lua:1: module 'secret':"), output.standardError)
        XCTAssertTrue(output.standardError.contains("outside the module folder"), output.standardError)
        XCTAssertFalse(output.standardOutput.contains("secret"), output.standardOutput)
    }

    func testSetmetatableRefusalsNameTheScriptsLine() throws {
        for (source, expected) in [
            ("local m = Label.groupItem{ dataID = 'a', content = 'x' }\nsetmetatable(m, {})",
             "script.lua:2: bad argument #1 to 'setmetatable' (table expected, got EpoxyModel)"),
            ("local t = setmetatable({}, { __metatable = 'locked' })\nsetmetatable(t, {})", "script.lua:2: cannot change a protected metatable"),
            ("setmetatable({}, 5)", "script.lua:1: bad argument #2 to 'setmetatable' (nil or table expected, got number)"),
        ] {
            let output = try run(source)
            XCTAssertEqual(output.status, 1, output.standardError)
            XCTAssertTrue(output.standardError.contains(expected), "\(expected) in \(output.standardError)")
            let message = output.standardError.split(separator: "\n").first.map(String.init) ?? ""
            XCTAssertFalse(message.contains("finalizer_watch"), message)
        }
        let finalizer = try run("local t = setmetatable({}, { __gc = function() end, __index = { a = 1 } })\nreturn t.a")
        XCTAssertEqual(finalizer.status, 0, finalizer.standardError)
        XCTAssertTrue(finalizer.standardOutput.hasPrefix("1"), finalizer.standardOutput)
    }

    func testAnErrorMessageIsKeptWholePastANulByte() throws {
        let output = try run(#"error("before\0after")"#)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("script.lua:1: before\u{0}after\nstack traceback:"), output.standardError)
    }
}
