import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `epoxy test`'s CI conventions: JUnit XML, TAP and JSON reports, `--shard K/N` and `--jobs N`,
/// with the closing line and the exit status unchanged.
final class TestReportTests: XCTestCase {
    /// Two spec files: one passing, failing and pending test in the first, one passing in the second.
    private func writeSpecs(_ scripts: TemporaryScripts) throws {
        try scripts.write("a_spec.lua", """
            describe("rows", function()
              it("start with one", function() assert.are.equal(1, 1) end)
              it("fail & say where", function()
                assert.are.equal(2, 3)
              end)
              pending("reorder")
            end)
            """)
        try scripts.write("b_spec.lua", "it('works <b>', function() assert.is_true(true) end)")
    }

    func testJUnitFileBesideTheProgress() throws {
        let scripts = try TemporaryScripts()
        try writeSpecs(scripts)
        let report = scripts.folder.appendingPathComponent("out/report.xml")
        try FileManager.default.createDirectory(at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
        let output = try EpoxyProcess.run(["test", scripts.folder.path, "--output", "junit:\(report.path)"])
        XCTAssertEqual(output.status, 1, output.standardError)
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "2 passed, 1 failed, 1 skipped")
        XCTAssertTrue(output.standardOutput.contains("  ✗ rows fail & say where"), output.standardOutput)

        let document = try XMLDocument(contentsOf: report)
        let suites = try document.nodes(forXPath: "/testsuites/testsuite") as? [XMLElement] ?? []
        XCTAssertEqual(suites.count, 2)
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "4")
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "1")
        XCTAssertEqual(root.attribute(forName: "skipped")?.stringValue, "1")
        let cases = try document.nodes(forXPath: "//testcase") as? [XMLElement] ?? []
        XCTAssertEqual(cases.compactMap { $0.attribute(forName: "name")?.stringValue },
                       ["rows start with one", "rows fail & say where", "rows reorder", "works <b>"])
        let failing = try XCTUnwrap(cases.first { $0.attribute(forName: "name")?.stringValue == "rows fail & say where" })
        XCTAssertEqual(failing.attribute(forName: "line")?.stringValue, "4")
        XCTAssertEqual(failing.attribute(forName: "classname")?.stringValue?.hasSuffix(".a_spec"), true)
        let failure = try XCTUnwrap(failing.elements(forName: "failure").first)
        XCTAssertTrue(failure.stringValue?.contains("a_spec.lua:4:") ?? false, failure.stringValue ?? "")
        XCTAssertTrue(failure.attribute(forName: "message")?.stringValue?.contains("expected objects to be equal") ?? false)
        XCTAssertEqual(cases[2].elements(forName: "skipped").count, 1)
    }

    func testTAPOnStandardOutputWithTheClosingLineOnStandardError() throws {
        let scripts = try TemporaryScripts()
        try writeSpecs(scripts)
        let output = try EpoxyProcess.run(["test", scripts.folder.path, "-o", "tap"])
        XCTAssertEqual(output.status, 1)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "TAP version 13")
        XCTAssertEqual(lines.last, "1..4")
        XCTAssertTrue(lines.contains { $0.hasPrefix("ok 1 - ") && $0.hasSuffix("a_spec.lua: rows start with one") }, output.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("not ok 2 - ") }, output.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ok 3 - ") && $0.hasSuffix("# SKIP pending") }, output.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  at: \"") && $0.hasSuffix("a_spec.lua:4\"") }, output.standardOutput)
        XCTAssertFalse(output.standardOutput.contains("✓"), "no progress lines in TAP")
        XCTAssertEqual(output.standardError.split(separator: "\n").last, "2 passed, 1 failed, 1 skipped")
    }

    func testJSONReport() throws {
        let scripts = try TemporaryScripts()
        try writeSpecs(scripts)
        let output = try EpoxyProcess.run(["test", scripts.folder.path, "--output", "json"])
        XCTAssertEqual(output.status, 1)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(json["passed"] as? Int, 2)
        XCTAssertEqual(json["failed"] as? Int, 1)
        XCTAssertEqual(json["skipped"] as? Int, 1)
        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        XCTAssertEqual(files.count, 2)
        let statuses = (files[0]["results"] as? [[String: Any]])?.compactMap { $0["status"] as? String }
        XCTAssertEqual(statuses, ["passed", "failed", "pending"])
    }

    func testShardsRunEveryFileOnceBetweenThem() throws {
        let scripts = try TemporaryScripts()
        for index in 1...7 {
            try scripts.write("s\(index)_spec.lua", "it('file \(index)', function() end)")
        }
        var seen: [String] = []
        for shard in 1...3 {
            let output = try EpoxyProcess.run(["test", scripts.folder.path, "--shard", "\(shard)/3"])
            XCTAssertEqual(output.status, 0, output.standardError)
            let names = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ✓ ") }.map { String($0.dropFirst(4)) }
            XCTAssertTrue((2...3).contains(names.count), "shares are even: \(names)")
            seen += names
        }
        XCTAssertEqual(seen.sorted(), (1...7).map { "file \($0)" }.sorted())
        XCTAssertEqual(Set(seen).count, seen.count, "no file runs twice")
        let empty = try EpoxyProcess.run(["test", scripts.folder.appendingPathComponent("s1_spec.lua").path, "--shard", "2/2"])
        XCTAssertEqual(empty.status, 0, "an empty shard of a matrix passes")
        XCTAssertEqual(empty.standardOutput.split(separator: "\n").last, "0 passed, 0 failed")
    }

    func testBadShardsAndJobsAreUsageErrors() throws {
        let scripts = try TemporaryScripts()
        try writeSpecs(scripts)
        for arguments in [["--shard", "0/3"], ["--shard", "4/3"], ["--shard", "x"], ["--jobs", "0"],
                          ["--output", "xml"], ["--output", "tap", "--output", "json"]] {
            let output = try EpoxyProcess.run(["test", scripts.folder.path] + arguments)
            XCTAssertEqual(output.status, 64, "\(arguments): \(output.standardError)")
        }
    }

    /// A backslash before a `#` in a test's name: the `#` was escaped and the backslash not, so
    /// `\\#` read as an escaped backslash before a real `# TODO` directive, a failing test that TAP
    /// consumers counted as a passing to-do.
    func testTAPEscapesBackslashesBeforeHashes() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("tap_spec.lua", ##"it("label at C:\\# TODO", function() error("the layout is broken") end)"##)
        let output = try EpoxyProcess.run(["test", scripts.folder.path, "-o", "tap"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardOutput.contains(#"not ok 1 - "#), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains(##"tap_spec.lua: label at C:\\\# TODO"##), output.standardOutput)
    }

    /// With `--jobs`, what a spec file writes to standard error (its prints, layout warnings)
    /// is shown before its results, as a serial run shows it; the children's was thrown away.
    func testJobsShowWhatEachFileWroteToStandardError() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("a_spec.lua", "it('a', function() print('printed by a') end)")
        try scripts.write("b_spec.lua", "it('b', function() print('printed by b') end)")
        let output = try EpoxyProcess.run(["test", scripts.folder.path, "--jobs", "2"])
        XCTAssertEqual(output.status, 0, output.standardError)
        let printedA = try XCTUnwrap(output.standardError.range(of: "printed by a"), output.standardError)
        let printedB = try XCTUnwrap(output.standardError.range(of: "printed by b"), output.standardError)
        XCTAssertLessThan(printedA.lowerBound, printedB.lowerBound, "in file order")
        XCTAssertFalse(output.standardError.contains("passed"), "the children's closing lines are theirs: \(output.standardError)")
        XCTAssertEqual(output.standardOutput.split(separator: "\n").last, "2 passed, 0 failed")
    }

    func testJobsReportInFileOrderLikeOneProcess() throws {
        let scripts = try TemporaryScripts()
        try writeSpecs(scripts)
        for index in 1...5 {
            try scripts.write("c\(index)_spec.lua", "it('c\(index)', function() assert.are.equal(\(index), \(index)) end)")
        }
        let serial = try EpoxyProcess.run(["test", scripts.folder.path])
        let parallel = try EpoxyProcess.run(["test", scripts.folder.path, "--jobs", "3"])
        XCTAssertEqual(parallel.status, 1)
        XCTAssertEqual(parallel.standardOutput, serial.standardOutput)
        XCTAssertEqual(parallel.standardOutput.split(separator: "\n").last, "7 passed, 1 failed, 1 skipped")
    }
}

/// `epoxy types`: the LuaLS definitions and the luacheck configuration, to standard output or a file.
final class TypesCommandTests: XCTestCase {
    func testWritesDefinitionsToStandardOutputAndFiles() throws {
        let standard = try EpoxyProcess.run(["types"])
        XCTAssertEqual(standard.status, 0, standard.standardError)
        XCTAssertTrue(standard.standardOutput.hasPrefix("---@meta epoxy\n"))
        XCTAssertTrue(standard.standardOutput.contains("\nfunction frame(dataID) end\n"))

        let scripts = try TemporaryScripts()
        let file = scripts.folder.appendingPathComponent(".luacheckrc")
        let luacheck = try EpoxyProcess.run(["types", "--format", "luacheck", "--output", file.path])
        XCTAssertEqual(luacheck.status, 0, luacheck.standardError)
        XCTAssertEqual(luacheck.standardOutput, "")
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains("stds.epoxy = {"), text)
        XCTAssertTrue(text.contains("\"ViewController\""), text)

        // The README's command, in a fresh clone that has no types folder.
        let definitions = try EpoxyProcess.run(["types", "--output", "types/epoxy.lua"], in: scripts.folder)
        XCTAssertEqual(definitions.status, 0, definitions.standardError)
        let written = try String(contentsOf: scripts.folder.appendingPathComponent("types/epoxy.lua"), encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("---@meta epoxy\n"))

        let bad = try EpoxyProcess.run(["types", "--format", "emmylua"])
        XCTAssertEqual(bad.status, 64)
    }
}

