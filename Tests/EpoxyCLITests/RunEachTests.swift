import XCTest

/// `epoxy run SCRIPT -e … --each`: the layout after every chunk, headed by the chunk.
final class RunEachTests: XCTestCase {
    private let attributes = "alignment=natural, color=label, font=body (17pt regular), lineBreakMode=byTruncatingTail, numberOfLines=1"

    private func inbox(on device: String) -> String {
        device == "iphone-se" ? """
            window 375×667 safe area top 20 left 0 bottom 0 right 0
            Window (0, 0, 375×667)
              VGroup (16, 20, 343×20.67)
                Label #title (16, 20, 343×20.67) "Inbox" [\(attributes)]

            """ : """
            window 393×852 safe area top 59 left 0 bottom 34 right 0
            Window (0, 0, 393×852)
              VGroup (16, 59, 361×20.67)
                Label #title (16, 59, 361×20.67) "Inbox" [\(attributes)]

            """
    }

    private func script() throws -> (TemporaryScripts, String) {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("inbox.lua", #"return VGroup{ Label.groupItem{ dataID = "title", content = "Inbox" } }"#)
        return (scripts, path)
    }

    func testEachPrintsTheLayoutAfterEveryChunkUnderItsHeading() throws {
        let (scripts, path) = try script()
        let output = try EpoxyProcess.run(["run", path, "--each", "-e", #"setDevice("iphone-se")"#, "-e", "n = 2", "-e", "n * 21"])
        _ = scripts
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, inbox(on: "iphone-15")
            + "after -e #1: setDevice(\"iphone-se\")\n" + inbox(on: "iphone-se")
            + "after -e #2: n = 2\n" + inbox(on: "iphone-se")
            + "after -e #3: n * 21\n42\n" + inbox(on: "iphone-se"))
    }

    func testWithoutEachTheLayoutPrintsAgainOnlyAtTheEnd() throws {
        let (scripts, path) = try script()
        let output = try EpoxyProcess.run(["run", path, "-e", #"setDevice("iphone-se")"#, "-e", "n = 2", "-e", "n * 21"])
        _ = scripts
        XCTAssertEqual(output.standardOutput, inbox(on: "iphone-15") + "42\n" + inbox(on: "iphone-se"))
    }

    func testAFailingChunkStopsTheRunWithItsError() throws {
        let (scripts, path) = try script()
        let output = try EpoxyProcess.run(["run", path, "--each", "-e", "x = 1", "-e", "prnt(x)", "-e", "x = 3"])
        _ = scripts
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.standardOutput, inbox(on: "iphone-15") + "after -e #1: x = 1\n" + inbox(on: "iphone-15") + "after -e #2: prnt(x)\n")
        // Named by its number among several chunks: `-e:1:` read as the first chunk's line 1.
        XCTAssertTrue(output.standardError.hasPrefix("error: -e #2:1: attempt to call a nil value (global 'prnt'); did you mean 'print'?\n"),
                      output.standardError)
    }

    func testFormatNonePrintsOnlyValues() throws {
        let (scripts, path) = try script()
        let output = try EpoxyProcess.run(["run", path, "--format", "none", "--each", "-e", #"frame("title")"#])
        _ = scripts
        XCTAssertEqual(output.standardOutput, "after -e #1: frame(\"title\")\n{ x = 16, y = 59, width = 361, height = 20.67 }\n")
        let repl = try EpoxyProcess.run(["repl", path, "--format", "none"], input: ":format\n")
        XCTAssertEqual(repl.standardOutput, "format: none\n")
    }
}
