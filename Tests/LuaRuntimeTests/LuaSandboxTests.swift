import EpoxyTestSupport
import XCTest
@testable import LuaRuntime

final class LuaSandboxTests: XCTestCase {
    func testRemovedGlobalsAreAbsent() throws {
        let lua = try LuaState()
        for name in ["io", "debug", "dofile", "loadfile"] {
            XCTAssertEqual(try lua.run(string: "return \(name) == nil"), [true], name)
        }
        for name in ["package.loadlib", "package.path", "package.cpath", "package.searchers", "os.execute",
                     "os.exit", "os.getenv", "os.remove", "os.rename", "os.tmpname"] {
            XCTAssertEqual(try lua.run(string: "return \(name) == nil"), [true], name)
        }
        XCTAssertEqual(try lua.run(string: "return package.loaded.io, package.loaded.debug"), [.nil, .nil])
    }

    func testKeptLibrariesArePresent() throws {
        let lua = try LuaState()
        let results = try lua.run(string: """
            return type(table.concat), type(string.format), type(math.floor), type(utf8.char),
                   type(coroutine.wrap), type(os.time), type(os.clock), type(os.date), type(pcall), type(require)
            """)
        XCTAssertEqual(results, Array(repeating: "function", count: 10))
    }

    func testLoadRefusesBinaryChunks() throws {
        let lua = try LuaState()
        XCTAssertEqual(try lua.run(string: "return load(string.dump(function() return 1 end))"),
                       [.nil, "attempt to load a binary chunk (mode is 't')"])
        XCTAssertEqual(try lua.run(string: "return load(string.dump(function() return 1 end), 'x', 'b')"),
                       [.nil, "attempt to load a binary chunk (mode is 't')"])
        XCTAssertEqual(try lua.run(string: "return load('return 7')()"), [7])
        XCTAssertEqual(try lua.run(string: "return load('return x', 'n', 't', {x = 9})()"), [9])
    }

    func testRequireLoadsFromTheScriptFolderAndLuaPath() throws {
        let scripts = try TemporaryFolder(), library = try TemporaryFolder()
        try scripts.write("helpers.lua", "return { name = 'helpers', args = {...} }")
        try library.write("widgets/init.lua", "return { name = 'widgets' }")
        try library.write("widgets/row.lua", "return { name = 'row' }")
        let main = try scripts.write("main.lua", """
            local h = require('helpers')
            return h.name, require('widgets').name, require('widgets.row').name, h == require('helpers'), h.args[1]
            """)
        let lua = try LuaState(configuration: .init(luaPath: [library.path]))
        XCTAssertEqual(try lua.run(file: main), ["helpers", "widgets", "row", true, "helpers"])
    }

    func testRequireRefusesEscapes() throws {
        let scripts = try TemporaryFolder()
        try scripts.write("secret.lua", "return 'secret'")
        let lua = try LuaState(configuration: .init(scriptFolder: scripts.path + "/sub"))
        for name in ["../secret", "/etc/passwd", "..secret", "a..b", "sub/../../secret", ""] {
            XCTAssertThrowsError(try lua.run(string: "return require(...)".replacingOccurrences(of: "...", with: "'\(name)'"), chunkName: "r.lua"), name) { error in
                XCTAssertEqual((error as? LuaError)?.message,
                               "r.lua:1: module '\(name)' not found: module names are dot-separated words of letters, digits, '_' and '-' (no paths)")
            }
        }
    }