/// PNG pictures: `epoxy run --format png` and `assert.snapshot(name, { format = "png" })`.
final class PictureTests: XCTestCase {
    private static let screen = """
        return VGroup{ Label.groupItem{ dataID = "title", content = TITLE or "Hello", style = "title1" },
          ColorView.groupItem{ dataID = "box", style = { size = { width = 80, height = 40 }, color = "systemBlue" } } }
        """

    /// The width and height in a PNG's IHDR chunk.
    private func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    func testRunWritesAPictureAtTheScaleAsked() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.screen)
        let file = scripts.folder.appendingPathComponent("screen.png")
        let output = try EpoxyProcess.run(["run", path, "--device", "iphone-se", "--format", "png", "--output", file.path])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "")
        let size = pngSize(try Data(contentsOf: file))
        XCTAssertEqual(size?.0, 750)
        XCTAssertEqual(size?.1, 1334)
        let tripled = try EpoxyProcess.run(["run", path, "--device", "iphone-se", "--format", "png", "--scale", "3", "--output", file.path])
        XCTAssertEqual(tripled.status, 0, tripled.standardError)
        XCTAssertEqual(pngSize(try Data(contentsOf: file))?.0, 1125)
        let badScale = try EpoxyProcess.run(["run", path, "--format", "png", "--scale", "0", "--output", file.path])
        XCTAssertEqual(badScale.status, 64)
        XCTAssertTrue(badScale.standardError.contains("--scale must be a number in (0, 8]"), badScale.standardError)
    }

    func testTheREPLRefusesPictures() throws {
        let output = try EpoxyProcess.run(["repl", "--format", "png"], input: "")
        XCTAssertEqual(output.status, 64)
        XCTAssertTrue(output.standardError.contains("png pictures go to a file"), output.standardError)
    }

    func testPictureSnapshotsWriteMatchAndFailWithNewAndDiffFiles() throws {
        let scripts = try TemporaryScripts()
        let spec = """
            it("matches its picture", function()
              show((function() \(Self.screen) end)())
              assert.snapshot("screen", { format = "png", scale = 1, perceptualPrecision = 0.98 })
            end)
            """
        let path = try scripts.write("pic_spec.lua", spec)
        let snapshots = scripts.folder.appendingPathComponent("__snapshots__")
        let first = try EpoxyProcess.run(["test", path], environment: ["CI": nil])
        XCTAssertEqual(first.status, 0, first.standardOutput)
        XCTAssertNotNil(pngSize(try Data(contentsOf: snapshots.appendingPathComponent("screen.png"))))
        let again = try EpoxyProcess.run(["test", path], environment: ["CI": "true"])
        XCTAssertEqual(again.status, 0, again.standardOutput)

        try scripts.write("pic_spec.lua", "TITLE = 'Hullo, world'\n" + spec)
        let changed = try EpoxyProcess.run(["test", path], environment: ["CI": "true"])
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.standardOutput.contains("snapshot 'screen' does not match"), changed.standardOutput)
        XCTAssertTrue(changed.standardOutput.contains("pixels differ"), changed.standardOutput)
        XCTAssertNotNil(pngSize(try Data(contentsOf: snapshots.appendingPathComponent("screen.new.png"))))
        XCTAssertNotNil(pngSize(try Data(contentsOf: snapshots.appendingPathComponent("screen.diff.png"))))

        let accepted = try EpoxyProcess.run(["test", path, "--update-snapshots"])
        XCTAssertEqual(accepted.status, 0, accepted.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("screen.new.png").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("screen.diff.png").path))
    }

    func testBadPictureOptionsNameTheField() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("bad_spec.lua", """
            it("bad", function() assert.snapshot("x", { format = "png", precision = 2 }) end)
            it("unknown", function() assert.snapshot("x", { fromat = "png" }) end)
            it("text", function() assert.snapshot("x", { scale = 2 }) end)
            """)
        let output = try EpoxyProcess.run(["test", path])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardOutput.contains("field 'precision': a number from 0 to 1 expected, got 2"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("unknown field 'fromat'; did you mean 'format'?"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("field 'scale': applies to format = \"png\" only"), output.standardOutput)
    }
}

