import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP server of `epoxy serve` on the loopback interface only (127.0.0.1).
struct PreviewServer {
    let session: PreviewSession
    /// The port to listen on; 0 picks a free one.
    let port: UInt16

    /// Listens, calls `listening` with the page's URL, then serves until the process ends.
    ///
    /// - Throws: ``PreviewServerError`` when the port cannot be bound.
    func run(listening: @Sendable (String) -> Void) async throws {
        // Requests wait their turn on the Lua thread, each event within the time budget: allow a queue of them.
        let server = HTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 120, logger: .disabled,
            handler: PreviewRequestHandler(session: session))
        let serving = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            serving.cancel()
            let reason = await Self.failure(of: serving) ?? "\(error)"
            throw PreviewServerError(message: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        guard case .ip4(_, let boundPort)? = await server.listeningAddress else {
            throw PreviewServerError(message: "the server is listening on an unexpected address")
        }
        listening("http://127.0.0.1:\(boundPort)/")
        do {
            try await serving.value
        } catch {
            throw PreviewServerError(message: "the server stopped: \(error)")
        }
    }

    /// The error that ended `task` (a socket that could not be bound), nil when it ended without one.
    private static func failure(of task: Task<Void, any Error>) async -> String? {
        do {
            try await task.value
            return nil
        } catch {
            return "\(error)"
        }
    }
}
