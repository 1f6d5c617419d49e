import XCTest

/// `epoxy run SCRIPT --watch`: re-runs on changes of the script and its modules, prints the new
/// layout and the text-tree diff, keeps the last good layout on errors, exits 0 on Ctrl-C.
final class WatchTests: XCTestCase {
    private func watch(extraFlags: [String]) throws {
        let scripts = try TemporaryScripts()
        try scripts.write("title.lua", "return 'Hello'")
        let script = try scripts.write("screen.lua", """
            return VGroup{ Label.groupItem{ dataID = "title", content = require("title") } }
            """)
        let process = try BackgroundProcess(["run", script, "--watch", "--device", "iphone-se"] + extraFlags)
        try process.waitFor("watching 2 files (screen.lua, title.lua)", inErrors: true)
        XCTAssertTrue(process.standardOutput.contains("\"Hello\""), process.standardOutput)

        try scripts.write("title.lua", "return 'Bonjour'")
        try process.waitFor("changes since the last run:")
        try process.waitFor("watching 2 files", count: 2, inErrors: true)
        let attributes = "alignment=natural, color=label, font=body (17pt regular), lineBreakMode=byTruncatingTail, numberOfLines=1"
        XCTAssertTrue(process.standardOutput.contains("""
            changes since the last run:
            --- last run
            +++ this run
            @@ -1,4 +1,4 @@
             window 375×667 safe area top 20 left 0 bottom 0 right 0
             Window (0, 0, 375×667)
               VGroup (16, 20, 343×20.67)
            -    Label #title (16, 20, 343×20.67) "Hello" [\(attributes)]
            +    Label #title (16, 20, 343×20.67) "Bonjour" [\(attributes)]

            """), process.standardOutput)

        try scripts.write("screen.lua", "return VGroup{ Lable.groupItem{} }")
        try process.waitFor("(keeping the last good layout)", inErrors: true)
        XCTAssertTrue(process.standardError.contains("screen.lua:1: attempt to index a nil value (global 'Lable'); did you mean 'Label'?"),
                      process.standardError)
        XCTAssertEqual(process.interrupt(), 0, "Ctrl-C ends the watch successfully")
    }

    func testWatchWithInotifyRerunsOnModuleChanges() throws {
        try watch(extraFlags: [])
    }

    func testWatchByPolling() throws {
        try watch(extraFlags: ["--poll"])
    }

    func testSIGTERMEndsTheWatchSuccessfullyAsCtrlCDoes() throws {
        let scripts = try TemporaryScripts()
        let script = try scripts.write("screen.lua", #"return VGroup{ Label.groupItem{ dataID = "title", content = "Hi" } }"#)
        let process = try BackgroundProcess(["run", script, "--watch", "--poll"])
        try process.waitFor("watching 1 file", inErrors: true)
        XCTAssertEqual(process.terminate(), 0, "a service manager's stop is success, not status 143")
    }

    func testPollWithoutWatchIsBadUsage() throws {
        let scripts = try TemporaryScripts()
        let script = try scripts.write("screen.lua", "return 1")
        XCTAssertEqual(try EpoxyProcess.run(["run", script, "--poll"]).status, 64)
    }
}
