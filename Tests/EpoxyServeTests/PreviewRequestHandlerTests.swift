import EpoxyScreens
import EpoxySnapshot
import FlyingFox
import XCTest
@testable import epoxy

/// The preview's routes called directly: what each answers, how events and settings change the
/// screen, and the 4xx JSON errors of bad requests.
final class PreviewRequestHandlerTests: XCTestCase {
    private typealias Fixture = PreviewFixture

    private func loaded(_ source: String = PreviewFixture.counterScript, timeLimit: Duration = .seconds(2)) async throws -> PreviewFixture {
        let fixture = try PreviewFixture(script: source, timeLimit: timeLimit)
        await fixture.session.load()
        return fixture
    }

    private func assertError(
        _ response: HTTPResponse, _ status: HTTPStatusCode, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        XCTAssertEqual(response.statusCode, status, file: file, line: line)
        XCTAssertEqual(response.headers[.contentType], "application/json; charset=utf-8", file: file, line: line)
        let actual = try await Fixture.errorMessage(response)
        XCTAssertEqual(actual, message, file: file, line: line)
    }

    func testPageIsSelfContained() async throws {
        let fixture = try await loaded()
        let response = try await fixture.request(.GET, "/")
        XCTAssertEqual(response.statusCode, .ok)
        XCTAssertEqual(response.headers[.contentType], "text/html; charset=utf-8")
        let page = try await Fixture.text(response)
        XCTAssertTrue(page.contains("<script>") && page.contains("<style>"))
        XCTAssertTrue(page.contains("/api/updates") && page.contains("/api/event") && page.contains("/api/settings"))
        // Works offline: nothing is loaded from another origin.
        XCTAssertFalse(page.contains("http://") || page.contains("https://") || page.contains("src=") || page.contains("<link"))
    }

