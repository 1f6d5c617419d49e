import XCTest
@testable import epoxy

/// Decoding the page's events: each shape of `POST /api/event`, and each bad body's 400 message.
final class PreviewEventTests: XCTestCase {
    private func event(_ json: String) throws -> PreviewEvent {
        try PreviewEvent(json: Data(json.utf8))
    }

    private func refusal(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> PreviewRequestError? {
        do {
            let decoded = try event(json)
            XCTFail("decoded \(decoded) from \(json)", file: file, line: line)
            return nil
        } catch let error as PreviewRequestError {
            return error
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    func testDecodesTapScrollAndBack() throws {
        XCTAssertEqual(try event(#"{"type": "tap", "dataID": "row-1"}"#), .tap(dataID: .string("row-1")))
        XCTAssertEqual(try event(#"{"type": "tap", "dataID": 3}"#), .tap(dataID: .number(3)))
        XCTAssertEqual(try event(#"{"type": "tap", "dataID": true}"#), .tap(dataID: .boolean(true)))
        XCTAssertEqual(try event(#"{"type": "tap", "dataID": "like", "ancestors": ["row-2", 3]}"#),
                       .tap(dataID: .string("like"), ancestors: [.string("row-2"), .number(3)]))
        XCTAssertEqual(try event(#"{"type": "scroll", "y": 240.5}"#), .scroll(x: nil, y: 240.5))
        XCTAssertEqual(try event(#"{"type": "scroll", "x": 0, "y": -3}"#), .scroll(x: 0, y: -3))
        XCTAssertEqual(try event(#"{"type": "scroll", "section": "cards", "x": 300}"#), .scroll(x: 300, y: nil, section: .string("cards")))
        XCTAssertEqual(try event(#"{"type": "back"}"#), .back)
    }

    func testDescribesEventsAsTheLuaCallTheyMake() throws {
        XCTAssertEqual(try event(#"{"type": "tap", "dataID": "say \"hi\""}"#).description, #"tap("say \"hi\"")"#)
        XCTAssertEqual(try event(#"{"type": "tap", "dataID": 3}"#).description, "tap(3)")
        XCTAssertEqual(try event(#"{"type": "scroll", "y": 240}"#).description, "scroll{ y = 240 }")
        XCTAssertEqual(try event(#"{"type": "scroll", "section": "cards", "x": 300}"#).description, #"scroll{ section = "cards", x = 300 }"#)
        XCTAssertEqual(try event(#"{"type": "scroll", "x": 1.5, "y": 2}"#).description, "scroll{ x = 1.5, y = 2 }")
    }

    func testBadBodiesAreBadRequestsNamingTheProblem() {
        let cases: [(String, String)] = [
            ("", "the body is empty: send a JSON object"),
            ("{", "the body is not valid JSON"),
            ("[1]", #"the body must be a JSON object, e.g. {"type": "tap", "dataID": "row-1"}"#),
            (#"{"dataID": "a"}"#, #"an event needs "type": "tap", "scroll" or "back""#),
            (#"{"type": "tapp", "dataID": "a"}"#, #"unknown event type "tapp"; did you mean "tap"? (tap, scroll, back)"#),
            (#"{"type": "tap"}"#, #"a tap needs "dataID" (a string, number or boolean)"#),
            (#"{"type": "tap", "dataID": ""}"#, #""dataID" must be a non-empty string, a finite number or a boolean"#),
            (#"{"type": "tap", "dataID": [1]}"#, #""dataID" must be a non-empty string, a finite number or a boolean"#),
            (#"{"type": "tap", "dataId": "a"}"#, #"a tap has no field "dataId" (fields: type, dataID, ancestors)"#),
            (#"{"type": "tap", "dataID": "a", "ancestors": "b"}"#, #""ancestors" must be a list of dataIDs, innermost first"#),
            (#"{"type": "tap", "dataID": "a", "ancestors": [null]}"#, #""dataID" must be a non-empty string, a finite number or a boolean"#),
            (#"{"type": "scroll"}"#, #"a scroll needs "x" or "y" (the content offset in points)"#),
            (#"{"type": "scroll", "y": "10"}"#, #""y" must be a finite number of points"#),
            (#"{"type": "scroll", "y": true}"#, #""y" must be a finite number of points"#),
            (#"{"type": "scroll", "y": 1e300}"#, #""y" must be a finite number of points"#),
            (#"{"type": "back", "steps": 2}"#, #"a back event has no field "steps" (fields: type)"#),
        ]
        for (body, message) in cases {
            XCTAssertEqual(refusal(body), PreviewRequestError(.badRequest, message), body)
        }
    }
}
