import XCTest

/// `epoxy run`: results printed readably, errors with `file:line`, limits, exit statuses.
final class RunCommandTests: XCTestCase {
    func testPrintsTheScriptResultWithSortedKeys() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", "return { b = 2, a = { 1, 2 }, [1] = 'x' }")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "{ \"x\", a = { 1, 2 }, b = 2 }\n")
    }

    func testRunsTheExampleFromTheReadme() throws {
        let example = EpoxyProcess.repositoryRoot.appendingPathComponent("examples/changesets.lua").path
        let output = try EpoxyProcess.run(["run", example])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(output.standardOutput.contains("deletes = { 3 }"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("updates = { { from = 2, to = 3 } }"), output.standardOutput)
    }

    func testEvaluatesEachDashEInOrderAfterTheScript() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("s.lua", "count = 1")
        let output = try EpoxyProcess.run(["run", path, "-e", "count = count + 1", "-e", "count * 10", "-e", "diff({'a'}, {'a', 'b'}).inserts"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "20\n{ 2 }\n")
    }

    func testSyntaxErrorNamesFileAndLineAndExitsOne() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("broken.lua", "local x = 1\nlocal y = = 2\n")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("broken.lua:2:"), output.standardError)
    }

    func testRuntimeErrorPrintsLocationAndTraceback() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("fails.lua", "local function inner()\n  error('no rows')\nend\ninner()\n")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("fails.lua:2: no rows"), output.standardError)
        XCTAssertTrue(output.standardError.contains("stack traceback:"), output.standardError)
        XCTAssertTrue(output.standardError.contains("fails.lua:4"), output.standardError)
    }

    func testTracebackFramesOfTheHostsOwnLuaNameItsFileAndLine() throws {
        // State{} is written in Lua (Sources/EpoxyLua/Bindings/state.lua, compiled in): its frame
        // names that file and the line of its `error`, and the message names the script's line.
        let scripts = try TemporaryScripts()
        let path = try scripts.write("state.lua", "local s = State(5)\nreturn s\n")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("state.lua:1: bad argument #1 to 'State' (table expected, got number)"), output.standardError)
        let source = try String(contentsOf: EpoxyProcess.repositoryRoot.appendingPathComponent("Sources/EpoxyLua/Bindings/state.lua"), encoding: .utf8)
        let line = try XCTUnwrap(source.components(separatedBy: "\n").firstIndex { $0.contains("error(\"bad argument #1 to 'State'") }) + 1
        XCTAssertTrue(output.standardError.contains("\t[epoxy state.lua]:\(line): in function "), output.standardError)
    }

    func testErrorFromALuaCallbackInsideSwiftSurfacesOnceWithBothLocations() throws {
        // require (Swift) loads a module (Lua) that calls diff (Swift) with bad input, raised
        // in the module: the error must carry the module's line and the caller's frame.
        let scripts = try TemporaryScripts()
        try scripts.write("rows.lua", "local M = {}\nfunction M.build()\n  return diff({ { dataID = {} } }, {})\nend\nreturn M\n")
        try scripts.write("main.lua", "local rows = require('rows')\nlocal result = rows.build()\nreturn result\n")
        // Relative paths, as a user types them: Lua shortens long chunk names in messages.
        let output = try EpoxyProcess.run(["run", "main.lua"], in: scripts.folder)
        XCTAssertEqual(output.status, 1)
        let lines = output.standardError.components(separatedBy: "\n")
        XCTAssertEqual(lines.filter { $0.contains("old[1].dataID") }.count, 1, output.standardError)
        XCTAssertTrue(output.standardError.contains("rows.lua:3:"), output.standardError)
        XCTAssertTrue(output.standardError.contains("main.lua:2"), output.standardError)
    }

    func testInfiniteLoopStopsAtTheTimeLimit() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("loop.lua", "while true do end")
        let start = Date()
        let output = try EpoxyProcess.run(["run", path, "--time-limit", "300ms"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("time limit of 0.3 s exceeded"), output.standardError)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testMemoryBombStopsAtTheCap() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("bomb.lua", "local t = {}\nwhile true do t[#t + 1] = ('x'):rep(4096) .. #t end")
        let output = try EpoxyProcess.run(["run", path, "--memory-limit", "32M", "--time-limit", "20s"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("memory limit of 32 MiB exceeded"), output.standardError)
    }

    func testSandboxHidesIOUnlessAllowed() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("io.lua", "return type(io), type(os.execute), type(os.time)")
        let sandboxed = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(sandboxed.standardOutput, "\"nil\"\t\"nil\"\t\"function\"\n")
        let allowed = try EpoxyProcess.run(["run", path, "--allow-io"])
        XCTAssertEqual(allowed.standardOutput, "\"table\"\t\"function\"\t\"function\"\n")
    }

    func testRequireSearchesTheScriptFolderAndLuaPath() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("lib/shared.lua", "return { name = 'shared' }")
        try scripts.write("app/local_mod.lua", "return { name = 'local' }")
        let path = try scripts.write("app/main.lua", "return require('local_mod').name .. '+' .. require('shared').name")
        let missing = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.standardError.contains("module 'shared' not found"), missing.standardError)
        let found = try EpoxyProcess.run(["run", path, "--lua-path", scripts.folder.appendingPathComponent("lib").path])
        XCTAssertEqual(found.status, 0, found.standardError)
        XCTAssertEqual(found.standardOutput, "\"local+shared\"\n")
    }

    func testRequireEpoxyReturnsTheGlobals() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("m.lua", "local epoxy = require('epoxy')\nreturn epoxy.diff == diff and epoxy.diffSections == diffSections")
        XCTAssertEqual(try EpoxyProcess.run(["run", path]).standardOutput, "true\n")
    }
}
