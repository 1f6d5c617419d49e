import Foundation
import XCTest

/// `assert.snapshot` through `epoxy test`: files under `__snapshots__/` beside the spec, written
/// when missing (failing under CI), compared with a diff and a `.new` file on mismatch, accepted
/// with `--update-snapshots`.
final class SnapshotAssertionTests: XCTestCase {
    private static let spec = """
        describe("screen", function()
          it("matches", function()
            assert.snapshot(nil, "empty")
          end)
        end)
        """

    private static let iphone15 = "window 393×852 safe area top 59 left 0 bottom 34 right 0\nWindow (0, 0, 393×852)\n"
    private static let iphoneSE = "window 375×667 safe area top 20 left 0 bottom 0 right 0\nWindow (0, 0, 375×667)\n"

    private func snapshotFile(_ scripts: TemporaryScripts, _ name: String = "empty.txt") -> URL {
        scripts.folder.appendingPathComponent("__snapshots__").appendingPathComponent(name)
    }

    private func contents(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    func testMissingSnapshotIsWrittenAndPasses() throws {
        let scripts = try TemporaryScripts()
        let spec = try scripts.write("screen_spec.lua", Self.spec)
        let output = try EpoxyProcess.run(["test", spec], environment: ["CI": nil])
        XCTAssertEqual(output.status, 0, output.standardOutput)
        XCTAssertEqual(try contents(snapshotFile(scripts)), Self.iphone15)
        XCTAssertTrue(output.standardOutput.hasSuffix("1 passed, 0 failed\n"), output.standardOutput)
    }

    func testMissingSnapshotFailsUnderCI() throws {
        let scripts = try TemporaryScripts()
        let spec = try scripts.write("screen_spec.lua", Self.spec)
        let output = try EpoxyProcess.run(["test", spec], environment: ["CI": "true"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.standardOutput.contains("screen_spec.lua:3: snapshot 'empty' is missing"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("run `epoxy test --update-snapshots`"), output.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotFile(scripts).path))
    }

    func testMismatchFailsWithADiffAndWritesTheNewOutput() throws {
        let scripts = try TemporaryScripts()
        let spec = try scripts.write("screen_spec.lua", Self.spec)
        try scripts.write("__snapshots__/empty.txt", Self.iphone15)
        let output = try EpoxyProcess.run(["test", spec, "--device", "iphone-se"], environment: ["CI": nil])
        XCTAssertEqual(output.status, 1)
        let stdout = output.standardOutput
        XCTAssertTrue(stdout.contains("✗ screen matches"), stdout)
        XCTAssertTrue(stdout.contains("screen_spec.lua:3: snapshot 'empty' does not match"), stdout)
        XCTAssertTrue(stdout.contains("(accept it with --update-snapshots)"), stdout)
        XCTAssertTrue(stdout.contains("      @@ -1,2 +1,2 @@"), stdout)
        XCTAssertTrue(stdout.contains("      -window 393×852 safe area top 59 left 0 bottom 34 right 0"), stdout)
        XCTAssertTrue(stdout.contains("      +window 375×667 safe area top 20 left 0 bottom 0 right 0"), stdout)
        XCTAssertTrue(stdout.contains("      -Window (0, 0, 393×852)"), stdout)
        XCTAssertTrue(stdout.contains("      +Window (0, 0, 375×667)"), stdout)
        XCTAssertEqual(try contents(snapshotFile(scripts)), Self.iphone15, "the accepted snapshot is kept")
        XCTAssertEqual(try contents(snapshotFile(scripts, "empty.txt.new")), Self.iphoneSE)
    }

    func testUpdateSnapshotsAcceptsTheNewOutputAndRemovesTheNewFile() throws {
        let scripts = try TemporaryScripts()
        let spec = try scripts.write("screen_spec.lua", Self.spec)
        try scripts.write("__snapshots__/empty.txt", Self.iphone15)
        XCTAssertEqual(try EpoxyProcess.run(["test", spec, "--device", "iphone-se"], environment: ["CI": nil]).status, 1)
        let update = try EpoxyProcess.run(["test", spec, "--device", "iphone-se", "--update-snapshots"], environment: ["CI": "1"])
        XCTAssertEqual(update.status, 0, update.standardOutput)
        XCTAssertEqual(try contents(snapshotFile(scripts)), Self.iphoneSE)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotFile(scripts, "empty.txt.new").path))
        let again = try EpoxyProcess.run(["test", spec, "--device", "iphone-se"], environment: ["CI": "1"])
        XCTAssertEqual(again.status, 0, again.standardOutput)
    }

