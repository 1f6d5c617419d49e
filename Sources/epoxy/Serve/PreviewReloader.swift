import Foundation

/// Reloads the preview whenever its script or a module the last load required changes, with the
/// watch machinery of `run --watch` (inotify or polling). Waiting blocks, so it runs on a thread
/// of its own and hands each reload to the session's Lua thread.
final class PreviewReloader: @unchecked Sendable {
    private let session: PreviewSession
    private let waiter: any FileChangeWaiting
    private let log: @Sendable (String) -> Void

    init(session: PreviewSession, waiter: any FileChangeWaiting, log: @escaping @Sendable (String) -> Void) {
        self.session = session
        self.waiter = waiter
        self.log = log
    }

    /// Starts watching; runs as long as the process.
    func start() {
        let thread = Thread { [self] in watch() }
        thread.name = "epoxy-serve-watch"
        thread.start()
    }

    private func watch() {
        let session = self.session
        var announced: [String] = []
        while true {
            let watched = Self.wait { await session.watchedFiles() }
            if watched.paths != announced {
                let count = watched.paths.count
                log("watching \(count) file\(count == 1 ? "" : "s") (\(watched.names.joined(separator: ", "))) with \(waiter.mechanism)")
                announced = watched.paths
            }
            let changed = waiter.waitForChange(since: watched.recorded)
            let names = changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            log("changed: \(names); reloading")
            _ = Self.wait { await session.load(cause: "reload (\(names) changed)") }
        }
    }

    /// Runs `body` on the session and waits for it on this (non-pool) thread.
    private static func wait<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
        let result = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        Task {
            result.value = await body()
            done.signal()
        }
        done.wait()
        return result.value!
    }

    /// A value handed from a task to the waiting thread (the semaphore orders the accesses).
    private final class ResultBox<Value>: @unchecked Sendable {
        var value: Value?
    }
}
