import FlyingFox
import Foundation

/// A request the preview refuses: its HTTP status and a message saying what to send instead,
/// answered as `{"error": message}` (never a crash, never a script error on the screen).
struct PreviewRequestError: Error, Equatable, CustomStringConvertible {
    let status: HTTPStatusCode
    let message: String

    init(_ status: HTTPStatusCode, _ message: String) {
        self.status = status
        self.message = message
    }

    var description: String { "\(status.code) \(status.phrase): \(message)" }

    /// The JSON response.
    var response: HTTPResponse {
        let body = PreviewJSON.encode(["error": message])
        var headers: HTTPHeaders = [.contentType: "application/json; charset=utf-8"]
        headers[HTTPHeader("Cache-Control")] = "no-store"
        return HTTPResponse(statusCode: status, headers: headers, body: body)
    }
}
