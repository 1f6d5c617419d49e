import Foundation
import XCTest

/// An output file never replaces an input and never holds the layout of a run that failed:
/// `--output` naming the script replaced it with its own text tree, a JUnit report named after a
/// spec file replaced the spec, and a file written after the script kept that layout when an
/// `-e` after it failed (exit 1).
final class OutputFileSafetyTests: XCTestCase {
    func testRunRefusesToWriteOverItsScriptOrToAnEmptyName() throws {
        let scripts = try TemporaryScripts()
        let source = "return VGroup{ Label.groupItem{ dataID = \"a\", content = \"A\" } }"
        let script = try scripts.write("screen.lua", source)
        let overScript = try EpoxyProcess.run(["run", script, "--output", script])
        XCTAssertEqual(overScript.status, 64, overScript.standardError)
        XCTAssertTrue(overScript.standardError.contains("is the script itself"), overScript.standardError)
        XCTAssertEqual(try String(contentsOfFile: script, encoding: .utf8), source)
        let empty = try EpoxyProcess.run(["run", script, "--output", ""])
        XCTAssertEqual(empty.status, 64, empty.standardError)
        XCTAssertTrue(empty.standardError.contains("--output needs a file name"), empty.standardError)
    }

    func testAFileIsWrittenOnlyByARunThatSucceeds() throws {
        let scripts = try TemporaryScripts()
        let script = try scripts.write("screen.lua", "return VGroup{ Label.groupItem{ dataID = \"a\", content = \"A\" } }")
        let picture = scripts.folder.appendingPathComponent("screen.svg").path
        try "ORIGINAL".write(toFile: picture, atomically: true, encoding: .utf8)
        let failed = try EpoxyProcess.run(["run", script, "--format", "svg", "--output", picture, "-e", "error('late')"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(try String(contentsOfFile: picture, encoding: .utf8), "ORIGINAL", "a failed run leaves the file as it was")
        let succeeded = try EpoxyProcess.run(["run", script, "--format", "svg", "--output", picture, "-e", "setDevice('ipad')"])
        XCTAssertEqual(succeeded.status, 0, succeeded.standardError)
        let written = try String(contentsOfFile: picture, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("<?xml"), written)
        XCTAssertTrue(written.contains("width=\"820\""), "the layout after the last -e (an iPad, 820 wide)")
    }

    func testTestRefusesReportsOverSpecFilesTwiceTheSameFileAndAnEmptyFilter() throws {
        let scripts = try TemporaryScripts()
        let spec = try scripts.write("app_spec.lua", "it('works', function() end)")
        let overSpec = try EpoxyProcess.run(["test", scripts.folder.path, "--output", "junit:\(spec)"])
        XCTAssertEqual(overSpec.status, 64, overSpec.standardError)
        XCTAssertTrue(overSpec.standardError.contains("is a spec file"), overSpec.standardError)
        XCTAssertEqual(try String(contentsOfFile: spec, encoding: .utf8), "it('works', function() end)")
        let report = scripts.folder.appendingPathComponent("r.xml").path
        let twice = try EpoxyProcess.run(["test", scripts.folder.path, "--output", "junit:\(report)", "--output", "tap:\(report)"])
        XCTAssertEqual(twice.status, 64, twice.standardError)
        XCTAssertTrue(twice.standardError.contains("is given twice"), twice.standardError)
        let emptyFilter = try EpoxyProcess.run(["test", scripts.folder.path, "--filter", ""])
        XCTAssertEqual(emptyFilter.status, 64, emptyFilter.standardError)
        XCTAssertTrue(emptyFilter.standardError.contains("--filter needs the text"), emptyFilter.standardError)
    }
}