    func testScreenIsTheSVGWriterOutputInEitherAppearance() async throws {
        let fixture = try await loaded()
        let light = try await Fixture.text(try await fixture.request(.GET, "/screen.svg"))
        XCTAssertTrue(light.contains(#"<g data-kind="view" data-component="TextRow" data-id="counter""#))
        XCTAssertTrue(light.contains(">Count 0</text>"))
        XCTAssertTrue(light.contains(##"class="background" x="0" y="0" width="393" height="852" fill="#ffffff""##))
        let dark = try await fixture.request(.GET, "/screen.svg?appearance=dark")
        XCTAssertEqual(dark.headers[.contentType], "image/svg+xml; charset=utf-8")
        let darkText = try await Fixture.text(dark)
        XCTAssertTrue(darkText.contains(#"data-appearance="dark""#))
        XCTAssertTrue(darkText.contains(##"height="852" fill="#000000""##))
        try await assertError(
            try await fixture.request(.GET, "/screen.svg?appearance=dim"), .badRequest, "appearance must be light or dark, got 'dim'")
    }

    func testStateListsSettingsChoicesAndTheLoad() async throws {
        let fixture = try await loaded()
        let state = try await Fixture.object(try await fixture.request(.GET, "/api/state"))
        XCTAssertEqual(state["script"] as? String, fixture.script)
        let settings = try XCTUnwrap(state["settings"] as? [String: Any])
        XCTAssertEqual(settings["device"] as? String, "iphone-15")
        XCTAssertEqual(settings["contentSizeCategory"] as? String, "large")
        XCTAssertEqual(settings["appearance"] as? String, "light")
        XCTAssertEqual((state["devices"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad"])
        XCTAssertEqual((state["contentSizeCategories"] as? [String])?.count, 12)
        XCTAssertEqual((state["reports"] as? [[String: Any]])?.compactMap { $0["cause"] as? String }, ["load"])
        XCTAssertNil(state["error"])
        XCTAssertEqual(state["watching"] as? [String], ["screen.lua"])
    }

    func testACustomWindowSizeIsOfferedBesideThePresets() async throws {
        let fixture = try PreviewFixture(device: Device.iphoneSE.withSize(.init(width: 320, height: 568)))
        let state = await fixture.session.load()
        XCTAssertEqual(state.settings.device, "custom")
        XCTAssertEqual(state.devices.map(\.name), ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad", "custom"])
        XCTAssertTrue(state.svg?.contains(#"width="320" height="568""#) ?? false)
    }

    func testTapRunsTheHandlerAndReportsTheRender() async throws {
        let fixture = try await loaded()
        let response = try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "counter"}"#)
        XCTAssertEqual(response.statusCode, .ok)
        let state = try await Fixture.object(response)
        XCTAssertTrue((state["svg"] as? String)?.contains(">Count 1</text>") ?? false)
        let report = try XCTUnwrap((state["reports"] as? [[String: Any]])?.last)
        XCTAssertEqual(report["cause"] as? String, #"tap("counter")"#)
        let render = try XCTUnwrap((report["renders"] as? [[String: Any]])?.first)
        XCTAssertEqual(render["cause"] as? String, "state.count")
        let change = try XCTUnwrap((render["changes"] as? [[String: Any]])?.first)
        XCTAssertEqual(change["scope"] as? String, "items")
        XCTAssertEqual(change["updated"] as? [String], ["counter"])
        XCTAssertEqual(state["version"] as? Int, 2)
    }

    func testAClickInsideARowTapsThatRowsElementAndReportsThePath() async throws {
        let fixture = try await loaded("""
            local state = State{ liked = "none" }
            local Row = Component{ name = "LikeRow", body = function(c)
              return HGroup{ Label.groupItem{ dataID = "title", content = c.name .. " " .. c.liked },
                Button.groupItem{ dataID = "like", content = "Like", behaviors = { didTap = function() state.liked = c.name end } } }
            end }
            return ViewController{ layout = "list", sections = function()
              return { SectionModel{ dataID = "rows", items = {
                Row.itemModel{ dataID = "row1", content = { name = "one", liked = state.liked } },
                Row.itemModel{ dataID = "row2", content = { name = "two", liked = state.liked } } } } }
            end }
            """)
        let state = try await Fixture.object(try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "like", "ancestors": ["row2", "rows"]}"#))
        XCTAssertTrue((state["svg"] as? String)?.contains(">two two</text>") ?? false, state["svg"] as? String ?? "")
        let report = try XCTUnwrap((state["reports"] as? [[String: Any]])?.last)
        XCTAssertEqual(report["cause"] as? String, #"tap({"row2", "like"})"#)
    }

    func testThePagesTextDataIDsTapNumbersAndBooleans() async throws {
        let fixture = try PreviewFixture(script: """
            local state = State{ taps = "" }
            local function row(id) return TextRow.itemModel{ dataID = id, content = { title = tostring(id) .. state.taps } }
              :didSelect(function() state.taps = state.taps .. "," .. tostring(id) end) end
            return ViewController{ layout = "list", sections = function()
              return { SectionModel{ dataID = "rows", items = { row(3), row(true), row(2^53), row(1e15), row("text") } } }
            end }
            """)
        _ = await fixture.session.load()
        // The page posts each data-id as the SVG spells it: always a string.
        // (The titles show Lua's tostring of each dataID: floats print in exponent form.)
        for (posted, tapped) in [("3", "3"), ("true", "true"), ("9007199254740992", "9.007199254741e+15"), ("1000000000000000", "1e+15"), ("text", "text")] {
            let response = try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "\#(posted)"}"#)
            XCTAssertEqual(response.statusCode, .ok, posted)
            let svg = try await Fixture.object(response)["svg"] as? String ?? ""
            XCTAssertTrue(svg.contains(",\(tapped)</text>"), posted)
        }
        // And a JSON number at any size names the same row as its text.
        let number = try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": 1000000000000000}"#)
        XCTAssertEqual(number.statusCode, .ok)
    }

    func testEventsTheScreenCannotTakeAreClientErrors() async throws {
        let fixture = try await loaded()
        try await assertError(
            try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "nope"}"#),
            .notFound, "no element with dataID 'nope' is on the screen")
        // Each row has a "title": the page sends the dataIDs around the clicked one, and the row's names it.
        try await assertError(
            try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "title", "ancestors": ["counter", "rows"]}"#),
            .unprocessableContent,
            "bad argument #1 to 'tap' ({\"counter\", \"title\"} is a Label, which cannot be tapped (collection items, Button, Switch, Checkbox, ButtonRow and CheckboxRow can))")
        try await assertError(
            try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "title"}"#),
            .unprocessableContent,
            "bad argument #1 to 'tap' ('title' names 3 elements; give a path to one of them: {\"counter\", \"title\"}, {\"boom\", \"title\"}, {\"spin\", \"title\"})")
        try await assertError(
            try await fixture.request(.POST, "/api/event", json: #"{"type": "back"}"#),
            .unprocessableContent, "back(): no navigation controller is shown (show a NavigationController{…} first)")
        try await assertError(
            try await fixture.request(.POST, "/api/event", json: #"{"type": "tapp", "dataID": "counter"}"#),
            .badRequest, #"unknown event type "tapp"; did you mean "tap"? (tap, scroll, back)"#)
        let state = try await Fixture.object(try await fixture.request(.GET, "/api/state"))
        XCTAssertNil(state["error"], "a refused event is not a script error")
        XCTAssertEqual(state["version"] as? Int, 1, "and changes nothing")
    }

    func testFailingHandlerKeepsTheLastGoodScreenAndNamesFileAndLine() async throws {
        let fixture = try await loaded()
        _ = try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "counter"}"#)
        let response = try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "boom"}"#)
        XCTAssertEqual(response.statusCode, .ok, "the event was valid: the script failed")
        let state = try await Fixture.object(response)
        let error = try XCTUnwrap(state["error"] as? [String: Any])
        XCTAssertEqual(error["file"] as? String, fixture.script)
        XCTAssertEqual(error["line"] as? Int, 9)
        // A failing didSelect fails the tap that ran it, with the callback's own line.
        XCTAssertEqual(error["message"] as? String, "\(fixture.script):9: the boom row failed (in didSelect of 'boom')")
        XCTAssertEqual(error["during"] as? String, #"tap("boom")"#)
        XCTAssertEqual(error["kind"] as? String, "runtime")
        let report = try XCTUnwrap((state["reports"] as? [[String: Any]])?.last)
        XCTAssertEqual(report["warnings"] as? [String], [], "a failure is an error, never only a warning")
        XCTAssertTrue((state["svg"] as? String)?.contains(">Count 1</text>") ?? false, "the last good screen stays")
        let next = try await Fixture.object(try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "counter"}"#))
        XCTAssertNil(next["error"], "a later event that succeeds clears the error")
        XCTAssertTrue((next["svg"] as? String)?.contains(">Count 2</text>") ?? false)
    }

    /// A sideways scroll over a carousel scrolls that section; the SVG carries its new offset.
    func testScrollsACarouselBySection() async throws {
        let fixture = try await loaded("""
            local cards = {}
            for i = 1, 6 do cards[i] = ColorView.itemModel{ dataID = "card" .. i, style = { color = "systemBlue" } } end
            local item = LayoutItem{ width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } }
            local group = LayoutGroup.horizontal{ width = { absolute = 200 }, height = { absolute = 100 }, subitems = { item } }
            local section = LayoutSection{ group = group, interGroupSpacing = 10, orthogonalScrollingBehavior = "continuous" }
            return ViewController{ layout = Layout.compositional{ section = function() return section end },
              sections = function() return { SectionModel{ dataID = "cards", items = cards } } end }
            """)
        let before = try await Fixture.object(try await fixture.request(.GET, "/api/state"))
        XCTAssertTrue((before["svg"] as? String)?.contains(#"data-kind="carousel""#) ?? false, before["svg"] as? String ?? "")
        XCTAssertTrue((before["svg"] as? String)?.contains(#"data-offset="0""#) ?? false)
        let state = try await Fixture.object(try await fixture.request(.POST, "/api/event", json: #"{"type": "scroll", "section": "cards", "x": 150}"#))
        XCTAssertNil(state["error"])
        XCTAssertTrue((state["svg"] as? String)?.contains(#"data-offset="150""#) ?? false, state["svg"] as? String ?? "")
        let report = try XCTUnwrap((state["reports"] as? [[String: Any]])?.last)
        XCTAssertEqual(report["cause"] as? String, #"scroll{ section = "cards", x = 150 }"#)
    }

    func testEveryEventRunsUnderTheTimeLimit() async throws {
        let fixture = try await loaded(timeLimit: .milliseconds(300))
        let started = Date()
        let state = try await Fixture.object(try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "spin"}"#))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        let error = try XCTUnwrap(state["error"] as? [String: Any])
        XCTAssertEqual(error["kind"] as? String, "timeout")
        XCTAssertEqual(error["line"] as? Int, 11)
        XCTAssertEqual(error["message"] as? String, "\(fixture.script):11: time limit of 0.3 s exceeded (in didSelect of 'spin')")
        let after = try await Fixture.object(try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "counter"}"#))
        XCTAssertTrue((after["svg"] as? String)?.contains(">Count 1</text>") ?? false, "the state still works after a timeout")
    }

    func testScrollMovesTheCollection() async throws {
        let rows = (1...40).map { #"TextRow.itemModel{ dataID = "r\#($0)", content = { title = "Row \#($0)" } }"# }.joined(separator: ",\n")
        let fixture = try await loaded("""
            return ViewController{ layout = "list", sections = function()
              return { SectionModel{ dataID = "rows", items = { \(rows) } } }
            end }
            """)
        let state = try await Fixture.object(try await fixture.request(.POST, "/api/event", json: #"{"type": "scroll", "y": 400}"#))
        let scroll = try XCTUnwrap(state["scroll"] as? [String: Any])
        XCTAssertEqual(scroll["y"] as? Double, 400)
        XCTAssertEqual((state["reports"] as? [[String: Any]])?.last?["cause"] as? String, "scroll{ y = 400 }")
        XCTAssertFalse((state["svg"] as? String)?.contains(#"data-id="r1""#) ?? true, "the first rows scrolled off")
    }

    func testTheScriptReassigningTheStageGlobalsBreaksNeitherEventsNorSettings() async throws {
        // The preview sends events and settings through the presenter and the API's own
        // functions, never through the globals a script may reassign.
        let fixture = try await loaded(PreviewFixture.counterScript.replacingOccurrences(
            of: "local state = State{ count = 0 }",
            with: "local state = State{ count = 0 }\nshow, frame, find, tap, scroll, back, setDevice, setContentSizeCategory = nil, function() end, nil, 42, nil, nil, nil, nil"))
        var state = try await Fixture.object(try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "counter"}"#))
        XCTAssertNil(state["error"] as? String)
        XCTAssertTrue((state["svg"] as? String)?.contains(">Count 1</text>") ?? false)
        state = try await Fixture.object(try await fixture.request(.POST, "/api/event", json: #"{"type": "scroll", "y": 10}"#))
        XCTAssertNil(state["error"] as? String)
        XCTAssertEqual((state["reports"] as? [[String: Any]])?.last?["cause"] as? String, "scroll{ y = 10 }")
        state = try await Fixture.object(try await fixture.request(
            .POST, "/api/settings", json: #"{"device": "iphone-se", "contentSizeCategory": "accessibilityLarge"}"#))
        XCTAssertNil(state["error"] as? String)
        XCTAssertEqual((state["settings"] as? [String: Any])?["width"] as? Double, 375)
        XCTAssertEqual((state["settings"] as? [String: Any])?["contentSizeCategory"] as? String, "accessibilityLarge")
        try await assertError(
            try await fixture.request(.POST, "/api/event", json: #"{"type": "back"}"#), .unprocessableContent,
            "back(): no navigation controller is shown (show a NavigationController{…} first)")
    }

    func testSettingsChangeDeviceTypeSizeAndAppearance() async throws {
        let fixture = try await loaded()
        var state = try await Fixture.object(try await fixture.request(.POST, "/api/settings", json: #"{"device": "iphone-se"}"#))
        XCTAssertEqual((state["settings"] as? [String: Any])?["width"] as? Double, 375)
        XCTAssertTrue((state["svg"] as? String)?.contains(#"width="375" height="667""#) ?? false)
        state = try await Fixture.object(try await fixture.request(
            .POST, "/api/settings", json: #"{"contentSizeCategory": "accessibilityLarge", "appearance": "dark"}"#))
        XCTAssertEqual((state["settings"] as? [String: Any])?["contentSizeCategory"] as? String, "accessibilityLarge")
        XCTAssertTrue((state["svg"] as? String)?.contains(#"data-appearance="dark""#) ?? false)
        XCTAssertEqual(
            (state["reports"] as? [[String: Any]])?.last?["cause"] as? String,
            "appearance: dark, contentSizeCategory: accessibilityLarge")
        try await assertError(
            try await fixture.request(.POST, "/api/settings", json: #"{"device": "iphone-5e"}"#), .badRequest,
            "unknown device 'iphone-5e'; did you mean 'iphone-se'? (valid: iphone-se, iphone-15, iphone-15-pro-max, ipad)")
        try await assertError(
            try await fixture.request(.POST, "/api/settings", json: #"{"theme": "dark"}"#), .badRequest,
            #"settings has no field "theme" (fields: device, contentSizeCategory, appearance)"#)
        try await assertError(
            try await fixture.request(.POST, "/api/settings", json: #"{"appearance": 1}"#), .badRequest, #""appearance" must be a string"#)
    }

    func testBadRequestsGetJSONErrors() async throws {
        let fixture = try await loaded()
        try await assertError(try await fixture.request(.GET, "/nope"), .notFound,
                              "no route /nope (/, /screen.svg, /api/state, /api/event, /api/settings, /api/updates)")
        try await assertError(try await fixture.request(.GET, "/api/event"), .methodNotAllowed, "/api/event accepts POST, not GET")
        try await assertError(try await fixture.request(.POST, "/api/state", json: "{}"), .methodNotAllowed, "/api/state accepts GET, not POST")
        try await assertError(
            try await fixture.request(.POST, "/api/event", headers: [.contentType: "text/plain"]), .unsupportedMediaType,
            "send the body as Content-Type: application/json")
        try await assertError(
            try await fixture.request(.POST, "/api/event", json: String(repeating: " ", count: 70_000) + "{}"), .payloadTooLarge,
            "the body has 70002 bytes; at most 65536 are read")
        try await assertError(
            try await fixture.request(.POST, "/api/event", json: "not json"), .badRequest, "the body is not valid JSON")
        try await assertError(
            try await fixture.request(.GET, "/api/state", headers: [.host: "attacker.example:8080"]), .forbidden,
            "the preview answers only requests for 127.0.0.1 or localhost")
        try await assertError(
            try await fixture.request(.GET, "/api/updates", headers: [HTTPHeader("Origin"): "http://attacker.example"]), .forbidden,
            "the preview's updates are only for its own page (origin http://attacker.example)")
        let localhost = try await fixture.request(.GET, "/api/state", headers: [.host: "localhost:8080"])
        XCTAssertEqual(localhost.statusCode, .ok)
    }

    func testWebSocketHandshakeIsAnswered() async throws {
        let fixture = try await loaded()
        let response = try await fixture.request(.GET, "/api/updates", headers: [
            .connection: "Upgrade", .upgrade: "websocket", .webSocketKey: "dGhlIHNhbXBsZSBub25jZQ==", .webSocketVersion: "13",
            HTTPHeader("Origin"): "http://127.0.0.1:8080",
        ])
        XCTAssertEqual(response.statusCode, .switchingProtocols)
        XCTAssertEqual(response.headers[.webSocketAccept], "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    func testNothingShownYetIsAConflictAndTheLoadErrorNamesTheLine() async throws {
        let fixture = try await loaded("local x = 1\nreturn Lable{ text = 'x' }\n")
        let state = try await Fixture.object(try await fixture.request(.GET, "/api/state"))
        let error = try XCTUnwrap(state["error"] as? [String: Any])
        XCTAssertEqual(error["line"] as? Int, 2)
        XCTAssertEqual(error["during"] as? String, "load")
        XCTAssertTrue((error["message"] as? String)?.hasSuffix("did you mean 'Label'?") ?? false, "\(error)")
        XCTAssertNil(state["svg"])
        let tap = try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "a"}"#)
        XCTAssertEqual(tap.statusCode, .conflict)
        let svg = try await fixture.request(.GET, "/screen.svg")
        XCTAssertEqual(svg.statusCode, .notFound)
    }

    func testReloadRereadsTheScriptAndItsModulesAndKeepsTheLastGoodScreenOnError() async throws {
        let fixture = try PreviewFixture(script: "return VGroup{ Label.groupItem{ dataID = 'title', content = require('title'), style = 'body' } }")
        try fixture.write("title.lua", "return 'First'")
        await fixture.session.load()
        let watchedFirst = await fixture.session.watchedFiles().names
        XCTAssertEqual(watchedFirst, ["screen.lua", "title.lua"])
        try fixture.write("title.lua", "return 'Second'")
        var state = await fixture.session.load(cause: "reload (title.lua changed)")
        XCTAssertTrue(state.svg?.contains(">Second</text>") ?? false)
        XCTAssertNil(state.error)
        try fixture.write("title.lua", "return 'Third' +")
        state = await fixture.session.load(cause: "reload (title.lua changed)")
        XCTAssertEqual(state.error?.kind, "syntax")
        XCTAssertEqual(state.error?.file, fixture.folder + "/title.lua")
        XCTAssertEqual(state.error?.line, 1)
        XCTAssertTrue(state.svg?.contains(">Second</text>") ?? false, "the last good screen stays")
        XCTAssertEqual(state.reports.map(\.cause), ["load", "reload (title.lua changed)", "reload (title.lua changed)"])
        XCTAssertEqual(state.reports.map { $0.error != nil }, [false, false, true], "the failed reload says so in the panel")
        let watchedAfterFailure = await fixture.session.watchedFiles().names
        XCTAssertEqual(watchedAfterFailure, ["screen.lua", "title.lua"], "a failing load keeps watching its modules")
    }

    func testAReloadThatShowsNoRootIsAnErrorAndKeepsTheLastGoodScreen() async throws {
        let fixture = try PreviewFixture(script: "return VGroup{ Label.groupItem{ dataID = 'title', content = 'First', style = 'body' } }")
        await fixture.session.load()
        for source in ["return 42", "-- nothing", "local x = 1"] {
            try fixture.write("screen.lua", source)
            let state = await fixture.session.load(cause: "reload (screen.lua changed)")
            XCTAssertTrue(state.error?.message.contains("the script returned no root to show") ?? false, "\(source): \(String(describing: state.error))")
            XCTAssertTrue(state.svg?.contains(">First</text>") ?? false, "the last good screen stays")
        }
        // A script that shows its root itself and returns nothing is fine.
        try fixture.write("screen.lua", "show(VGroup{ Label.groupItem{ dataID = 'title', content = 'Shown', style = 'body' } })")
        let shown = await fixture.session.load(cause: "reload (screen.lua changed)")
        XCTAssertNil(shown.error)
        XCTAssertTrue(shown.svg?.contains(">Shown</text>") ?? false)
    }

    func testUpdatesStreamTheStateAfterEveryChange() async throws {
        let fixture = try await loaded()
        let (id, messages) = await fixture.session.subscribe()
        var iterator = messages.makeAsyncIterator()
        guard case .text(let first)? = await iterator.next() else { return XCTFail("no first message") }
        XCTAssertTrue(first.contains(#""version":1"#))
        _ = try await fixture.request(.POST, "/api/event", json: #"{"type": "tap", "dataID": "counter"}"#)
        guard case .text(let second)? = await iterator.next() else { return XCTFail("no update") }
        XCTAssertTrue(second.contains(#""version":2"#) && second.contains("Count 1"))
        await fixture.session.unsubscribe(id)
        let end = await iterator.next()
        XCTAssertNil(end, "unsubscribing ends the stream")
        let listening = await fixture.session.subscriberCount
        XCTAssertEqual(listening, 0)
    }

    func testScriptErrorLocations() {
        XCTAssertTrue(PreviewScriptError.location(in: "examples/app.lua:12: boom") == ("examples/app.lua", 12))
        XCTAssertTrue(PreviewScriptError.location(in: "/tmp/a b/screen.lua:3: boom") == ("/tmp/a b/screen.lua", 3))
        XCTAssertTrue(PreviewScriptError.location(in: "bad argument #1 to 'tap' (x)") == (nil, nil))
        XCTAssertTrue(PreviewScriptError.location(in: "the screen did not settle: 16 renders") == (nil, nil))
    }
}
