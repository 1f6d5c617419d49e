import Foundation
import XCTest

/// `epoxy run` with a script returning a root: shown by the host itself (in Swift, never through
/// a Lua global), printed in `--format`, to `--output` when given. The script reassigns the
/// stage's globals, which must play no part.
final class RunRootTests: XCTestCase {
    /// A root, after reassigning `show`, `frame`, `find` and `tap`.
    private static let script = """
        shownCount = 0
        show = function() shownCount = shownCount + 1; error("the script's own show must not be called") end
        frame, find, tap = function() end, nil, 42
        return VGroup{ alignment = "leading",
          ColorView.groupItem{ dataID = "box", style = { size = { width = 40, height = 40 }, color = "systemBlue" } } }
        """

    private static let boxSE = """
        window 375×667 safe area top 20 left 0 bottom 0 right 0
        Window (0, 0, 375×667)
          VGroup (16, 20, 343×40)
            ColorView #box (16, 20, 40×40) ‹40×40› [backgroundColor=systemBlue, cornerRadius=0]

        """

    func testTextFormatPrintsTheTreeOfTheShownRoot() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        let output = try EpoxyProcess.run(["run", path, "--device", "iphone-se", "-e", "shownCount"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, Self.boxSE + "0\n")
    }

    func testReassignedGlobalsDoNotStopEventsThroughTheAPI() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("list.lua", """
            local state = State{ count = 0 }
            show, frame, find, tap = nil, function() end, nil, nil
            return ViewController{ layout = "list", sections = function()
              return { SectionModel{ dataID = "rows", items = {
                TextRow.itemModel{ dataID = "counter", content = { title = "Count " .. state.count } }
                  :didSelect(function() state.count = state.count + 1 end) } } }
            end }
            """)
        let output = try EpoxyProcess.run([
            "run", path, "--format", "none", "-e", #"require("epoxy").tap("counter")"#,
            "-e", #"require("epoxy").find("counter").content.title"#, "-e", #"require("epoxy").frame("counter").y"#,
        ])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "\"Count 1\"\n59.0\n")
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
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), Self.boxSE)
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
        XCTAssertEqual(output.standardOutput, Self.boxSE)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "-"), "no file named '-' is made")
    }

    func testUnwritableOutputFailsTheRun() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.script)
        // A folder cannot be made where a file stands (missing folders are made).
        let output = try EpoxyProcess.run(["run", path, "--output", path + "/x.txt"])
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

    func testATableWithAMetatableIsAValueNotARoot() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("root.lua", "show = function() error('must not be shown') end\nreturn setmetatable({ a = 1 }, {})")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "{ a = 1 }\n")
    }

    func testARootThatCannotBeShownFailsTheRunWithTheReason() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("root.lua", "show = nil\nreturn NavigationController{ stack = function() return {} end }")
        let output = try EpoxyProcess.run(["run", path])
        XCTAssertEqual(output.status, 1)
        // Named after the script: the refusal comes from showing the root, where no Lua line runs.
        XCTAssertTrue(output.standardError.hasPrefix("error: \(path): the navigation stack is empty: it needs at least its "
            + "NavigationModel.root{…} (showing the root it returned)"), output.standardError)
    }
}
