import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small HTTP client for the preview server the tests start on 127.0.0.1.
enum LoopbackHTTP {
    struct Response {
        var status: Int
        var contentType: String?
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }

        /// The body as a JSON object.
        var object: [String: Any] {
            (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends a request and waits for the answer (at most `timeout` seconds).
    static func request(_ url: String, method: String = "GET", json: String? = nil, timeout: TimeInterval = 15) throws -> Response {
        guard let target = URL(string: url), target.host == "127.0.0.1" else { throw Failure(description: "not a loopback URL: \(url)") }
        var request = URLRequest(url: target, timeoutInterval: timeout)
        request.httpMethod = method
        if let json {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(json.utf8)
        }
        let box = ResponseBox()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            box.set(data: data, response: response as? HTTPURLResponse, error: error)
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + timeout + 1) == .success else { throw Failure(description: "no answer from \(url)") }
        let (data, response, error) = box.get()
        if let error { throw Failure(description: "\(method) \(url): \(error)") }
        guard let response else { throw Failure(description: "\(method) \(url): no HTTP response") }
        return Response(status: response.statusCode, contentType: response.value(forHTTPHeaderField: "Content-Type"), body: data ?? Data())
    }

    private final class ResponseBox: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?
        private var response: HTTPURLResponse?
        private var error: (any Error)?

        func set(data: Data?, response: HTTPURLResponse?, error: (any Error)?) {
            lock.withLock { (self.data, self.response, self.error) = (data, response, error) }
        }

        func get() -> (Data?, HTTPURLResponse?, (any Error)?) {
            lock.withLock { (data, response, error) }
        }
    }
}
