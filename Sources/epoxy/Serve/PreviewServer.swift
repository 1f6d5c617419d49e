import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

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
        let ended = ServingEnded()
        let serving = Task {
            defer { ended.flag.store(true, ordering: .releasing) }
            try await server.run()
        }
        // Polled rather than `waitUntilListening`, which waits out its whole timeout when the
        // socket cannot be bound (a busy port took 10 s to be reported): `run` ends at once then.
        let deadline = ContinuousClock.now + .seconds(10)
        while await !server.isListening {
            guard !ended.flag.load(ordering: .acquiring), ContinuousClock.now < deadline else {
                serving.cancel()
                let reason = await Self.failure(of: serving) ?? "the server did not start listening within 10 s"
                throw PreviewServerError(message: "cannot listen on 127.0.0.1:\(port): \(reason)")
            }
            try await Task.sleep(for: .milliseconds(5))
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

/// Set once the server's run ends (it cannot bind its socket, or it stopped).
private final class ServingEnded: Sendable {
    let flag = Atomic<Bool>(false)
}
