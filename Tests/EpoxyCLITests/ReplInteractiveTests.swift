import XCTest

/// The REPL at a terminal (a pseudo-terminal): completion of fields and methods, the layout after
/// a render, history in $HOME, colours only without NO_COLOR.
final class ReplInteractiveTests: XCTestCase {
    private static let red = "\u{1B}[31m"
    private static let cyan = "\u{1B}[36m"

    func testSessionCompletesShowsLayoutsAndWritesHistory() throws {
        let home = try TemporaryScripts()
        let session = try PseudoTerminalSession(arguments: ["repl", "--device", "iphone-se"], environment: ["HOME": home.folder.path])
        try session.waitFor(":help for commands")
        session.type("type(Label.gro\t)\r")
        try session.waitFor("\"function\"")
        session.type("x=Label.groupItem{dataID='t',content='Hi'}\r")
        session.type("show(x:numberOfL\t(2))\r")
        try session.waitFor("Label #t (16, 20, 343×20.67) \"Hi\"")
        XCTAssertTrue(session.screen.contains("numberOfLines=2]"), session.screen)
        session.type(":device ipa\r")
        try session.waitFor("did you mean 'ipad'?")
        session.type(":device ipad\r")
        try session.waitFor("window 820×1180 safe area top 24")
        session.type(":quit\r")
        XCTAssertEqual(try session.waitForExit(), 0)
        XCTAssertFalse(session.screen.contains(Self.red), "NO_COLOR is set: no colours")
        let history = try String(contentsOf: home.folder.appendingPathComponent(".epoxy_history"), encoding: .utf8)
        for line in ["type(Label.groupItem)", "show(x:numberOfLines(2))", ":device\\040ipad"] {
            XCTAssertTrue(history.contains(line), "history lacks \(line):\n\(history)")
        }
    }

    func testColoursOnATerminalWithoutNoColor() throws {
        let home = try TemporaryScripts()
        let session = try PseudoTerminalSession(arguments: ["repl"], environment: ["HOME": home.folder.path, "NO_COLOR": nil])
        try session.waitFor(":help for commands")
        session.type("Lable{}\r")
        try session.waitFor("did you mean 'Label'?")
        session.type(":quit\r")
        XCTAssertEqual(try session.waitForExit(), 0)
        XCTAssertTrue(session.screen.contains(Self.red + "error: stdin:1: attempt to call a nil value (global 'Lable')"), session.screen)
        XCTAssertTrue(session.screen.contains(Self.cyan + ">\u{1B}[0m "), "a cyan prompt whose colour ends before the input: \(session.screen)")
    }

    func testNoColorWithAnyValueAndNoHistory() throws {
        let home = try TemporaryScripts()
        let session = try PseudoTerminalSession(arguments: ["repl", "--no-history"], environment: ["HOME": home.folder.path, "NO_COLOR": ""])
        try session.waitFor(":help for commands")
        session.type("Lable{}\r")
        try session.waitFor("did you mean 'Label'?")
        session.type(":quit\r")
        XCTAssertEqual(try session.waitForExit(), 0)
        XCTAssertFalse(session.screen.contains(Self.red), session.screen)
        XCTAssertFalse(session.screen.contains(Self.cyan), session.screen)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.folder.appendingPathComponent(".epoxy_history").path))
    }

    func testChangesetsAreColouredByMarkOnATerminal() throws {
        let home = try TemporaryScripts()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("examples/collection/readme_list.lua").path
        let session = try PseudoTerminalSession(
            arguments: ["repl", script, "--format", "none"], environment: ["HOME": home.folder.path, "NO_COLOR": nil])
        try session.waitFor("for commands")
        session.type("tap(\"counter\")\r")
        try session.waitFor("\u{1B}[33m~counter\u{1B}[0m")
        XCTAssertTrue(session.screen.contains("\u{1B}[1mitems\u{1B}[0m:"), session.screen)
        session.type(":quit\r")
        XCTAssertEqual(try session.waitForExit(), 0)
    }
}