    func testRequireNotFoundListsTheFoldersSearched() throws {
        let lua = try LuaState(configuration: .init(luaPath: ["/a", "/b"], scriptFolder: "/s"))
        XCTAssertThrowsError(try lua.run(string: "require('nope.mod')", chunkName: "m.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, """
                m.lua:1: module 'nope.mod' not found:
                \tno file '/s/nope/mod.lua'
                \tno file '/s/nope/mod/init.lua'
                \tno file '/a/nope/mod.lua'
                \tno file '/a/nope/mod/init.lua'
                \tno file '/b/nope/mod.lua'
                \tno file '/b/nope/mod/init.lua'
                """)
        }
    }

    /// A symbolic link inside the script folder must not lead `require` to a file outside it,
    /// whether the link is the file or a folder on the way; links that stay inside still load.
    func testRequireRefusesSymbolicLinksLeadingOutOfTheFolders() throws {
        let scripts = try TemporaryFolder(), outside = try TemporaryFolder()
        let secret = try outside.write("secret.lua", "return 'secret'")
        try outside.write("lib/mod.lua", "return 'outside module'")
        try scripts.write("inside.lua", "return 'inside'")
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: scripts.path + "/escape.lua", withDestinationPath: secret)
        try fileManager.createSymbolicLink(atPath: scripts.path + "/lib", withDestinationPath: outside.path + "/lib")
        try fileManager.createSymbolicLink(atPath: scripts.path + "/alias.lua", withDestinationPath: "inside.lua")
        let lua = try LuaState(configuration: .init(scriptFolder: scripts.path))
        XCTAssertThrowsError(try lua.run(string: "return require('escape')", chunkName: "r.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, """
                r.lua:1: module 'escape': '\(scripts.path)/escape.lua' is a symbolic link to '\(secret)', outside the module \
                folder '\(scripts.path)' (require only loads files inside the script folder and --lua-path)
                """)
        }
        XCTAssertThrowsError(try lua.run(string: "return require('lib.mod')", chunkName: "r.lua")) { error in
            XCTAssertTrue((error as? LuaError)?.message.hasPrefix("r.lua:1: module 'lib.mod': '\(scripts.path)/lib/mod.lua' is a symbolic link to '\(outside.path)/lib/mod.lua', outside") ?? false,
                          "\(error)")
        }
        XCTAssertEqual(try lua.run(string: "return (require('alias'))", chunkName: "r.lua"), ["inside"])
        // A module folder that is itself a link is resolved before comparing.
        let linkedFolder = outside.path + "/scripts-link"
        try fileManager.createSymbolicLink(atPath: linkedFolder, withDestinationPath: scripts.path)
        let linked = try LuaState(configuration: .init(luaPath: [linkedFolder]))
        XCTAssertEqual(try linked.run(string: "return (require('inside'))", chunkName: "r.lua"), ["inside"])
    }

    func testRequireOfAModuleWithAnErrorKeepsItsLocation() throws {
        let scripts = try TemporaryFolder()
        let broken = try scripts.write("broken.lua", "local x = 1\nerror('module failed')")
        let syntax = try scripts.write("syntax.lua", "return {")
        let lua = try LuaState(configuration: .init(scriptFolder: scripts.path))
        XCTAssertThrowsError(try lua.run(string: "require('broken')")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "\(broken):2: module failed")
        }
        XCTAssertThrowsError(try lua.run(string: "require('syntax')")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .syntax)
            XCTAssertEqual((error as? LuaError)?.message, "\(syntax):1: unexpected symbol near <eof>")
        }
    }

    func testPreloadedModules() throws {
        let lua = try LuaState()
        var loads = 0
        try lua.preload("epoxy") { call in
            loads += 1
            return [["version": 1, "name": .string(try call.string(1))]]
        }
        XCTAssertEqual(try lua.run(string: "local a, b = require('epoxy'), require('epoxy') return a == b, a.version, a.name"),
                       [true, 1, "epoxy"])
        XCTAssertEqual(loads, 1)
        try lua.setLoadedModule("json", ["encode": "stub"])
        XCTAssertEqual(try lua.run(string: "return require('json').encode"), ["stub"])
    }

    func testAllowIORestoresTheFullLibrary() throws {
        let scripts = try TemporaryFolder()
        try scripts.write("m.lua", "return 'from path'")
        let lua = try LuaState(configuration: .init(allowIO: true, scriptFolder: scripts.path))
        XCTAssertEqual(try lua.run(string: "return type(io.open), type(debug.traceback), type(dofile), type(os.getenv), type(package.loadlib)"),
                       ["function", "function", "function", "function", "function"])
        XCTAssertEqual(try lua.run(string: "return (require('m'))"), ["from path"])
    }
}
