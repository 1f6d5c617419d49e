import Foundation

/// A serial executor running every job on one dedicated thread: the preview's Lua state lives
/// there (Lua states are not thread-safe), and a script that runs for seconds holds that thread
/// rather than one of the few threads of Swift's shared pool that serve HTTP.
final class LuaThreadExecutor: SerialExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    /// Starts the thread; it lives as long as the process (the command owns one executor).
    init(name: String = "epoxy-lua") {
        let thread = Thread { [self] in runJobs() }
        thread.name = name
        // Lua, the layout solver and Dynamic Type measurement recurse; give them the main thread's room.
        thread.stackSize = 16 << 20
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unownedJob = UnownedJob(job)
        condition.lock()
        jobs.append(unownedJob)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
