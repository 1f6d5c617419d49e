import XCTest

/// Errors a person can act on: misspelt globals, fields and modifiers get the closest name.
final class DidYouMeanTests: XCTestCase {
    /// Runs `source` as `typo.lua` from its folder, so messages name it briefly (`typo.lua:1:`).
    private func runScript(_ source: String) throws -> (EpoxyProcess.Output, String) {
        let scripts = try TemporaryScripts()
        try scripts.write("typo.lua", source)
        return (try EpoxyProcess.run(["run", "typo.lua"], in: scripts.folder), "typo.lua")
    }

    func testLongScriptPathsStillGetTheHint() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("a/rather/long/folder/name/for/the/script/so/lua/shortens/it/typo.lua", "return string.fromat('x')")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertTrue(output.standardError.hasPrefix("error: ..."), output.standardError)
        XCTAssertTrue(output.standardError.contains("/typo.lua:1: attempt to call a nil value (field 'fromat'); did you mean 'format'?\n"),
                      output.standardError)
    }

    func testMisspeltGlobalSuggestsTheAPIName() throws {
        let (output, path) = try runScript("local title = 'Inbox'\nreturn Lable{ content = title }\n")
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.hasPrefix(
            "error: \(path):2: attempt to call a nil value (global 'Lable'); did you mean 'Label'?\n"), output.standardError)
    }

    func testMisspeltFieldOfAGlobalTableSuggestsItsKey() throws {
        let (output, path) = try runScript("return string.fromat('%d', 1)\n")
        XCTAssertTrue(output.standardError.hasPrefix(
            "error: \(path):1: attempt to call a nil value (field 'fromat'); did you mean 'format'?\n"), output.standardError)
    }

    func testMisspeltModifierNamesTheClosest() throws {
        let (output, path) = try runScript("return Label.groupItem{ dataID = 't', content = 'x' }:numberOfLine(1)\n")
        XCTAssertTrue(output.standardError.hasPrefix(
            "error: \(path):1: no modifier 'numberOfLine' on Label.groupItem; did you mean 'numberOfLines'?"), output.standardError)
    }

    func testNamesWithNothingCloseGetNoGuess() throws {
        let (output, _) = try runScript("local t = { abc = 1 }\nreturn zzzzqqq() + t.abd()\n")
        XCTAssertTrue(output.standardError.contains("(global 'zzzzqqq')\n"), output.standardError)
        let (field, _) = try runScript("local t = { abc = 1 }\nreturn t.abd()\n")
        XCTAssertTrue(field.standardError.contains("(field 'abd')\n"), "a local table's keys are unknown: \(field.standardError)")
    }

    func testTheREPLSuggestsToo() throws {
        let output = try EpoxyProcess.run(["repl"], input: "prnt('x')\nmath.flor(2.5)\n")
        XCTAssertTrue(output.standardError.contains("stdin:1: attempt to call a nil value (global 'prnt'); did you mean 'print'?"),
                      output.standardError)
        XCTAssertTrue(output.standardError.contains("stdin:1: attempt to call a nil value (field 'flor'); did you mean 'floor'?"),
                      output.standardError)
    }
}
