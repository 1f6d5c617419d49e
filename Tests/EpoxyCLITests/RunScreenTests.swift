import Foundation
import XCTest

/// `epoxy run` on scripts built with the model API (VGroup, Label, …): the root is shown on the
/// device and printed; `-e` chunks that change the layout print it again.
final class RunScreenTests: XCTestCase {
    private static let screen = """
        return VGroup{ spacing = 8, alignment = "leading",
          Label.groupItem{ dataID = "title", content = "Inbox", style = "headline" },
          ColorView.groupItem{ dataID = "box", style = { size = { width = 40, height = 20 }, color = "systemBlue" } },
        }
        """

    /// Runs `body` with the screen script's path (its folder lives as long as `body` runs);
    /// skips when the build has no model API yet.
    private func withScript(_ body: (TemporaryScripts, String) throws -> Void) throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.screen)
        let probe = try EpoxyProcess.run(["run", path, "-e", "type(VGroup) ~= 'nil' and type(show) == 'function'", "--output", "/dev/null"])
        guard probe.standardOutput == "true\n" else { throw XCTSkip("the model API (VGroup, show) is not in this build") }
        try withExtendedLifetime(scripts) { try body(scripts, path) }
    }

    private static let iphoneSE = """
        window 375×667 safe area top 20 left 0 bottom 0 right 0
        Window (0, 0, 375×667)
          VGroup (16, 20, 343×48.67)
            Label #title (16, 20, 45.33×20.67) "Inbox" [alignment=natural, color=label, font=headline (17pt semibold), lineBreakMode=byTruncatingTail, numberOfLines=1]
            ColorView #box (16, 48.67, 40×20) ‹40×20› [backgroundColor=systemBlue, cornerRadius=0]

        """

    func testPrintsTheShownRootAsText() throws {
        try withScript { _, path in
            let output = try EpoxyProcess.run(["run", path, "--device", "iphone-se"])
            XCTAssertEqual(output.status, 0, output.standardError)
            XCTAssertEqual(output.standardOutput, Self.iphoneSE)
        }
    }

    func testDashEThatChangesTheLayoutPrintsItAgain() throws {
        try withScript { _, path in
            let output = try EpoxyProcess.run(["run", path, "--device", "iphone-15", "-e", "setDevice('iphone-se')", "-e", "frame('box').y"])
            XCTAssertEqual(output.status, 0, output.standardError)
            XCTAssertTrue(output.standardOutput.hasPrefix("window 393×852 safe area top 59 left 0 bottom 34 right 0\n"), output.standardOutput)
            XCTAssertTrue(output.standardOutput.hasSuffix("48.666666666667\n" + Self.iphoneSE), output.standardOutput)
        }
    }

    /// Frames print to hundredths, so numbers copied from `epoxy run` pass `assert.frame`
    /// (tolerance 0.01) even where the layout sits on the ⅓-point grid.
    func testAPrintedFramePastedIntoASpecPasses() throws {
        try withScript { scripts, path in
            let output = try EpoxyProcess.run(["run", path, "--device", "iphone-se"])
            XCTAssertEqual(output.status, 0, output.standardError)
            var pasted: [String] = []
            for dataID in ["title", "box"] {
                let line = try XCTUnwrap(output.standardOutput.components(separatedBy: "\n").first { $0.contains("#\(dataID) (") })
                let numbers = try XCTUnwrap(line.firstMatch(of: /\((-?[\d.]+), (-?[\d.]+), (-?[\d.]+)×(-?[\d.]+)\)/))
                XCTAssertTrue(line.contains(".33") || line.contains(".67"), "the screen should sit off the half-point grid: \(line)")
                pasted.append("assert.frame(\"\(dataID)\", { x = \(numbers.1), y = \(numbers.2), width = \(numbers.3), height = \(numbers.4) })")
            }
            let spec = try scripts.write("pasted_spec.lua", """
                describe("frames copied from epoxy run", function()
                  it("pass assert.frame", function()
                    setDevice("iphone-se")
                    show(require("screen"))
                    \(pasted.joined(separator: "\n    "))
                  end)
                end)
                """)
            let result = try EpoxyProcess.run(["test", spec])
            XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
            XCTAssertTrue(result.standardOutput.contains("1 passed, 0 failed"), result.standardOutput)
        }
    }

    func testDashEThatChangesNothingPrintsOnce() throws {
        try withScript { _, path in
            let output = try EpoxyProcess.run(["run", path, "--device", "iphone-se", "-e", "1 + 1"])
            XCTAssertEqual(output.standardOutput, Self.iphoneSE + "2\n")
        }
    }

    func testTypeSizeGrowsTheText() throws {
        try withScript { _, path in
            let output = try EpoxyProcess.run(["run", path, "--device", "iphone-se", "--type-size", "accessibilityExtraExtraExtraLarge"])
            XCTAssertEqual(output.status, 0, output.standardError)
            XCTAssertTrue(output.standardOutput.contains("font=headline (53pt semibold)"), output.standardOutput)
        }
    }

    func testJSONToAFile() throws {
        try withScript { scripts, path in
            let file = scripts.folder.appendingPathComponent("screen.json")
            let output = try EpoxyProcess.run(["run", path, "--format", "json", "--output", file.path, "--size", "300x500"])
            XCTAssertEqual(output.status, 0, output.standardError)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            let group = try XCTUnwrap((json["children"] as? [[String: Any]])?.first)
            XCTAssertEqual(group["kind"] as? String, "group")
            let title = try XCTUnwrap((group["children"] as? [[String: Any]])?.first)
            XCTAssertEqual(title["dataID"] as? String, "title")
            XCTAssertEqual(title["component"] as? String, "Label")
        }
    }
}
