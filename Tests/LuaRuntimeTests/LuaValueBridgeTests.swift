import CLuaSupport
import XCTest
@testable import LuaRuntime

final class LuaValueBridgeTests: XCTestCase {
    func testScalarsRoundTrip() throws {
        let lua = try LuaState()
        let identity = try lua.load(string: "return ...")
        let values: [LuaValue] = [.nil, true, false, 0, -7, .integer(Int64.max), 1.5, -0.25, "", "héllo ✓"]
        XCTAssertEqual(try lua.call(identity, values), values)
    }

    func testIntegersAndFloatsStayDistinct() throws {
        let lua = try LuaState()
        let results = try lua.run(string: "return 3, 3.0")
        XCTAssertEqual(results.count, 2)
        if case .integer(3) = results[0] {} else { XCTFail("\(results[0])") }
        if case .number(3.0) = results[1] {} else { XCTFail("\(results[1])") }
    }

    func testPushedArrayAndDictionaryBecomeTables() throws {
        let lua = try LuaState()
        let describe = try lua.load(string: """
            local t = ...
            return #t.items, t.items[2], t.title, t[1], t.nested.deep[1]
            """)
        let argument: LuaValue = ["items": ["a", "b", "c"], "title": "T", 1: "first", "nested": ["deep": [true]]]
        XCTAssertEqual(try lua.call(describe, [argument]), [3, "b", "T", "first", true])
    }

    func testSnapshotReadsArrayAndHashParts() throws {
        let lua = try LuaState()
        let results = try lua.run(string: """
            return {10, 20, 30}, {dataID = "a", content = {title = "x", n = 2}}, {1, 2, [5] = 5, name = "n"}, {}
            """)
        XCTAssertEqual(try lua.snapshot(results[0]), [10, 20, 30])
        XCTAssertEqual(try lua.snapshot(results[1]), ["dataID": "a", "content": ["title": "x", "n": 2]])
        XCTAssertEqual(try lua.snapshot(results[2]), [1: 1, 2: 2, 5: 5, "name": "n"])
        XCTAssertEqual(try lua.snapshot(results[3]), .array([]))
    }

    func testNamedFieldsSnapshotLeavesTheArrayPartOut() throws {
        let lua = try LuaState()
        try lua.register("fields") { call in [try call.namedFieldsSnapshot(1)] }
        let results = try lua.run(string: """
            local long = {} for i = 1, 1000 do long[i] = i end
            long.dataID = "a"
            long.content = {title = "x", 1, 2}
            return fields({1, 2, [5] = 5, name = "n"}), fields(long), fields({10, 20}), fields({})
            """)
        XCTAssertEqual(try lua.snapshot(results[0]), ["name": "n"])
        // Values inside the fields are read whole, arrays included.
        XCTAssertEqual(try lua.snapshot(results[1]), ["dataID": "a", "content": [1: 1, 2: 2, "title": "x"]])
        XCTAssertEqual(try lua.snapshot(results[2]), .array([]))
        XCTAssertEqual(try lua.snapshot(results[3]), .array([]))
    }

    /// A table of fields is read into a dictionary sized for its fields at once; a list beside
    /// them, walked past, gets no room either.
    func testATableOfFieldsIsReadIntoADictionarySizedForItsFields() throws {
        let lua = try LuaState()
        var capacities: [Int] = []
        try lua.register("fields") { call in
            let fields = try call.namedFieldsSnapshot(1)
            if case .dictionary(let dictionary) = fields { capacities.append(dictionary.capacity) }
            return [fields]
        }
        let results = try lua.run(string: """
            local long = {} for i = 1, 1000 do long[i] = i end
            long.dataID = "a"
            long.title = "b"
            local many = {} for i = 1, 40 do many["field" .. i] = i end
            return fields(long), fields(many)
            """)
        XCTAssertEqual(capacities.count, 2)
        XCTAssertLessThan(capacities.first ?? .max, 16, "two fields beside a list of 1,000")
        XCTAssertGreaterThanOrEqual(capacities.last ?? 0, 40)
        XCTAssertLessThan(capacities.last ?? .max, 128)
        XCTAssertEqual(try lua.snapshot(results[0]), ["dataID": "a", "title": "b"])
        let many = try lua.snapshot(results[1]).namedFields
        XCTAssertEqual(many?.count, 40)
        XCTAssertEqual(many?[.string("field17")], .integer(17))
    }

