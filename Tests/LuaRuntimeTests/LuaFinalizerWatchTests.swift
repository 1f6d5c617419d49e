import XCTest
@testable import LuaRuntime

/// Table walks pause the collector only once a script may have Lua finalizers.
final class LuaFinalizerWatchTests: XCTestCase {
    func testAMetatableWithGCMarksTheStateAndPlainOnesDoNot() throws {
        let lua = try LuaState()
        XCTAssertFalse(lua.scriptMayHaveFinalizers)
        XCTAssertEqual(try lua.run(string: "local t = setmetatable({}, { __index = {} }); return getmetatable(t) ~= nil"), [true])
        XCTAssertFalse(lua.scriptMayHaveFinalizers)
        try lua.run(string: "setmetatable({}, { __gc = function() end })")
        XCTAssertTrue(lua.scriptMayHaveFinalizers)
    }

    func testTheFullLibraryWatchesDebugSetmetatableToo() throws {
        let lua = try LuaState(configuration: .init(allowIO: true))
        XCTAssertFalse(lua.scriptMayHaveFinalizers)
        try lua.run(string: "debug.setmetatable({}, { __gc = function() end })")
        XCTAssertTrue(lua.scriptMayHaveFinalizers)
    }

    func testSnapshotsStayCorrectWhileAFinalizerMutatesTables() throws {
        let lua = try LuaState()
        let values = try lua.run(string: """
            local shared = {}
            for i = 1, 200 do shared["k" .. i] = i end
            for i = 1, 2000 do setmetatable({}, { __gc = function() shared["k" .. (i % 200 + 1)] = nil end }) end
            return shared
            """)
        let table = try XCTUnwrap(values.first)
        let snapshot = try lua.snapshot(table)
        XCTAssertNotNil(snapshot.dictionaryValue)
    }
}
