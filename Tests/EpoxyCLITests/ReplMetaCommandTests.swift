import XCTest

/// Every REPL meta-command in a scripted (plain stdin) session, and the layout printed after
/// lines that change what is shown.
final class ReplMetaCommandTests: XCTestCase {
    private let showTwoLabels = """
        show(HGroup{ spacing = 8, Label.groupItem{ dataID = "t", content = "Hi" }, Label.groupItem{ dataID = "u", content = "There" } })
        """
    private let labelAttributes = "alignment=natural, color=label, font=body (17pt regular), lineBreakMode=byTruncatingTail, numberOfLines=1"

    func testHelpListsEveryCommandWithADescription() throws {
        let output = try EpoxyProcess.run(["repl"], input: ":help\n")
        XCTAssertEqual(output.status, 0, output.standardError)
        for usage in [":help", ":format text|ascii|json|svg|none", ":device NAME", ":size WxH", ":type-size CATEGORY",
                      ":reload", ":tree", ":visible", ":quit"] {
            let line = output.standardOutput.split(separator: "\n").first { $0.hasPrefix("  " + usage + " ") }
            XCTAssertNotNil(line, "no help line for \(usage):\n\(output.standardOutput)")
            XCTAssertGreaterThan(line.map { $0.split(separator: " ").count } ?? 0, usage.split(separator: " ").count + 1)
        }
    }

