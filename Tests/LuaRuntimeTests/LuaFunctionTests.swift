import CLuaSupport
import XCTest
@testable import LuaRuntime

final class LuaFunctionTests: XCTestCase {
    func testRegisteredFunctionReceivesArgumentsAndReturnsResults() throws {
        let lua = try LuaState()
        try lua.register("divmod") { call in
            let a = try call.integer(1), b = try call.integer(2)
            return [.integer(a / b), .integer(a % b), .string("done")]
        }
        XCTAssertEqual(try lua.run(string: "return divmod(17, 5)"), [3, 2, "done"])
    }

    func testRegisterInATable() throws {
        let lua = try LuaState()
        let epoxy = try lua.makeTable()
        try lua.setGlobal("epoxy", epoxy.value)
        try lua.register("greet", in: epoxy) { call in [.string("hello " + (try call.string(1)))] }
        XCTAssertEqual(try lua.run(string: "return epoxy.greet('lua'), epoxy.greet(42), epoxy.greet(1.5)"),
                       ["hello lua", "hello 42", "hello 1.5"])
    }

    func testArgumentErrorsNameTheArgumentAndLocation() throws {
        let lua = try LuaState()
        try lua.register("diff") { call in
            _ = try call.table(1)
            return []
        }
        XCTAssertThrowsError(try lua.run(string: "\ndiff(3)", chunkName: "screen.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "screen.lua:2: bad argument #1 to 'diff' (table expected, got number)")
        }
        XCTAssertThrowsError(try lua.run(string: "diff()", chunkName: "screen.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "screen.lua:1: bad argument #1 to 'diff' (table expected, got no value)")
        }
    }

    func testFieldErrorsNameTheField() throws {
        let lua = try LuaState()
        try lua.register("ItemModel") { call in
            [.string(try call.string(field: "dataID", in: 1)), .integer(try call.integer(field: "count", in: 1))]
        }
        XCTAssertEqual(try lua.run(string: "return ItemModel{dataID = 'a', count = 2.0}"), ["a", 2])
        XCTAssertThrowsError(try lua.run(string: "ItemModel{}", chunkName: "s.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "s.lua:1: bad argument #1 to 'ItemModel' (field 'dataID': string expected, got nil)")
        }
        XCTAssertThrowsError(try lua.run(string: "ItemModel{dataID = 'a', count = 1.5}", chunkName: "s.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "s.lua:1: bad argument #1 to 'ItemModel' (field 'count': number has no integer representation)")
        }
    }

    func testSwiftErrorsCanBeCaughtByLuaPcall() throws {
        struct Failure: Error, CustomStringConvertible { var description: String { "it failed" } }
        let lua = try LuaState()
        try lua.register("fail") { _ in throw Failure() }
        XCTAssertEqual(try lua.run(string: "local ok, message = pcall(function() fail() end) return ok, message", chunkName: "p.lua"),
                       [false, "p.lua:1: it failed"])
        // Called directly by pcall (a C function), Lua's own functions name no line; the API's
        // name the script line that called pcall, as the same error uncaught does.
        XCTAssertEqual(try lua.run(string: "return pcall(fail)"), [false, "(string):1: it failed"])
    }

    func testReturningTablesAndObjects() throws {
        let lua = try LuaState()
        try lua.register("frame") { _ in [["x": 1, "y": 2.5, "tags": ["a", "b"]]] }
        XCTAssertEqual(try lua.run(string: "local f = frame() return f.x, f.y, #f.tags, f.tags[2]"), [1, 2.5, 2, "b"])
    }

    func testSwiftObjectsAsUserdataWithMethodsAreReleasedByGC() throws {
        let counter = LiveCounter()
        do {
            let lua = try LuaState()
            try lua.registerType(Counter.self, name: "Counter", methods: [
                "increment": { object, call in
                    object.value += try call.optionalInteger(1) ?? 1
                    return [.integer(object.value)]
                },
                "value": { object, _ in [.integer(object.value)] },
            ])
            try lua.register("makeCounter") { call in [.object(Counter(value: try call.integer(1), counter: counter))] }
            XCTAssertEqual(try lua.run(string: "local c = makeCounter(10) c:increment() return c:increment(5), type(c), getmetatable(c)"),
                           [16, "userdata", "locked"])
            XCTAssertThrowsError(try lua.run(string: "local c = makeCounter(1) c.increment(3)", chunkName: "m.lua")) { error in
                XCTAssertEqual((error as? LuaError)?.message, "m.lua:1: calling 'increment' on bad self (Counter expected, got number)")
            }
            XCTAssertEqual(counter.created, 2)
            lua.collectGarbage()
            XCTAssertEqual(counter.live, 0)

            // An object kept by a global stays alive until the state closes.
            try lua.run(string: "kept = makeCounter(3)")
            lua.collectGarbage()
            XCTAssertEqual(counter.live, 1)
            let kept = try lua.global("kept")
            XCTAssertEqual(lua.object(kept, as: Counter.self)?.value, 3)
        }
        XCTAssertEqual(counter.live, 0)
    }

    func testObjectArgumentTypeErrors() throws {
        let counter = LiveCounter()
        let lua = try LuaState()
        try lua.registerType(Counter.self, name: "Counter")
        try lua.register("read") { call in [.integer(try call.object(1, as: Counter.self).value)] }
        try lua.setGlobal("c", .object(Counter(value: 4, counter: counter)))
        XCTAssertEqual(try lua.run(string: "return read(c)"), [4])
        XCTAssertThrowsError(try lua.run(string: "read({})", chunkName: "o.lua")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "o.lua:1: bad argument #1 to 'read' (Counter expected, got table)")
        }
    }

    func testObjectOrNilReadsAnObjectArgumentInPlace() throws {
        final class Other {}
        let counter = LiveCounter()
        let lua = try LuaState()
        try lua.registerType(Counter.self, name: "Counter")
        try lua.registerType(Other.self, name: "Other")
        try lua.register("value") { call in [call.objectOrNil(1, as: Counter.self).map { .integer($0.value) } ?? .nil] }
        try lua.setGlobal("c", .object(Counter(value: 4, counter: counter)))
        try lua.setGlobal("o", .object(Other()))
        XCTAssertEqual(try lua.run(string: "return value(c)"), [4])
        XCTAssertEqual(try lua.run(string: "return value(o), value({}), value(4), value()"), [.nil, .nil, .nil, .nil])
    }

    func testListObjectsReadsAListBesideNamedFields() throws {
        let counter = LiveCounter()
        let lua = try LuaState()
        try lua.registerType(Counter.self, name: "Counter")
        try lua.register("list") { call in
            guard let objects = call.listObjects(1, of: Counter.self) else { return [.string("other shape")] }
            return [.string(objects.map { String($0.value) }.joined(separator: ","))]
        }
        for value in 1...3 { try lua.setGlobal("c\(value)", .object(Counter(value: Int64(value), counter: counter))) }
        XCTAssertEqual(try lua.run(string: "return list{ spacing = 4, name = 'x', c1, c2, c3 }"), ["1,2,3"])
        XCTAssertEqual(try lua.run(string: "return list{ c2 }, list{ spacing = 4 }, list{}"), ["2", "", ""])
        // Anything else is for the caller's full read to name.
        for shape in ["{ c1, 'text' }", "{ c1, nil, c3 }", "{ c1, c2, [4] = c3 }", "{ c1, [0] = c2 }", "{ c1, [1.5] = c2 }",
                      "{ c1, [true] = c2 }", "'c1'", "nil"] {
            XCTAssertEqual(try lua.run(string: "return list(\(shape))"), [.string("other shape")], shape)
        }
    }

    func testUnregisteredObjectTypeIsAnError() throws {
        let lua = try LuaState()
        let counter = LiveCounter()
        try lua.register("leak") { _ in [.object(Counter(value: 1, counter: counter))] }
        XCTAssertThrowsError(try lua.run(string: "leak()")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "(string):1: Swift type Counter is not registered with Lua (registerType)")
        }
        XCTAssertEqual(counter.live, 0)
    }

    func testClosuresCapturedByLuaAreReleasedWithTheFunction() throws {
        let counter = LiveCounter()
        let lua = try LuaState()
        do {
            let captured = Counter(value: 1, counter: counter)
            try lua.register("temporary") { _ in [.integer(captured.value)] }
        }
        XCTAssertEqual(try lua.run(string: "return temporary()"), [1])
        try lua.setGlobal("temporary", .nil)
        lua.collectGarbage()
        XCTAssertEqual(counter.live, 0)
    }

    func testFunctionsWorkInsideCoroutines() throws {
        let lua = try LuaState()
        try lua.register("twice") { call in [.integer(try call.integer(1) * 2)] }
        let results = try lua.run(string: """
            local co = coroutine.wrap(function(x) local y = coroutine.yield(twice(x)) return twice(y) end)
            return co(3), co(10)
            """)
        XCTAssertEqual(results, [6, 20])
    }

    func testMetamethodsOfRegisteredTypes() throws {
        let counter = LiveCounter()
        let lua = try LuaState()
        try lua.registerType(Counter.self, name: "Counter", metamethods: [
            "__tostring": { call in [.string("Counter(\(try call.object(1, as: Counter.self).value))")] },
            "__eq": { call in [.boolean(try call.object(1, as: Counter.self).value == call.object(2, as: Counter.self).value)] },
            "__len": { call in [.integer(try call.object(1, as: Counter.self).value)] },
        ])
        try lua.setGlobal("a", .object(Counter(value: 5, counter: counter)))
        try lua.setGlobal("b", .object(Counter(value: 5, counter: counter)))
        XCTAssertEqual(try lua.run(string: "return tostring(a), a == b, #a, rawequal(a, b)"), ["Counter(5)", true, 5, false])
        XCTAssertThrowsError(try lua.registerType(Counter.self, name: "Counter", metamethods: ["__gc": { _ in [] }])) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .runtime)
            XCTAssertEqual((error as? LuaError)?.message, "metamethod __gc of Counter is reserved")
        }
    }
}