    func testTablesReadByValueAreTableValues() throws {
        let lua = try LuaState()
        let results = try lua.run(string: "return {10, 20}, {a = 1}, {}, {}, print, 'x', 1")
        for index in 0..<3 { XCTAssertTrue(try lua.snapshot(results[index]).isTableValue, "result \(index + 1)") }
        // A table by reference is not read by value.
        XCTAssertFalse(results[3].isTableValue)
        for index in 4..<7 { XCTAssertFalse(results[index].isTableValue, "result \(index + 1)") }
        XCTAssertFalse(LuaValue.nil.isTableValue)
    }

    func testNamedFieldsReadATableOfFieldsAndNoList() throws {
        let lua = try LuaState()
        let results = try lua.run(string: "return {a = 1, 7}, {}, {10, 20}, 'x'")
        let fields = try lua.snapshot(results[0]).namedFields
        XCTAssertEqual(fields?[.string("a")], .integer(1))
        XCTAssertEqual(fields?[.integer(1)], .integer(7))
        XCTAssertEqual(try lua.snapshot(results[1]).namedFields, [:])
        // A list has elements, not fields: nothing is read into a dictionary.
        XCTAssertNil(try lua.snapshot(results[2]).namedFields)
        XCTAssertNil(results[3].namedFields)
    }

    func testSnapshotIgnoresMetamethods() throws {
        let lua = try LuaState()
        let results = try lua.run(string: """
            return setmetatable({a = 1}, {__index = function() error("must not run") end,
                                          __pairs = function() error("must not run") end})
            """)
        XCTAssertEqual(try lua.snapshot(results[0]), ["a": 1])
    }

    func testSnapshotRejectsCycles() throws {
        let lua = try LuaState()
        let results = try lua.run(string: "local t = {} t.self = t return t")
        XCTAssertThrowsError(try lua.snapshot(results[0])) { error in
            XCTAssertEqual((error as? LuaError)?.message, "table contains itself and cannot be converted to a Swift value")
        }
        XCTAssertEqual(lua_gettop(lua.mainThread), 0)
    }

    func testSnapshotKeepsFunctionsAsReferences() throws {
        let lua = try LuaState()
        let results = try lua.run(string: "return {didSelect = function(x) return x * 2 end}")
        guard case .function(let function) = try lua.snapshot(results[0])["didSelect"] else {
            return XCTFail("expected a function")
        }
        XCTAssertEqual(try lua.call(function, [21]), [42])
    }

    func testReferencesToTheSameTableAreEqual() throws {
        let lua = try LuaState()
        let results = try lua.run(string: "local t = {} return t, t, {}")
        XCTAssertEqual(results[0], results[1])
        XCTAssertNotEqual(results[0], results[2])
    }

    func testGlobalsAndRawTableAccess() throws {
        let lua = try LuaState()
        try lua.setGlobal("config", ["width": 393])
        XCTAssertEqual(try lua.run(string: "return config.width"), [393])
        let table = try lua.makeTable(["a": 1])
        try lua.set("b", "two", in: table)
        XCTAssertEqual(try lua.get("a", in: table), 1)
        XCTAssertEqual(try lua.get("b", in: table), "two")
        XCTAssertEqual(try lua.get("missing", in: table), .nil)
        try lua.setGlobal("t", table.value)
        XCTAssertEqual(try lua.run(string: "return t.b"), ["two"])
    }

    func testDroppedReferencesAreReleased() throws {
        let lua = try LuaState()
        lua.collectGarbage()
        let baseline = lua.registryReferenceCount
        let baselineLive = lua.references.liveCount
        do {
            let results = try lua.run(string: "local r = {} for i = 1, 100 do r[i] = {i} end return table.unpack(r)")
            XCTAssertEqual(results.count, 100)
            lua.collectGarbage() // releases the chunk's reference; the results stay
            XCTAssertEqual(lua.registryReferenceCount, baseline + 100)
        }
        lua.collectGarbage()
        XCTAssertEqual(lua.registryReferenceCount, baseline)
        XCTAssertEqual(lua.references.liveCount, baselineLive)
    }