    func testShowPrintsTheLayoutInsteadOfTheModel() throws {
        let output = try EpoxyProcess.run(["repl"], input: showTwoLabels + "\n1 + 1\n")
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, """
            window 393×852 safe area top 59 left 0 bottom 34 right 0
            Window (0, 0, 393×852)
              HGroup (16, 59, 361×20.67)
                Label #t (16, 59, 306×20.67) "Hi" [\(labelAttributes)]
                Label #u (330, 59, 47×20.67) "There" [\(labelAttributes)]
            2

            """)
    }

    func testFormatChangesHowLaterRendersPrint() throws {
        let input = [showTwoLabels, ":format json", "setDevice('iphone-se')", ":format none", "setDevice('ipad')", ":format", ":format jsn"]
        let output = try EpoxyProcess.run(["repl"], input: input.joined(separator: "\n") + "\n")
        let printed = output.standardOutput
        XCTAssertTrue(printed.contains("format: json\n{\n  \"children\": ["), printed)
        XCTAssertTrue(printed.contains("\"width\": 375"), printed)
        XCTAssertFalse(printed.contains("\"width\": 820"), "none prints no layout: \(printed)")
        XCTAssertTrue(printed.hasSuffix("format: none\nformat: none\n"), printed)
        XCTAssertTrue(output.standardError.contains("unknown format 'jsn'; did you mean 'json'?"), output.standardError)
        XCTAssertEqual(output.status, 1)
    }

    func testDeviceSizeAndTypeSizeRelayOutTheShownRoot() throws {
        let input = [showTwoLabels, ":format none", ":device iphone-se", ":size 320x568", ":type-size accessibilityLarge", ":tree"]
        let output = try EpoxyProcess.run(["repl"], input: input.joined(separator: "\n") + "\n")
        XCTAssertEqual(output.status, 0, output.standardError)
        let large = labelAttributes.replacingOccurrences(of: "17pt", with: "33pt")
        XCTAssertTrue(output.standardOutput.hasSuffix("""
            format: none
            device: iphone-se 375×667
            size: 320×568
            type size: accessibilityLarge
            window 320×568 safe area top 20 left 0 bottom 0 right 0
            Window (0, 0, 320×568)
              HGroup (16, 20, 288×88)
                Label #t (16, 20, 28.33×40) "Hi" [\(large)]
                Label #u (16, 68, 81×40) "There" [\(large)]

            """), output.standardOutput)
    }

    func testSettingsWithoutArgumentsShowTheCurrentOnes() throws {
        let output = try EpoxyProcess.run(["repl", "--device", "ipad"], input: ":device\n:size\n:type-size\n:format\n")
        XCTAssertEqual(output.standardOutput, "device: ipad 820×1180\nsize: 820×1180\ntype size: large\nformat: text\n")
    }

    func testBadArgumentsSuggestTheClosestValue() throws {
        let output = try EpoxyProcess.run(["repl"], input: ":device iphone-s\n:type-size acessibilityLarge\n:size big\n2\n")
        XCTAssertEqual(output.standardOutput, "2\n", "nothing changed")
        let errors = output.standardError
        XCTAssertTrue(errors.contains("error: unknown device 'iphone-s'; did you mean 'iphone-se'?"), errors)
        XCTAssertTrue(errors.contains("error: unknown type size 'acessibilityLarge'; did you mean 'accessibilityLarge'?"), errors)
        XCTAssertTrue(errors.contains("error: :size expects WxH"), errors)
        XCTAssertEqual(output.status, 1)
    }

    func testTreeAndVisible() throws {
        let before = try EpoxyProcess.run(["repl"], input: ":tree\n")
        XCTAssertTrue(before.standardError.contains("nothing is shown yet"), before.standardError)
        let input = [showTwoLabels, ":format none", ":visible", ":tree"]
        let output = try EpoxyProcess.run(["repl", "--device", "iphone-se"], input: input.joined(separator: "\n") + "\n")
        XCTAssertEqual(output.standardOutput, """
            window 375×667 safe area top 20 left 0 bottom 0 right 0
            Window (0, 0, 375×667)
              HGroup (16, 20, 343×20.67)
                Label #t (16, 20, 288×20.67) "Hi" [\(labelAttributes)]
                Label #u (312, 20, 47×20.67) "There" [\(labelAttributes)]
            format: none
            { "t", "u" }
            window 375×667 safe area top 20 left 0 bottom 0 right 0
            Window (0, 0, 375×667)
              HGroup (16, 20, 343×20.67)
                Label #t (16, 20, 288×20.67) "Hi" [\(labelAttributes)]
                Label #u (312, 20, 47×20.67) "There" [\(labelAttributes)]

            """)
    }

    func testCommandsWorkWhateverTheScriptAssignsToTheStageGlobals() throws {
        let scripts = try TemporaryScripts()
        // The REPL shows, lists and re-lays out through the host in Swift, not the globals.
        let script = try scripts.write("screen.lua", """
            show, frame, find, tap, visible, setDevice, setContentSizeCategory = nil, function() end, nil, 42, nil, nil, nil
            return HGroup{ spacing = 8, Label.groupItem{ dataID = "t", content = "Hi" }, Label.groupItem{ dataID = "u", content = "There" } }
            """)
        let input = [":format none", ":visible", ":device iphone-se", ":size 320x568", ":type-size accessibilityLarge", ":reload", ":tree"]
        let output = try EpoxyProcess.run(["repl", script], input: input.joined(separator: "\n") + "\n")
        XCTAssertEqual(output.status, 0, output.standardError)
        let large = labelAttributes.replacingOccurrences(of: "17pt", with: "33pt")
        XCTAssertTrue(output.standardOutput.hasSuffix("""
            format: none
            { "t", "u" }
            device: iphone-se 375×667
            size: 320×568
            type size: accessibilityLarge
            reloaded \(script)
            window 320×568 safe area top 20 left 0 bottom 0 right 0
            Window (0, 0, 320×568)
              HGroup (16, 20, 288×88)
                Label #t (16, 20, 28.33×40) "Hi" [\(large)]
                Label #u (16, 68, 81×40) "There" [\(large)]

            """), output.standardOutput)
    }

    func testReloadRunsTheScriptAndItsModulesAgain() throws {
        let scripts = try TemporaryScripts()
        let module = try scripts.write("title.lua", "return 'First'")
        let script = try scripts.write("screen.lua", """
            runs = (runs or 0) + 1
            return VGroup{ Label.groupItem{ dataID = "title", content = require("title") .. " " .. runs } }
            """)
        let edit = "io.open('\(module)', 'w'):write(\"return 'Second'\"):close()"
        let output = try EpoxyProcess.run(
            ["repl", script, "--allow-io", "--device", "iphone-se"], input: "\(edit)\n:reload\nruns\n")
        XCTAssertEqual(output.status, 0, output.standardError)
        let attributes = labelAttributes
        XCTAssertTrue(output.standardOutput.hasPrefix("""
            window 375×667 safe area top 20 left 0 bottom 0 right 0
            Window (0, 0, 375×667)
              VGroup (16, 20, 343×20.67)
                Label #title (16, 20, 343×20.67) "First 1" [\(attributes)]
            """), output.standardOutput)
        XCTAssertTrue(output.standardOutput.hasSuffix("""
            reloaded \(script)
            window 375×667 safe area top 20 left 0 bottom 0 right 0
            Window (0, 0, 375×667)
              VGroup (16, 20, 343×20.67)
                Label #title (16, 20, 343×20.67) "Second 2" [\(attributes)]
            2

            """), output.standardOutput)
        let without = try EpoxyProcess.run(["repl"], input: ":reload\n")
        XCTAssertTrue(without.standardError.contains(":reload needs a script"), without.standardError)
    }

    func testABrokenScriptLeavesTheREPLRunningUntilItIsFixedAndReloaded() throws {
        let scripts = try TemporaryScripts()
        let script = try scripts.write("screen.lua", "return VGroup{ Lable.groupItem{} }")
        let fixed = #"return VGroup{ Label.groupItem{ dataID = 't', content = 'Fixed' } }"#
        let edit = "io.open('\(script)', 'w'):write(\"\(fixed)\"):close()"
        let output = try EpoxyProcess.run(["repl", script, "--allow-io"], input: "1 + 1\n\(edit)\n:format none\n:reload\n:visible\n")
        XCTAssertTrue(output.standardError.contains("attempt to index a nil value (global 'Lable'); did you mean 'Label'?"),
                      output.standardError)
        XCTAssertEqual(output.standardOutput, "2\ntrue\nformat: none\nreloaded \(script)\n{ \"t\" }\n")
        XCTAssertEqual(output.status, 1, "the failed first run still counts in a scripted session")
    }

    func testQuitStopsAndUnknownCommandsSuggestTheClosest() throws {
        let output = try EpoxyProcess.run(["repl"], input: "1 + 1\n:quit\n2 + 2\n")
        XCTAssertEqual(output.standardOutput, "2\n")
        XCTAssertEqual(output.status, 0)
        let unknown = try EpoxyProcess.run(["repl"], input: ":tre\n:frobnicate\n")
        XCTAssertEqual(unknown.standardError, """
            error: unknown command :tre; did you mean :tree? (:help lists them)
            error: unknown command :frobnicate (:help lists them)

            """)
        XCTAssertEqual(unknown.status, 1)
    }
}
