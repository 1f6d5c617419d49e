import Foundation
import XCTest

/// `epoxy run … --type-size CATEGORY`: the size set on the command line reaches component bodies
/// used as group items and cells before they are laid out and measured (HGroups reflow).
final class RunTypeSizeTests: XCTestCase {
    private struct Frame {
        let x, y, width, height: Double
    }

    private func example(_ path: String) -> String {
        EpoxyProcess.repositoryRoot.appendingPathComponent("examples/\(path)").path
    }

    /// The first frame printed on a line containing `marker` (whatever the number format).
    private func frame(_ marker: String, in output: String, file: StaticString = #filePath, line: UInt = #line) -> Frame? {
        guard let text = output.components(separatedBy: "\n").first(where: { $0.contains(marker) }) else {
            XCTFail("no line with \(marker)", file: file, line: line)
            return nil
        }
        let number = #"(-?[0-9][0-9,]*(?:\.[0-9]+)?)"#
        guard let match = text.range(of: #"\("# + number + ", " + number + ", " + number + "×" + number + #"\)"#, options: .regularExpression) else {
            XCTFail("no frame in \(text)", file: file, line: line)
            return nil
        }
        let values = text[match].dropFirst().dropLast()
            .replacingOccurrences(of: "×", with: ", ")
            .components(separatedBy: ", ")
            .compactMap { Double($0.replacingOccurrences(of: ",", with: "")) }
        guard values.count == 4 else { return nil }
        return Frame(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    func testTheTourMessageRowReflowsAtAnAccessibilitySizeGivenOnTheCommandLine() throws {
        let output = try EpoxyProcess.run(["run", example("message_row.lua"), "--device", "iphone-se", "--type-size", "accessibilityLarge"])
        XCTAssertEqual(output.status, 0, output.standardError)
        let text = output.standardOutput
        XCTAssertFalse(text.contains("×-"), "a negative size:\n\(text)")
        guard let avatar = frame("ImageView #avatar", in: text), let name = frame("Label #name", in: text),
              let date = frame("Label #date", in: text), let message = frame("Label #message", in: text) else { return }
        // Stacked: the text column starts below the avatar, the date below the name, both at the
        // leading margin (40) instead of side by side.
        XCTAssertEqual(name.x, avatar.x, accuracy: 0.01)
        XCTAssertGreaterThanOrEqual(name.y, avatar.y + avatar.height)
        XCTAssertEqual(date.x, name.x, accuracy: 0.01)
        XCTAssertGreaterThanOrEqual(date.y, name.y + name.height)
        XCTAssertGreaterThanOrEqual(message.y, date.y + date.height)
    }

    func testListCellsAreSizedFromTheReflowedRows() throws {
        let output = try EpoxyProcess.run(["run", example("message_list.lua"), "--device", "iphone-se", "--type-size", "accessibilityMedium"])
        XCTAssertEqual(output.status, 0, output.standardError)
        let text = output.standardOutput
        XCTAssertFalse(text.contains("×-"), "a negative size:\n\(text)")
        guard let cell = frame("Cell #message-1", in: text), let seen = frame("Label #seen", in: text),
              let next = frame("Cell #message-2", in: text) else { return }
        // The first row's last label ends 16 above its cell's bottom (the bottom margin) and the
        // next cell starts where this one ends.
        XCTAssertEqual(seen.y + seen.height + 16, cell.y + cell.height, accuracy: 0.5)
        XCTAssertEqual(next.y, cell.y + cell.height, accuracy: 0.5)
    }
}
