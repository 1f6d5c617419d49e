import XCTest
@testable import LuaRuntime

final class LuaConsoleTests: XCTestCase {
    func testEvaluateTakesExpressionsAndStatements() throws {
        let lua = try LuaState()
        XCTAssertEqual(try lua.evaluate("1 + 1"), [2])
        XCTAssertEqual(try lua.evaluate("x = 40"), [])
        XCTAssertEqual(try lua.evaluate("x + 2, 'a'"), [42, "a"])
        XCTAssertThrowsError(try lua.evaluate("x = = 1")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .syntax)
            XCTAssertEqual((error as? LuaError)?.message, "stdin:1: unexpected symbol near '='")
        }
        XCTAssertThrowsError(try lua.evaluate("nil + 1")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "stdin:1: attempt to perform arithmetic on a nil value")
        }
    }

    func testRedirectedPrintFormatsLikeLua() throws {
        let lua = try LuaState()
        var lines: [String] = []
        try lua.redirectPrint { lines.append($0) }
        try lua.run(string: "print('a', 1, 2.5, nil, true) print() print(setmetatable({}, {__tostring = function() return 'T' end}))")
        XCTAssertEqual(lines, ["a\t1\t2.5\tnil\ttrue", "", "T"])
    }

    func testValueDescriptions() {
        let value: LuaValue = ["title": "a \"b\"", "n": 1.0, "list": [1, 2.5, .nil, true], "with space": 1]
        XCTAssertEqual(value.description, #"{["with space"] = 1, list = {1, 2.5, nil, true}, n = 1.0, title = "a \"b\""}"#)
    }

    func testHashableMatchesEquality() {
        XCTAssertEqual(LuaValue.integer(3), LuaValue.number(3.0))
        XCTAssertEqual(LuaValue.integer(3).hashValue, LuaValue.number(3.0).hashValue)
        let a: LuaValue = ["x": 1, "y": ["z": "w"]]
        let b: LuaValue = ["y": ["z": "w"], "x": 1]
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertEqual(Set<LuaValue>([a, b, .array([]), .dictionary([:])]).count, 2)
    }
}
