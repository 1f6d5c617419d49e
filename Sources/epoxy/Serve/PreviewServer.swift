import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// The HTTP server of `epoxy serve` on the loopback interface only (127.0.0.1).
///
/// **It outlives a failed accept.** The server library ends its run when accepting a connection
/// fails (no file descriptor left: a local process holding hundreds of connections open ended
/// the preview with "Too many open files"); the server then listens again on the same port,
/// retrying while the descriptors are spent. The process's soft descriptor limit is raised to
/// its hard limit first, so that it takes far more connections to get there.
struct PreviewServer {
    let session: PreviewSession
    /// The port to listen on; 0 picks a free one.
    let port: UInt16
    /// Where a restart after a failed accept is reported.
    var log: @Sendable (String) -> Void = { _ in }

    /// Listens, calls `listening` with the page's URL, then serves until the process ends.
    ///
    /// - Throws: ``PreviewServerError`` when the port cannot be bound.
    func run(listening: @Sendable (String) -> Void) async throws {
        Self.raiseDescriptorLimit()
        var serving = try await listen(on: port)
        listening("http://127.0.0.1:\(serving.port)/")
        var delay = Duration.milliseconds(100)
        while true {
            do {
                try await serving.task.value
                return
            } catch {
                log("warning: the preview server stopped accepting connections (\(error)); listening again on port \(serving.port)")
            }
            while true {
                try await Task.sleep(for: delay)
                do {
                    serving = try await listen(on: serving.port)
                    delay = .milliseconds(100)
                    break
                } catch {
                    // Still out of descriptors (or the port taken meanwhile): wait longer.
                    delay = min(delay * 2, .seconds(5))
                }
            }
        }
    }

    /// A server listening on `port` (0: a free one) and the task serving it.
    private func listen(on port: UInt16) async throws -> (task: Task<Void, any Error>, port: UInt16) {
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
        return (serving, boundPort)
    }

    /// Raises the soft limit on open file descriptors to the hard limit: each connection holds
    /// one, and the usual soft limit of 1,024 is reached by as many open connections.
    private static func raiseDescriptorLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
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
