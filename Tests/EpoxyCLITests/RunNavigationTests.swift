import Foundation
import XCTest

/// `epoxy run` on navigation stacks with bars (examples/navigation): the stack is printed top
/// first, bars sit over the safe area, and `-e` taps push screens, `back()` pops them, and
/// `keyboard(h)` moves the bottom bar.
final class RunNavigationTests: XCTestCase {
    private func example(_ name: String) -> String {
        EpoxyProcess.repositoryRoot.appendingPathComponent("examples/navigation/\(name)").path
    }

    func testTextPrintsTheStackAndTheBars() throws {
        let output = try EpoxyProcess.run(["run", example("inbox.lua")])
        XCTAssertEqual(output.status, 0, output.standardError)
        let lines = output.standardOutput.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "window 393×852 safe area top 59 left 0 bottom 34 right 0")
        XCTAssertEqual(lines[1], "stack #inbox (top first)")
        XCTAssertEqual(lines[2], "content 393×848 offset (0, -103)")
        XCTAssertTrue(output.standardOutput.contains("NavigationBar #NavigationBar (0, 0, 393×103) ‹\"Inbox\"›"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("ButtonRow #ButtonRow (0, 753.33, 393×98.67) ‹\"Compose\"›"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("Cell #search (0, 103, 393×34.67)"), output.standardOutput)
        XCTAssertEqual(output.standardError, "")
    }

    func testTapPushesTheThreadAndBackPopsIt() throws {
        let pushed = try EpoxyProcess.run(["run", example("inbox.lua"), "-e", "tap(\"t3\")"])
        XCTAssertEqual(pushed.status, 0, pushed.standardError)
        XCTAssertTrue(pushed.standardOutput.contains("stack #thread #inbox (top first)"), pushed.standardOutput)
        XCTAssertTrue(pushed.standardOutput.contains("NavigationBar #NavigationBar (0, 0, 393×103) ‹\"Alan\"›"), pushed.standardOutput)

        let popped = try EpoxyProcess.run(["run", example("inbox.lua"), "-e", "tap(\"t3\")", "-e", "back()"])
        XCTAssertEqual(popped.status, 0, popped.standardError)
        XCTAssertFalse(popped.standardOutput.contains("#thread"), popped.standardOutput)
        let stacks = popped.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("stack ") }
        XCTAssertEqual(stacks, ["stack #inbox (top first)", "stack #inbox (top first)"])
    }

    func testJSONHasTheStackTopFirst() throws {
        let output = try EpoxyProcess.run(["run", example("inbox.lua"), "--format", "json", "-e", "tap(\"t1\")"])
        XCTAssertEqual(output.status, 0, output.standardError)
        // The initial layout, then the layout after the tap.
        let documents = output.standardOutput.components(separatedBy: "\n}\n").filter { !$0.isEmpty }.map { $0 + "\n}" }
        XCTAssertEqual(documents.count, 2)
        let last = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(documents[1].utf8)) as? [String: Any])
        XCTAssertEqual(last["stack"] as? [String], ["thread", "inbox"])
        let first = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(documents[0].utf8)) as? [String: Any])
        XCTAssertEqual(first["stack"] as? [String], ["inbox"])
    }

    func testKeyboardMovesTheComposeBar() throws {
        let output = try EpoxyProcess.run(["run", example("inbox.lua"), "-e", "keyboard(300)"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(output.standardOutput.contains("ButtonRow #ButtonRow (0, 471.33, 393×80.67) ‹\"Compose\"›"), output.standardOutput)
    }

    func testTheFormPushesEachStep() throws {
        let output = try EpoxyProcess.run([
            "run", example("form.lua"),
            "-e", "typeText(\"field\", \"Ada\")", "-e", "tap(\"button\")",
            "-e", "typeText(\"field\", \"ada@example.com\")", "-e", "tap(\"button\")", "-e", "back()",
        ])
        XCTAssertEqual(output.status, 0, output.standardError)
        let stacks = output.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("stack ") }
        XCTAssertEqual(stacks, ["stack #name (top first)", "stack #email #name (top first)"])
    }

    func testBackOnTheRootFailsWithTheLine() throws {
        let output = try EpoxyProcess.run(["run", example("inbox.lua"), "-e", "back()"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(
            output.standardError.contains("-e:1: back(): the stack shows only its root screen 'inbox'; there is nothing to go back to"),
            output.standardError)
    }
}
