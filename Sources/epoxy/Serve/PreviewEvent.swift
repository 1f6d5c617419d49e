import EpoxyCore
import Foundation

/// A user event the page sends (`POST /api/event`), routed to the Lua API's function of the same
/// name: `{"type": "tap", "dataID": "row-1"}` → `tap("row-1")` (with `"ancestors": ["row-2"]`, the
/// dataIDs around the clicked element innermost first, → `tap({ "row-2", "like" })` when `"like"` alone
/// names several elements), `{"type": "scroll", "y": 240}` →
/// `scroll{ y = 240 }`, `{"type": "scroll", "section": "cards", "x": 300}` → `scroll{ section =
/// "cards", x = 300 }` (a carousel), `{"type": "back"}` → `back()`.
enum PreviewEvent: Equatable, Sendable {
    /// A tap on the element with `dataID`, inside the elements with `ancestors` (innermost first).
    case tap(dataID: PreviewDataID, ancestors: [PreviewDataID] = [])
    /// A content offset of the collection, or of the orthogonal section `section` (a carousel).
    case scroll(x: Double?, y: Double?, section: PreviewDataID? = nil)
    case back

    /// The event in a request body.
    ///
    /// - Throws: ``PreviewRequestError`` (400) naming what is missing or wrong.
    init(json body: Data) throws {
        let object = try PreviewJSON.object(body)
        guard case .string(let type)? = object["type"] else {
            throw PreviewRequestError(.badRequest, "an event needs \"type\": \"tap\", \"scroll\" or \"back\"")
        }
        switch type {
        case "tap":
            try PreviewJSON.checkKeys(object, allowed: ["type", "dataID", "ancestors"], what: "a tap")
            guard let value = object["dataID"] else {
                throw PreviewRequestError(.badRequest, "a tap needs \"dataID\" (a string, number or boolean)")
            }
            var ancestors: [PreviewDataID] = []
            if let list = object["ancestors"] {
                guard case .array(let elements) = list else {
                    throw PreviewRequestError(.badRequest, "\"ancestors\" must be a list of dataIDs, innermost first")
                }
                ancestors = try elements.map(PreviewDataID.init(json:))
            }
            self = .tap(dataID: try PreviewDataID(json: value), ancestors: ancestors)
        case "scroll":
            try PreviewJSON.checkKeys(object, allowed: ["type", "x", "y", "section"], what: "a scroll")
            let x = try PreviewJSON.finiteNumber(object["x"], name: "x")
            let y = try PreviewJSON.finiteNumber(object["y"], name: "y")
            let section = try object["section"].map(PreviewDataID.init(json:))
            guard x != nil || y != nil else {
                throw PreviewRequestError(.badRequest, "a scroll needs \"x\" or \"y\" (the content offset in points)")
            }
            self = .scroll(x: x, y: y, section: section)
        case "back":
            try PreviewJSON.checkKeys(object, allowed: ["type"], what: "a back event")
            self = .back
        default:
            let hint = ClosestName.suggestion(for: type, among: ["tap", "scroll", "back"]).map { "; did you mean \"\($0)\"?" } ?? ""
            throw PreviewRequestError(.badRequest, "unknown event type \"\(type)\"\(hint) (tap, scroll, back)")
        }
    }

    /// The Lua API function the event calls.
    var functionName: String {
        switch self {
        case .tap: "tap"
        case .scroll: "scroll"
        case .back: "back"
        }
    }

    /// How the event reads in the render reports: the Lua call it makes.
    var description: String {
        switch self {
        case .tap(let dataID, _): "tap(\(dataID.luaLiteral))"
        case .scroll(let x, let y, let section):
            "scroll{ " + [section.map { "section = \($0.luaLiteral)" }, x.map { "x = \(PreviewJSON.shortNumber($0))" },
                          y.map { "y = \(PreviewJSON.shortNumber($0))" }]
                .compactMap { $0 }.joined(separator: ", ") + " }"
        case .back: "back()"
        }
    }
}
