import Foundation
import XCTest

/// Warnings a person can read: a constraint conflict in UIKit's shape with real line breaks on
/// standard error, once per distinct conflict, naming the views by dataID and the script line
/// that made their models and groups; duplicate dataIDs with the script's lines and 1-based
/// positions, never a Swift source path. The JSON snapshot keeps its `warnings` list.
final class WarningOutputTests: XCTestCase {
    private static let screen = """
        return VGroup{
          ColorView.groupItem{ dataID = "wide", style = { size = { width = 500, height = 20 }, color = "systemBlue" } },
          HGroup{ dataID = "row",
            Label.groupItem{ dataID = "a", content = "A" },
            Label.groupItem{ dataID = "a", content = "B" } },
        }
        """

    func testAConflictPrintsOnStandardErrorOnceWithRealLineBreaks() throws {
        let scripts = try TemporaryScripts()
        _ = try scripts.write("screen.lua", Self.screen)
        // Run from the script's folder, so locations read `screen.lua:2` as a person types them.
        let output = try EpoxyProcess.run([
            "run", "screen.lua", "--device", "iphone-se", "-e", "render()", "-e", "setDevice('iphone-se')", "--each",
        ], in: scripts.folder)
        XCTAssertEqual(output.status, 0, output.standardError)
        let errors = output.standardError
        XCTAssertTrue(errors.contains("""
            warning: Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            """), errors)
        XCTAssertTrue(errors.contains("\"<ColorView #wide, screen.lua:2>.width >= 500 @1000 (compression resistance)\""), errors)
        XCTAssertTrue(errors.contains("Will attempt to recover by breaking constraint\n<ColorView #wide, screen.lua:2>."), errors)
        XCTAssertEqual(errors.components(separatedBy: "Unable to simultaneously satisfy constraints").count - 1, 1,
                       "one distinct conflict, reported once over three layouts:\n\(errors)")
        XCTAssertFalse(errors.contains("\\n"), "no escaped line breaks: \(errors)")
        XCTAssertFalse(errors.contains(".swift"), "no Swift source paths: \(errors)")
        XCTAssertFalse(output.standardOutput.contains("warning"), "the layout on standard output stays clean")
    }

    /// A conflict through nested groups: the screen's own and one in a Lua component's body
    /// in a list cell, each guide named by its constructor's dataID and line.
    private static let groupScreen = """
        return VGroup{
          Label.groupItem{ dataID = "title", content = "Title" },
          HGroup{ dataID = "row", spacing = 8,
            ColorView.groupItem{ dataID = "wide", style = { size = { width = 500, height = 20 }, color = "systemBlue" } } },
        }
        """

