import XCTest

/// The display flags of `run`, `repl` and `test`: bad values are usage errors (64) that list
/// the valid ones; good values reach the stage the script sees.
final class DisplayOptionsTests: XCTestCase {
    private func runPlain(_ flags: [String]) throws -> EpoxyProcess.Output {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("plain.lua", "return 1 + 1")
        return try EpoxyProcess.run(["run", path] + flags)
    }

    func testPlainValuesStillPrintAsValues() throws {
        let output = try runPlain(["--device", "iphone-se", "--format", "json"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "2\n")
    }

    func testUnknownDeviceIsBadUsageListingTheDevices() throws {
        let output = try runPlain(["--device", "pixel"])
        XCTAssertEqual(output.status, 64)
        XCTAssertTrue(output.standardError.contains("unknown device 'pixel' (valid: iphone-se, iphone-15, iphone-15-pro-max, ipad)"), output.standardError)
    }

    func testMalformedSizesAreBadUsage() throws {
        for size in ["10", "0x100", "ax100", "-3x4", "10x10x10", "infx5"] {
            let output = try runPlain(["--size=\(size)"])
            XCTAssertEqual(output.status, 64, size)
            XCTAssertTrue(output.standardError.contains("--size expects WxH"), output.standardError)
        }
    }

    func testMalformedSafeAreasAreBadUsage() throws {
        for insets in ["1,2,3", "1,2,3,4,5", "a,0,0,0", "-1,0,0,0", "1,,2,3"] {
            let output = try runPlain(["--safe-area=\(insets)"])
            XCTAssertEqual(output.status, 64, insets)
            XCTAssertTrue(output.standardError.contains("--safe-area expects four numbers"), output.standardError)
        }
    }

    func testUnknownTypeSizeListsTheCategories() throws {
        let output = try runPlain(["--type-size", "huge"])
        XCTAssertEqual(output.status, 64)
        XCTAssertTrue(output.standardError.contains("unknown type size 'huge' (valid: extraSmall, small,"), output.standardError)
        XCTAssertTrue(output.standardError.contains("accessibilityExtraExtraExtraLarge)"), output.standardError)
    }

    func testMisspeltDeviceTypeSizeAndFormatSuggestTheClosest() throws {
        let device = try runPlain(["--device", "iphone-s"])
        XCTAssertEqual(device.status, 64)
        XCTAssertTrue(device.standardError.contains("unknown device 'iphone-s'; did you mean 'iphone-se'?"), device.standardError)
        let typeSize = try runPlain(["--type-size", "extraLage"])
        XCTAssertEqual(typeSize.status, 64)
        XCTAssertTrue(typeSize.standardError.contains("unknown type size 'extraLage'; did you mean 'extraLarge'?"), typeSize.standardError)
        let format = try runPlain(["--format", "jsno"])
        XCTAssertTrue(format.standardError.contains("unknown format 'jsno'; did you mean 'json'?"), format.standardError)
    }

    func testUnknownFormatAndColumnsOutOfRangeAreBadUsage() throws {
        XCTAssertEqual(try runPlain(["--format", "pdf"]).status, 64)
        XCTAssertEqual(try runPlain(["--columns", "2"]).status, 64)
    }

    func testTestAndReplValidateTheSameFlags() throws {
        let scripts = try TemporaryScripts()
        try scripts.write("a_spec.lua", "it('runs', function() end)")
        XCTAssertEqual(try EpoxyProcess.run(["test", scripts.folder.path, "--device", "pixel"]).status, 64)
        XCTAssertEqual(try EpoxyProcess.run(["repl", "--type-size", "huge"]).status, 64)
    }

    func testDeviceSizeSafeAreaAndTypeSizeReachTheStage() throws {
        let output = try runPlain(["--size", "320x568", "--safe-area", "20,0,10,0", "--type-size", "AX2", "-e", "tree()"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, """
            2
            "window 320×568 safe area top 20 left 0 bottom 10 right 0\\nWindow (0, 0, 320×568)\\n"

            """)
    }

    func testReplAppliesTheDevice() throws {
        let output = try EpoxyProcess.run(["repl", "--device", "ipad"], input: "snapshot('text')\n")
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardOutput, "\"window 820×1180 safe area top 24 left 0 bottom 20 right 0\\nWindow (0, 0, 820×1180)\\n\"\n")
    }
}
