import XCTest
@testable import LuaRuntime

/// The host's own Lua files: compiled in by SwiftPM, loaded under a chunk name that names the file.
final class EmbeddedLuaFileTests: XCTestCase {
    func testErrorsAndTracebacksNameTheFileAndLine() throws {
        let lua = try LuaState()
        let file = EmbeddedLuaFile("boom.lua", bytes: Array("-- a host file\nlocal reason = ...\nerror(reason)\n".utf8))
        let chunk = try lua.load(file)
        XCTAssertThrowsError(try lua.call(chunk, ["no luck"])) { error in
            let luaError = error as? LuaError
            XCTAssertEqual(luaError?.message, "[epoxy boom.lua]:3: no luck")
            XCTAssertTrue(luaError?.traceback.contains("[epoxy boom.lua]:3: in main chunk") ?? false, luaError?.traceback ?? "")
        }
    }

    func testAHostFileIsNotTheScriptsLocation() {
        let traceback = "stack traceback:\n\t[C]: in function 'error'\n\t[epoxy testing.lua]:40: in function 'it'\n\tspecs/x_spec.lua:7: in main chunk"
        XCTAssertEqual(LuaTraceback.scriptLocation(in: traceback), "specs/x_spec.lua:7:")
    }

    func testASyntaxErrorNamesTheFile() throws {
        let lua = try LuaState()
        XCTAssertThrowsError(try lua.load(EmbeddedLuaFile("broken.lua", bytes: Array("\n\nlocal = 1".utf8)))) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .syntax)
            XCTAssertEqual((error as? LuaError)?.message, "[epoxy broken.lua]:3: <name> expected near '='")
        }
    }

    func testTheRuntimesOwnFilesAreEmbeddedAndCompile() throws {
        let lua = try LuaState()
        for file in [EmbeddedLuaFile.sandbox, .finalizerWatch, .packagePath, .requireRecord, .print] {
            XCTAssertTrue(file.fileName.hasSuffix(".lua"))
            XCTAssertFalse(file.bytes.isEmpty, file.fileName)
            XCTAssertNoThrow(try lua.load(file), file.fileName)
        }
    }

    func testNamespacesGetMetatablesWithoutLua() throws {
        let lua = try LuaState()
        let namespace = try lua.makeTable(["name": "Thing"])
        let make = try lua.makeFunction(name: "Thing") { call in [.integer(try call.integer(2) * 2)] }
        try lua.setMetatable(try lua.makeTable(["__call": make.value]), of: namespace)
        try lua.setGlobal("Thing", namespace.value)
        XCTAssertEqual(try lua.run(string: "return Thing(21), Thing.name"), [42, "Thing"])
    }
}
