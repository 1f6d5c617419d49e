import Foundation
import XCTest

/// `epoxy run` with a script returning a root: shown through the global `show`, printed in
/// `--format`, to `--output` when given. The script defines its own `show` standing in for the
/// model API's, so the command's contract is tested on its own.
final class RunRootTests: XCTestCase {
    /// A root (a table with a metatable, as models are) and a `show` that records it.
    private static let script = """
        shownCount = 0
        show = function(root) shownCount = shownCount + 1; shownName = root.name end
        return setmetatable({ name = "screen" }, {})
        """

    private static let emptySE = "window 375×667 safe area top 20 left 0 bottom 0 right 0\nWindow (0, 0, 375×667)\n"

    func testTextFormatPrintsTheTreeOfTheShownRoot() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        let output = try EpoxyProcess.run(["run", path, "--device", "iphone-se", "-e", "shownName", "-e", "shownCount"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, Self.emptySE + "\"screen\"\n1\n")
    }

    func testJSONFormat() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        let output = try EpoxyProcess.run(["run", path, "--format", "json", "--size", "200x100", "--safe-area", "10,0,5,0"])
        XCTAssertEqual(output.status, 0, output.standardError)
        let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        XCTAssertEqual(json?["kind"] as? String, "window")
        XCTAssertEqual(json?["frame"] as? [String: Double], ["x": 0, "y": 0, "width": 200, "height": 100])
        XCTAssertEqual(json?["safeArea"] as? [String: Double], ["top": 10, "left": 0, "bottom": 5, "right": 0])
    }

    func testASCIIFormatUsesColumns() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        let output = try EpoxyProcess.run(["run", path, "--format", "ascii", "--columns", "30"], environment: ["COLUMNS": "50"])
        XCTAssertEqual(output.status, 0, output.standardError)
        let first = output.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertEqual(first.count, 30, output.standardOutput)
        XCTAssertTrue(first.hasPrefix("┌"), first)
    }

    func testASCIIWidthFallsBackToCOLUMNSWhenNotATerminal() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        let output = try EpoxyProcess.run(["run", path, "--format", "ascii"], environment: ["COLUMNS": "40"])
        XCTAssertEqual(output.standardOutput.split(separator: "\n").first?.count, 40, output.standardOutput)
        let standard = try EpoxyProcess.run(["run", path, "--format", "ascii"], environment: ["COLUMNS": nil])
        XCTAssertEqual(standard.standardOutput.split(separator: "\n").first?.count, 80, standard.standardOutput)
    }

    func testSVGToAnOutputFile() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        let file = scripts.folder.appendingPathComponent("screen.svg")
        let output = try EpoxyProcess.run(["run", path, "--format", "svg", "--output", file.path])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "", "the root goes to the file only")
        let svg = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<?xml"), svg)
        XCTAssertTrue(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\" height=\"852\""), svg)
    }

    func testOutputThroughASymbolicLinkKeepsTheLink() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        let target = scripts.folder.appendingPathComponent("real.txt")
        let link = scripts.folder.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.txt")
        let output = try EpoxyProcess.run(["run", path, "--device", "iphone-se", "--output", link.path])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "real.txt")
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), Self.emptySE)
    }

    func testOutputToDevNullLeavesTheDevice() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        let output = try EpoxyProcess.run(["run", path, "--output", "/dev/null"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "")
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null must still be a character device")
    }

    func testOutputDashIsStandardOutput() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        let output = try EpoxyProcess.run(["run", path, "--device", "iphone-se", "--output", "-"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, Self.emptySE)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "-"), "no file named '-' is made")
    }

    func testUnwritableOutputFailsTheRun() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        let output = try EpoxyProcess.run(["run", path, "--output", scripts.folder.appendingPathComponent("no/such/dir/x.txt").path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("cannot write"), output.standardError)
    }

    func testPlainTablesAreValuesNotRoots() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("data.lua", "show = function() error('must not be shown') end\nreturn { a = 1 }")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "{ a = 1 }\n")
    }

    func testARootWithoutShowIsAnError() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("root.lua", "show = nil\nreturn setmetatable({}, {})")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("the global 'show' is not defined"), output.standardError)
    }

    func testShowRejectingTheRootFailsTheRun() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("root.lua", "show = function() error('not a root', 2) end\nreturn setmetatable({}, {})")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardError.contains("not a root"), output.standardError)
    }
}