    /// A script that calls Swift in a loop never returns to the top level: the references Swift
    /// drops meanwhile are released by the calls themselves, and the objects they named die.
    func testReferencesDroppedDuringOneRunAreReleasedByLaterCalls() throws {
        let lua = try LuaState()
        lua.collectGarbage()
        let baseline = lua.registryReferenceCount
        var largest = 0
        // Reads its argument (a list of 10 functions: 10 references) and drops it at once.
        try lua.register("look") { call in
            _ = try call.snapshot(1)
            largest = max(largest, lua.registryReferenceCount - baseline)
            return []
        }
        try lua.run(string: """
            for i = 1, 2000 do
              local children = {}
              for j = 1, 10 do children[j] = function() return j end end
              look(children)
            end
            collectgarbage()
            look({})
            """)
        // 20,000 references in all; no more than one batch waits at a time.
        XCTAssertLessThanOrEqual(largest, LuaState.pendingReleaseBatch + 20)
        lua.collectGarbage()
        XCTAssertEqual(lua.registryReferenceCount, baseline)
    }

    /// A reference dropped now and then (the root `layout()` returns, once a screen) is released
    /// a few calls later, not once a batch of others has come: what it names, a whole screen's
    /// models, dies while the run goes on.
    func testAFewDroppedReferencesAreReleasedWithinAFewCalls() throws {
        let counter = LiveCounter()
        let lua = try LuaState()
        try lua.registerType(Counter.self, name: "Counter")
        try lua.register("make") { _ in [.object(Counter(value: 1, counter: counter))] }
        // Returns its argument, by reference: the reference is dropped once the result is pushed.
        try lua.register("same") { call in [try call.value(1)] }
        try lua.register("noop") { _ in [] }
        try lua.register("live") { _ in [.integer(Int64(counter.live))] }
        // 40 calls a round, far fewer than a batch.
        XCTAssertLessThan(LuaState.pendingReleaseWait, 40)
        XCTAssertGreaterThan(LuaState.pendingReleaseBatch, 50, "one reference a round: a batch alone would release none")
        let result = try lua.run(string: """
            local counts = {}
            for round = 1, 50 do
              same(make())
              for _ = 1, 40 do noop() end
              collectgarbage()
              counts[#counts + 1] = live()
            end
            return math.max(table.unpack(counts))
            """)
        XCTAssertEqual(result, [0], "a counter outlived its round")
    }

    func testReferenceOutlivingItsStateIsHarmless() throws {
        var reference: LuaRef?
        do {
            let lua = try LuaState()
            reference = try lua.makeTable()
        }
        XCTAssertNotNil(reference)
        reference = nil
    }

    func testInvalidTableKeyIsAnErrorNotACrash() throws {
        let lua = try LuaState()
        XCTAssertThrowsError(try lua.makeTable([.number(.nan): 1])) { error in
            XCTAssertEqual((error as? LuaError)?.message, "table index is NaN")
        }
        XCTAssertEqual(lua_gettop(lua.mainThread), 0)
    }

    func testStringsWithEmbeddedZerosRoundTrip() throws {
        let lua = try LuaState()
        XCTAssertEqual(try lua.run(string: "return 'a\\0b', #'a\\0b'"), ["a\u{0}b", 3])
        XCTAssertEqual(try lua.call(try lua.load(string: "return #...") , ["x\u{0}y\u{0}"]), [4])
    }

    func testArgumentCountAndAbsentArguments() throws {
        let lua = try LuaState()
        try lua.register("inspect") { call in
            [.integer(Int64(call.count)), .boolean(call.isNil(3)), .string(call.typeName(3)), .string(call.typeName(9))]
                + (try call.values())
        }
        XCTAssertEqual(try lua.run(string: "return inspect(1, 'two', nil)"), [3, true, "nil", "no value", 1, "two", .nil])
    }
}
