import LuaRuntime
import XCTest
@testable import EpoxyLua

/// The host the CLI runs scripts in: the API is installed, lines evaluate like `lua -i`, values
/// print deterministically and the REPL completes names.
final class ScriptHostTests: XCTestCase {
    func testInstallsTheAPIAsGlobalsAndAsTheEpoxyModule() throws {
        let host = try ScriptHost()
        let values = try host.run(source: "return diff == require('epoxy').diff, type(measureText), type(layoutConstraints)", chunkName: "=t")
        XCTAssertEqual(values, [.boolean(true), .string("function"), .string("function")])
    }

    func testEvaluatesExpressionsStatementsAndUnfinishedChunks() throws {
        let host = try ScriptHost()
        guard case .values(let sum) = try host.evaluate("1 + 1") else { return XCTFail("expected values") }
        XCTAssertEqual(sum, [.integer(2)])
        guard case .values(let none) = try host.evaluate("x = 5") else { return XCTFail("expected values") }
        XCTAssertEqual(none, [])
        guard case .incomplete = try host.evaluate("function f()") else { return XCTFail("expected incomplete") }
        XCTAssertThrowsError(try host.evaluate("x = = 1")) { error in
            XCTAssertEqual((error as? LuaError)?.kind, .syntax)
            XCTAssertEqual((error as? LuaError)?.message, "stdin:1: unexpected symbol near '='")
        }
    }

    func testInspectSortsKeysAndPrintsSeveralValuesWithTabs() throws {
        let host = try ScriptHost()
        let values = try host.run(source: "return { z = 1, a = { 2, 3 }, [1] = 'first' }, nil, 1.5", chunkName: "=t")
        XCTAssertEqual(try host.inspect(values), "{ \"first\", a = { 2, 3 }, z = 1 }\tnil\t1.5")
    }

    func testCompletesGlobalsKeywordsFieldsAndMethods() throws {
        let host = try ScriptHost()
        try host.run(source: "inbox = { rows = {}, reload = function() end, count = 3 }", chunkName: "=t")
        XCTAssertEqual(host.completions(for: "local d = dif").candidates, ["diff", "diffSections"])
        XCTAssertEqual(host.completions(for: "local d = dif").replacing, 3)
        XCTAssertEqual(host.completions(for: "whi").candidates, ["while"])
        XCTAssertEqual(host.completions(for: "inbox.r").candidates, ["reload", "rows"])
        XCTAssertEqual(host.completions(for: "inbox:").candidates, ["reload"])
        XCTAssertEqual(host.completions(for: "string.for").candidates, ["format"])
        XCTAssertEqual(host.completions(for: "(\"x\"):up").candidates, [], "no evaluation of expressions")
        XCTAssertEqual(host.completions(for: "nothing.here.at").candidates, [])
    }
}