/// `--format ascii` fitted to `--rows`, and the keyboard in every drawing.
final class WireframeFittingCommandTests: XCTestCase {
    func testRowsFitTheWholeScreenAndTheKeyboardIsDrawn() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", """
            return VGroup{ Label.groupItem{ dataID = "title", content = "Title" }, Label.groupItem{ dataID = "body", content = "Body" } }
            """)
        let fitted = try EpoxyProcess.run(["run", path, "--format", "ascii", "--columns", "80", "--rows", "20", "-e", "keyboard(300)"])
        XCTAssertEqual(fitted.status, 0, fitted.standardError)
        let drawings = fitted.standardOutput.components(separatedBy: "┌").count - 1
        XCTAssertGreaterThan(drawings, 0)
        let last = fitted.standardOutput.split(separator: "\n").suffix(20)
        XCTAssertEqual(last.count, 20)
        XCTAssertTrue(last.first?.hasPrefix("┌") ?? false, "the last drawing is 20 rows from its top: \(fitted.standardOutput)")
        XCTAssertTrue(last.contains { $0.contains("keyboard") }, fitted.standardOutput)
        XCTAssertLessThan(last.first?.count ?? 0, 80, "a tall screen fitted to 20 rows is narrower than 80 columns")

        let json = try EpoxyProcess.run(["run", path, "--format", "json", "-e", "keyboard(300)"])
        let lastDocument = json.standardOutput.components(separatedBy: "\n{").last ?? ""
        XCTAssertTrue(lastDocument.contains(#""keyboard": {"#), json.standardOutput)
        XCTAssertTrue(lastDocument.contains(#""y": 552"#), json.standardOutput)
        let svg = try EpoxyProcess.run(["run", path, "--format", "svg", "-e", "keyboard(300)"])
        XCTAssertTrue(svg.standardOutput.contains("<g class=\"keyboard\">"), svg.standardOutput)
        let badRows = try EpoxyProcess.run(["run", path, "--format", "ascii", "--rows", "2"])
        XCTAssertEqual(badRows.status, 64)
    }
}
