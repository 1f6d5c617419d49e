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

    func testCtrlBackslashQuitsWithoutACrashReport() throws {
        let home = try TemporaryScripts()
        let session = try PseudoTerminalSession(arguments: ["repl"], environment: ["HOME": home.folder.path])
        try session.waitFor(":help for commands")
        session.send(signal: SIGQUIT)
        XCTAssertEqual(try session.waitForExit(timeout: 5), SIGQUIT, session.screen)
        XCTAssertTrue(session.endedBySignal)
        XCTAssertFalse(session.screen.contains("crashed"), session.screen)
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

/// Ctrl-C and Ctrl-D at the REPL's terminal: Ctrl-C cancels the line being typed or the chunk
/// being continued and interrupts a running line, without leaving; Ctrl-D on an empty line quits.
final class ReplInterruptTests: XCTestCase {
    private func session() throws -> PseudoTerminalSession {
        let home = try TemporaryScripts()
        let session = try PseudoTerminalSession(arguments: ["repl", "--no-history", "--time-limit", "60"], environment: ["HOME": home.folder.path])
        try session.waitFor(":help for commands")
        return session
    }

    func testCtrlCCancelsTheLineBeingTyped() throws {
        let session = try session()
        session.type("x = 'typed but cancelled'")
        session.interrupt()
        XCTAssertTrue(session.isRunning, "Ctrl-C does not leave the REPL:\n\(session.screen)")
        session.type("x\r")
        try session.waitFor("nil")
        session.type("1 + 1\r")
        try session.waitFor("2")
        session.type(":quit\r")
        XCTAssertEqual(try session.waitForExit(), 0)
    }

    func testCtrlCDropsAnUnfinishedChunk() throws {
        let session = try session()
        session.type("function f()\r")
        try session.waitFor(">> ")
        session.interrupt()
        session.clearScreen()
        session.type("f\r")
        try session.waitFor("nil")
        XCTAssertFalse(session.screen.contains(">> "), "the chunk was dropped: a fresh prompt\n\(session.screen)")
        session.type(":quit\r")
        XCTAssertEqual(try session.waitForExit(), 0)
    }

    func testCtrlCInterruptsARunningLineAndTheStateStaysUsable() throws {
        let session = try session()
        session.type("n = 0; while true do n = n + 1 end\r")
        usleep(300_000)
        session.interrupt()
        try session.waitFor("stdin:1: interrupted (Ctrl-C)")
        XCTAssertTrue(session.isRunning, session.screen)
        session.type("n > 0, pcall(function() return 7 end)\r")
        try session.waitFor("true\ttrue\t7")
        session.type(":quit\r")
        XCTAssertEqual(try session.waitForExit(), 0)
    }

    func testCtrlCInsidePcallStillInterrupts() throws {
        let session = try session()
        session.type("print(pcall(function() while true do end end)); print('after')\r")
        usleep(300_000)
        session.interrupt()
        try session.waitFor("interrupted (Ctrl-C)")
        session.type("'alive'\r")
        try session.waitFor("\"alive\"")
        XCTAssertFalse(session.screen.contains("after\r\n"), "pcall cannot swallow Ctrl-C:\n\(session.screen)")
        session.type(":quit\r")
        XCTAssertEqual(try session.waitForExit(), 0)
    }

    func testCtrlDOnAnEmptyLineQuits() throws {
        let session = try session()
        session.type("1 + 1\r")
        try session.waitFor("2")
        session.type("\u{04}")
        XCTAssertEqual(try session.waitForExit(), 0)
    }
}
