import EpoxySnapshot
import FlyingFox
import Foundation

/// The preview's routes:
///
/// | route | answer |
/// |---|---|
/// | `GET /` | the page (``PreviewPage``) |
/// | `GET /screen.svg` | the screen as SVG (`?appearance=dark` for the dark variant) |
/// | `GET /api/state` | ``PreviewState`` as JSON |
/// | `POST /api/event` | a ``PreviewEvent``; answers the new state |
/// | `POST /api/settings` | ``PreviewSettings``; answers the new state |
/// | `GET /api/updates` | a WebSocket sending the state after every change |
///
/// Anything else, and every bad request, gets a 4xx `{"error": …}`. Requests must name a
/// loopback host (so a web page cannot reach the preview by DNS rebinding) and bodies must be
/// JSON (so a cross-site form cannot post one).
struct PreviewRequestHandler: HTTPHandler {
    let session: PreviewSession

    private static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        do {
            try Self.checkHost(request)
            switch request.path {
            case "/", "/index.html":
                try Self.allow(request, .GET)
                return Self.response(Data(PreviewPage.html.utf8), type: "text/html; charset=utf-8")
            case "/screen.svg":
                try Self.allow(request, .GET)
                return try await screen(request)
            case "/api/state":
                try Self.allow(request, .GET)
                return Self.json(await session.state())
            case "/api/event":
                try Self.allow(request, .POST)
                let event = try PreviewEvent(json: try await Self.jsonBody(request))
                return Self.json(try await session.handle(event))
            case "/api/settings":
                try Self.allow(request, .POST)
                let settings = try PreviewSettings(json: try await Self.jsonBody(request))
                return Self.json(await session.apply(settings))
            case "/api/updates":
                try Self.allow(request, .GET)
                try Self.checkOrigin(request)
                return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: PreviewUpdates(session: session)))
                    .handleRequest(request)
            default:
                throw PreviewRequestError(.notFound, "no route \(request.path) (/, /screen.svg, /api/state, /api/event, /api/settings, /api/updates)")
            }
        } catch let error as PreviewRequestError {
            return error.response
        }
    }

    private func screen(_ request: HTTPRequest) async throws -> HTTPResponse {
        var appearance: SVGAppearance?
        if let name = request.query["appearance"] {
            guard let named = SVGAppearance(rawValue: name) else {
                throw PreviewRequestError(.badRequest, "appearance must be light or dark, got '\(name)'")
            }
            appearance = named
        }
        guard let svg = await session.svg(appearance: appearance) else { throw PreviewRequestError(.notFound, "nothing is shown yet: the script has not shown a root (GET /api/state has its error)") }
        return Self.response(Data(svg.utf8), type: "image/svg+xml; charset=utf-8")
    }

    // MARK: Checks

    /// The host name of `Host: name[:port]`, lowercased.
    private static func hostName(_ value: String) -> String {
        let lowered = value.lowercased()
        if lowered.hasPrefix("["), let end = lowered.firstIndex(of: "]") { return String(lowered[...end]) }
        return String(lowered.split(separator: ":", maxSplits: 1).first ?? "")
    }

    private static func checkHost(_ request: HTTPRequest) throws {
        guard let host = request.headers[.host], loopbackHosts.contains(hostName(host)) else {
            throw PreviewRequestError(.forbidden, "the preview answers only requests for 127.0.0.1 or localhost")
        }
    }

    /// A WebSocket may be opened by the preview's own page only (browsers always send Origin).
    private static func checkOrigin(_ request: HTTPRequest) throws {
        guard let origin = request.headers[HTTPHeader("Origin")] else { return }
        let authority = origin.lowercased().replacingOccurrences(of: "http://", with: "")
        guard origin.lowercased().hasPrefix("http://"), loopbackHosts.contains(hostName(authority)) else {
            throw PreviewRequestError(.forbidden, "the preview's updates are only for its own page (origin \(origin))")
        }
    }

    private static func allow(_ request: HTTPRequest, _ method: HTTPMethod) throws {
        guard request.method == method else {
            throw PreviewRequestError(.methodNotAllowed, "\(request.path) accepts \(method.rawValue), not \(request.method.rawValue)")
        }
    }

    /// The body of a JSON request, at most ``PreviewJSON/maximumBodySize`` bytes.
    private static func jsonBody(_ request: HTTPRequest) async throws -> Data {
        let type = request.headers[.contentType]?.lowercased() ?? ""
        guard type.hasPrefix("application/json") else {
            throw PreviewRequestError(.unsupportedMediaType, "send the body as Content-Type: application/json")
        }
        if let count = request.bodySequence.count, count > PreviewJSON.maximumBodySize {
            throw PreviewRequestError(.payloadTooLarge, "the body has \(count) bytes; at most \(PreviewJSON.maximumBodySize) are read")
        }
        var body = Data()
        for try await chunk in request.bodySequence {
            body.append(chunk)
            if body.count > PreviewJSON.maximumBodySize {
                throw PreviewRequestError(.payloadTooLarge, "the body is over \(PreviewJSON.maximumBodySize) bytes")
            }
        }
        return body
    }

    // MARK: Responses

    private static func json<Value: Encodable>(_ value: Value) -> HTTPResponse {
        response(PreviewJSON.encode(value), type: "application/json; charset=utf-8")
    }

    private static func response(_ body: Data, type: String) -> HTTPResponse {
        var headers: HTTPHeaders = [.contentType: type]
        headers[HTTPHeader("Cache-Control")] = "no-store"
        return HTTPResponse(statusCode: .ok, headers: headers, body: body)
    }
}