    func testAMatchRemovesAStaleNewFile() throws {
        let scripts = try TemporaryScripts()
        let spec = try scripts.write("screen_spec.lua", Self.spec)
        try scripts.write("__snapshots__/empty.txt", Self.iphone15)
        try scripts.write("__snapshots__/empty.txt.new", Self.iphoneSE)
        let output = try EpoxyProcess.run(["test", spec], environment: ["CI": "1"])
        XCTAssertEqual(output.status, 0, output.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotFile(scripts, "empty.txt.new").path))
    }

    func testNamesThatLeaveTheFolderAreRefused() throws {
        let scripts = try TemporaryScripts()
        let spec = try scripts.write("names_spec.lua", """
            it("slash", function() assert.snapshot(nil, "a/b") end)
            it("dots", function() assert.snapshot(nil, "..") end)
            it("empty", function() assert.snapshot(nil, "") end)
            it("not a string", function() assert.snapshot(nil, 3) end)
            """)
        let output = try EpoxyProcess.run(["test", spec], environment: ["CI": nil])
        XCTAssertEqual(output.status, 1)
        let stdout = output.standardOutput
        XCTAssertTrue(stdout.contains("names_spec.lua:1: bad argument #2 to 'assert.snapshot' (invalid snapshot name 'a/b': the name may not contain '/' or '\\')"), stdout)
        XCTAssertTrue(stdout.contains("names_spec.lua:2: bad argument #2 to 'assert.snapshot' (invalid snapshot name '..'"), stdout)
        XCTAssertTrue(stdout.contains("names_spec.lua:3: bad argument #2 to 'assert.snapshot' (invalid snapshot name '': the name is empty)"), stdout)
        XCTAssertTrue(stdout.contains("names_spec.lua:4: bad argument #2 to 'assert.snapshot' (string (the snapshot's name) expected, got number)"), stdout)
        XCTAssertTrue(stdout.hasSuffix("0 passed, 4 failed\n"), stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scripts.folder.appendingPathComponent("__snapshots__").path))
    }

    func testARootIsShownByTheHostWhateverTheScriptAssignsToShow() throws {
        let scripts = try TemporaryScripts()
        // The script's own `show` and `frame` play no part: the host shows and measures in Swift.
        let spec = try scripts.write("show_spec.lua", """
            show, frame = function() error("the script's own show must not be called") end, nil
            it("shows the root first", function()
              assert.snapshot(VGroup{ alignment = "leading",
                ColorView.groupItem{ dataID = "box", style = { size = { width = 40, height = 40 }, color = "systemBlue" } } }, "shown")
              assert.frame("box", { x = 16, y = 59, width = 40, height = 40 })
            end)
            """)
        let output = try EpoxyProcess.run(["test", spec], environment: ["CI": nil])
        XCTAssertEqual(output.status, 0, output.standardOutput)
        XCTAssertEqual(try contents(snapshotFile(scripts, "shown.txt")), """
            window 393×852 safe area top 59 left 0 bottom 34 right 0
            Window (0, 0, 393×852)
              VGroup (16, 59, 361×40)
                ColorView #box (16, 59, 40×40) ‹40×40› [backgroundColor=systemBlue, cornerRadius=0]

            """)
    }
}