    func testAConflictNamesGroupGuidesByTheLineThatMadeThem() throws {
        let scripts = try TemporaryScripts()
        _ = try scripts.write("screen.lua", Self.groupScreen)
        let output = try EpoxyProcess.run([
            "run", "screen.lua", "--device", "iphone-se", "-e", "render()", "-e", "setDevice('iphone-se')", "--each",
        ], in: scripts.folder)
        XCTAssertEqual(output.status, 0, output.standardError)
        let errors = output.standardError
        XCTAssertTrue(errors.contains(
            "\"<ColorView #wide, screen.lua:4>.leading == <HGroup #row, screen.lua:3>.leading\","), errors)
        XCTAssertTrue(errors.contains("\"<HGroup #row, screen.lua:3>.leading == <VGroup screen.lua:1>.leading\","), errors)
        XCTAssertFalse(errors.contains("HGroup(row)"), "guides are named as views are: \(errors)")
        XCTAssertEqual(errors.components(separatedBy: "Unable to simultaneously satisfy constraints").count - 1, 1,
                       "one distinct conflict, reported once over three layouts:\n\(errors)")

        let json = try EpoxyProcess.run(["run", "screen.lua", "--device", "iphone-se", "--format", "json"], in: scripts.folder)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let warnings = try XCTUnwrap(document["warnings"] as? [String])
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("<HGroup #row, screen.lua:3>.trailing") == true, "\(warnings)")
        XCTAssertTrue(json.standardError.contains("warning: " + (warnings.first ?? "-")),
                      "standard error and the JSON carry the same text:\n\(json.standardError)")
    }

    func testAConflictInAComponentBodyInACellNamesItsGroupsAndTheCellsComponent() throws {
        let scripts = try TemporaryScripts()
        _ = try scripts.write("list.lua", """
            local Row = Component{ name = "Row", body = function(content)
              return HGroup{ spacing = 8,
                ColorView.groupItem{ dataID = "wide", style = { size = { width = 500, height = 20 }, color = "systemBlue" } },
                VGroupItem{ dataID = "text",
                  ColorView.groupItem{ dataID = "dot", style = { size = { width = 20, height = 20 }, color = "systemRed" } } } }
            end }
            return ViewController{ sections = function() return {
              SectionModel{ dataID = "s", items = { Row.itemModel{ dataID = "r1", content = "One" } } } } end }
            """)
        let output = try EpoxyProcess.run(["run", "list.lua", "--device", "iphone-se", "--format", "none"], in: scripts.folder)
        XCTAssertEqual(output.status, 0, output.standardError)
        let errors = output.standardError
        XCTAssertTrue(errors.contains("\"<VGroup #text, list.lua:4>.trailing == <HGroup list.lua:2>.trailing\","), errors)
        XCTAssertTrue(errors.contains(
            "\"<HGroup list.lua:2>.leading == <LuaComponentView #r1, list.lua:8>.layoutMarginsGuide.leading\","), errors)
    }

    func testDuplicateDataIDsNameTheScriptLinesAndOneBasedPositions() throws {
        let scripts = try TemporaryScripts()
        _ = try scripts.write("screen.lua", Self.screen)
        let output = try EpoxyProcess.run(["run", "screen.lua", "--device", "iphone-se", "--format", "none"], in: scripts.folder)
        XCTAssertTrue(output.standardError.contains("""
            warning: Group items must have unique dataIDs (items sharing one are matched in order); in HGroup(row):
            - dataID a is shared by items 1 <Label #a, screen.lua:4>, 2 <Label #a, screen.lua:5>
            """), output.standardError)
        XCTAssertFalse(output.standardError.contains(".swift"), output.standardError)
    }

    func testDuplicateCollectionItemsNameTheScriptLineAndOneBasedPositions() throws {
        let scripts = try TemporaryScripts()
        _ = try scripts.write("list.lua", """
            return ViewController{ sections = function() return {
              SectionModel{ dataID = "s", items = {
                TextRow.itemModel{ dataID = "x", content = { title = "One" } },
                TextRow.itemModel{ dataID = "x", content = { title = "Two" } },
              } } } end }
            """)
        let output = try EpoxyProcess.run(["run", "list.lua", "--format", "none"], in: scripts.folder)
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(output.standardError.contains(
            "  - In section with ID s at position 1 item with ID x (list.lua:3) duplicated at positions 1, 2"), output.standardError)
        XCTAssertFalse(output.standardError.contains(".swift"), output.standardError)
    }

    func testDuplicateBarsNameTheScriptLineAndOneBasedPositionsOnStandardErrorAndInTheJSON() throws {
        let scripts = try TemporaryScripts()
        _ = try scripts.write("bars.lua", """
            local Banner = Component{ name = "Banner", body = function(content)
              return HGroup{ Label.groupItem{ dataID = "text", content = content } }
            end }
            state = State{ title = "Inbox" }
            return ViewController{ sections = function() return {} end,
              topBars = function() return {
                NavigationBar.barModel{ dataID = "nav", content = { title = state.title } },
                Banner.barModel{ dataID = "banner", content = "Offline" },
                NavigationBar.barModel{ dataID = "nav", content = { title = "Again" } },
                Banner.barModel{ dataID = "banner", content = "Twice" },
              } end }
            """)
        let expected = """
            Warning! Duplicate data IDs detected. Bars with the same view type should have unique data IDs within a \
            bar stack. Duplicate data IDs can cause undefined behavior. Digest:
            - Bar with ID nav (bars.lua:7) duplicated at positions 1, 3
            - Bar with ID banner (bars.lua:8) duplicated at positions 2, 4
            Only the first bar with each ID is shown.
            """
        let output = try EpoxyProcess.run(
            ["run", "bars.lua", "--format", "none", "-e", "state.title = 'Sent'", "-e", "render()"], in: scripts.folder)
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertTrue(output.standardError.contains("warning: " + expected), output.standardError)
        XCTAssertEqual(output.standardError.components(separatedBy: "Duplicate data IDs detected").count - 1, 1,
                       "one warning while the duplicates last, over three renders:\n\(output.standardError)")
        XCTAssertFalse(output.standardError.contains(".swift"), output.standardError)

        let json = try EpoxyProcess.run(["run", "bars.lua", "--format", "json"], in: scripts.folder)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(document["warnings"] as? [String], [expected])
    }

    func testJSONKeepsItsWarningsList() throws {
        let scripts = try TemporaryScripts()
        let path = try scripts.write("screen.lua", Self.screen)
        let output = try EpoxyProcess.run(["run", path, "--device", "iphone-se", "--format", "json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let warnings = try XCTUnwrap(json["warnings"] as? [String])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("Unable to simultaneously satisfy constraints.\n\t"), warnings[0])
    }
}
