import EpoxyScreens
import EpoxyTestSupport
import LuaRuntime
import XCTest
@testable import EpoxyLua

/// What the CLI asks the host beyond running code: whether a line changed what is shown (the
/// render report), which files `require` loaded, completion of model methods, and
/// "did you mean" for nil globals and fields.
final class ScriptHostCLISupportTests: XCTestCase {
    private let group = "HGroup{ Label.groupItem{ dataID = 't', content = 'Hi' } }"

    func testRenderReportsCoverShowLayoutDeviceAndTypeSizeOnly() throws {
        let host = try ScriptHost()
        _ = try host.evaluate("x = 1 + 1")
        XCTAssertNil(host.takeRenderReport(), "plain Lua shows nothing")
        _ = try host.evaluate("setDevice('ipad')")
        XCTAssertNil(host.takeRenderReport(), "nothing is shown yet, so nothing changed on screen")
        _ = try host.evaluate("show(\(group))")
        XCTAssertTrue(host.hasPendingRender)
        XCTAssertEqual(host.takeRenderReport(), StageChange(reports: []), "a layout change without a render")
        XCTAssertNil(host.takeRenderReport(), "taking starts a new period")
        _ = try host.evaluate("frame('t')")
        XCTAssertNil(host.takeRenderReport(), "inspection changes nothing")
        _ = try host.evaluate("setDevice('iphone-se')")
        XCTAssertNotNil(host.takeRenderReport())
        _ = try host.evaluate("setContentSizeCategory('extraLarge')")
        XCTAssertNotNil(host.takeRenderReport())
        _ = try host.evaluate("layout(\(group), { width = 200 })")
        XCTAssertNotNil(host.takeRenderReport())
    }

    func testRenderLogKeepsTheReportsOfOnePeriodInOrder() {
        let log = RenderLog()
        let first = RenderReport(cause: "tap(a)", changes: [.init(scope: "items", inserted: ["1"])])
        let second = RenderReport(cause: "render()", changes: [.init(scope: "items", deleted: ["2"])])
        log.record()
        log.record(first)
        log.record()
        log.record(second)
        XCTAssertEqual(log.take(), StageChange(reports: [first, second]))
        XCTAssertNil(log.take())
    }

    func testReportsPrintFromTheirFieldsWithEveryMark() {
        let report = RenderReport(cause: "state: count", changes: [
            .init(scope: "items", inserted: ["a"], deleted: ["b"], moved: ["c"], updated: ["d"], replaced: ["e"]),
            .init(scope: "topBars"),
        ])
        XCTAssertEqual(report.text(), "state: count →\n  items: +a -b ~d ↕c ⇄e")
        XCTAssertEqual(report.text(scope: { "<\($0)>" }, entry: { "[\($0.rawValue)\($1)]" }),
                       "state: count →\n  <items>: [+a] [-b] [~d] [↕c] [⇄e]")
        XCTAssertEqual(RenderReport(cause: "render()").text(), "render() →\n  no changes")
    }

    func testRequiredFilesAreListedAndCanBeForgotten() throws {
        let folder = try TemporaryFolder()
        try folder.write("title.lua", "return 'First'")
        let script = try folder.write("screen.lua", "return (require('title'))")
        let host = try ScriptHost(configuration: .init(scriptFolder: folder.path))
        XCTAssertEqual(try host.runScript(at: script), [.string("First")])
        XCTAssertEqual(host.lua.requiredFiles.map(\.name), ["title"])
        XCTAssertEqual(host.lua.requiredFiles.map(\.path), [folder.path + "/title.lua"])
        try folder.write("title.lua", "return 'Second'")
        XCTAssertEqual(try host.runScript(at: script), [.string("First")], "a loaded module is cached")
        try host.forgetRequiredModules()
        XCTAssertEqual(host.lua.requiredFiles.count, 0)
        XCTAssertEqual(try host.runScript(at: script), [.string("Second")])
    }

