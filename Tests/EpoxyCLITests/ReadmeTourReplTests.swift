import Foundation
import XCTest

/// The README tour's REPL session, typed at a pseudo-terminal exactly as the README shows it: each
/// `> ` line is typed and the lines under it must appear on the screen. The README cannot show a
/// session the REPL does not give.
final class ReadmeTourReplTests: XCTestCase {
    func testTheREADMEsREPLSessionGivesWhatTheREADMEShows() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let session = try XCTUnwrap(Self.replSession(in: readme), "README.md has no REPL session in its tour")

        let arguments = session.command.map { argument in
            argument.hasPrefix("examples/") ? root.appendingPathComponent(argument).path : argument
        }
        let home = try TemporaryScripts()
        let terminal = try PseudoTerminalSession(arguments: arguments, environment: ["HOME": home.folder.path])
        try terminal.waitFor(":help for commands")
        for step in session.steps {
            terminal.clearScreen()
            terminal.type(step.input + "\r")
            for line in step.expected {
                try terminal.waitFor(line)
            }
        }
        terminal.type(":quit\r")
        XCTAssertEqual(try terminal.waitForExit(), 0)
    }

    /// The first ```text block after "**7. The REPL.**": a `$ … epoxy repl …` line, then `> input`
    /// lines each followed by the output lines expected.
    private static func replSession(in readme: String) -> (command: [String], steps: [(input: String, expected: [String])])? {
        guard let start = readme.range(of: "**7. The REPL.**"),
              let open = readme.range(of: "```text\n", range: start.upperBound..<readme.endIndex),
              let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex) else { return nil }
        let lines = readme[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
        guard let first = lines.first, first.hasPrefix("$ "), let epoxy = first.range(of: "epoxy ") else { return nil }
        let command = first[epoxy.upperBound...].split(separator: " ").map(String.init)
        var steps: [(input: String, expected: [String])] = []
        for line in lines.dropFirst() {
            if line.hasPrefix("> ") {
                steps.append((String(line.dropFirst(2)), []))
            } else if !steps.isEmpty {
                steps[steps.count - 1].expected.append(line)
            }
        }
        return (command, steps)
    }
}