    func testRequiredFilesAreListedWithTheFullLibraryToo() throws {
        let folder = try TemporaryFolder()
        try folder.write("title.lua", "return 'First'")
        let script = try folder.write("screen.lua", "return (require('title'))")
        let host = try ScriptHost(configuration: .init(allowIO: true, scriptFolder: folder.path))
        XCTAssertEqual(try host.runScript(at: script), [.string("First")])
        XCTAssertEqual(host.lua.requiredFiles.map(\.name), ["title"])
        XCTAssertEqual(host.lua.requiredFiles.map(\.path), [folder.path + "/title.lua"])
    }

    func testCompletesModelMethodsAndNamespaceFields() throws {
        let host = try ScriptHost()
        _ = try host.evaluate("x = Label.groupItem{ dataID = 't', content = 'Hi' }")
        XCTAssertEqual(host.completions(for: "x:numberOf").candidates, ["numberOfLines"])
        XCTAssertEqual(host.completions(for: "x:numberOf").replacing, 8)
        XCTAssertEqual(host.completions(for: "x.da").candidates, ["dataID"])
        XCTAssertEqual(host.completions(for: "x:da").candidates, [], "dataID is a field, not a method")
        XCTAssertEqual(host.completions(for: "Label.").candidates, ["barModel", "cellModel", "groupItem", "itemModel", "name", "supplementaryItemModel"])
    }

    func testNilGlobalsAndFieldsGetTheClosestName() throws {
        let host = try ScriptHost()
        XCTAssertThrowsError(try host.evaluate("Lable{}")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "stdin:1: attempt to call a nil value (global 'Lable'); did you mean 'Label'?")
        }
        XCTAssertThrowsError(try host.run(source: "local n = 1\nreturn math.flor(n)", chunkName: "=chunk")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "chunk:2: attempt to call a nil value (field 'flor'); did you mean 'floor'?")
        }
        XCTAssertThrowsError(try host.evaluate("local t = {} return t.abd()")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "stdin:1: attempt to call a nil value (field 'abd')")
        }
        XCTAssertThrowsError(try host.evaluate("return qqqqzzzz.x")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "stdin:1: attempt to index a nil value (global 'qqqqzzzz')")
        }
    }

    func testModuleLinesAreReadButNotPathsAScriptMakesUp() throws {
        let folder = try TemporaryFolder()
        try folder.write("helpers.lua", "return { go = function() return string.fromat('x') end }")
        let script = try folder.write("screen.lua", "return (require('helpers')).go()")
        let host = try ScriptHost(configuration: .init(scriptFolder: folder.path))
        XCTAssertThrowsError(try host.runScript(at: script)) { error in
            XCTAssertEqual((error as? LuaError)?.message,
                           "\(folder.path)/helpers.lua:1: attempt to call a nil value (field 'fromat'); did you mean 'format'?")
        }
        let other = try folder.write("other.lua", "string.fromat('x')")
        XCTAssertThrowsError(try host.evaluate("error('\(other):1: attempt to call a nil value (field \\'fromat\\')', 0)")) { error in
            XCTAssertEqual((error as? LuaError)?.message, "\(other):1: attempt to call a nil value (field 'fromat')")
        }
    }

    func testInspectNamesModelsInsteadOfUserdata() throws {
        let host = try ScriptHost()
        let values = try host.run(source: "return Label.groupItem{ dataID = 't', content = 'x' }:numberOfLines(2), { HGroup{} }", chunkName: "=t")
        XCTAssertEqual(try host.inspect(values), "Label.groupItem#t\t{ HGroup(0 items) }")
    }

    func testEqualsPrefixReturnsTheExpression() throws {
        let host = try ScriptHost()
        guard case .values(let values) = try host.evaluate("= 1 + 1, 'x'") else { return XCTFail("expected values") }
        XCTAssertEqual(values, [.integer(2), .string("x")])
        guard case .incomplete = try host.evaluate("=function() return") else { return XCTFail("expected incomplete") }
    }

    func testIndexedExpressionFindsTheDottedBase() {
        XCTAssertEqual(MissingNameHint.indexedExpression(in: "local s = string . fromat('x')", before: "fromat"), "string")
        XCTAssertEqual(MissingNameHint.indexedExpression(in: "a.b.c:dee()", before: "dee"), "a.b.c")
        XCTAssertNil(MissingNameHint.indexedExpression(in: "deep()", before: "dee"))
    }
}
