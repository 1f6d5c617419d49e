import Budget
import CLuaSupport
import Foundation

/// The thread that enforces a ``LuaState``'s limits while a top-level run is in progress, even
/// when the run is stuck where Lua's count hook cannot reach (host work, C functions, finalizers).
///
/// - At the deadline it stops the run's ``WorkBudget`` (host checkpoints throw) and arms the count
///   hook asynchronously (`lua_sethook` is safe from another thread), so the next Lua instruction
///   raises "time limit of N s exceeded".
/// - It samples the C heap every few milliseconds (further apart on a heap so large that a sample
///   takes long); host and Lua memory grown past the memory limit since the state was created stop
///   the run the same way with "memory limit of N exceeded".
/// - As the last resort, when the run has not ended `grace` after being stopped (hooks do not run
///   inside `__gc` finalizers or message handlers of hook errors, and a C pattern match never
///   returns to Lua), it writes the reason to standard error and exits the process with status 1,
///   if the configuration allows it.
///
/// One watchdog (and one thread, started at the first run) per state. Its methods are
/// thread-safe; it refers to the Lua state unretained and never touches it outside a run.
final class LuaWatchdog: @unchecked Sendable {
    /// One top-level run being watched.
    private struct Run {
        let budget: WorkBudget
        /// Whether the hook may be armed (not while the state is closing: lua_close frees it).
        let armsHook: Bool
        var stoppedAt: ContinuousClock.Instant?
        var stopMessage: String?
        /// When the heap was first seen over the limit, and the hook's collection count then.
        var overLimitSince: (time: ContinuousClock.Instant, collections: UInt32)?
        /// The largest heap growth a sample saw during the run.
        var largestGrowth = 0
    }

    private let condition = NSCondition()
    private var run: Run?
    private var generation = 0
    private var isShutDown = false
    private var threadStarted = false
    /// Whether the last heap sample was over the limit.
    private var heapWasOverLimit = false
    /// When the heap may be sampled next: a sample walks the allocator's free lists under its
    /// lock (glibc's `mallinfo2`), which takes milliseconds on a large, fragmented heap, so
    /// samples are spaced to at least ``sampleCostFactor`` times what the last one took.
    private var nextHeapSample = ContinuousClock.now
    /// When the heap was last sampled.
    private var lastHeapSample: ContinuousClock.Instant?
    /// The heap's growth at the last sample: what the next run may still allocate starts from it.
    private var lastGrowth = 0
    /// How many heap samples were taken (for tests).
    private var samplesTaken = 0
    var heapSampleCount: Int { condition.withLock { samplesTaken } }
    /// When the thread wakes by itself next; nil while it waits to be woken (no run, or a run
    /// it gave up on). A run that starts while it is due within a sampling interval is found
    /// at that tick: waking the thread for every run and again at its end put two context
    /// switches into each of a burst of short runs (events, re-renders, spec cases).
    private var scheduledWake: ContinuousClock.Instant?
    /// Whether the thread was started or signalled and has not yet looked at `run` since: it
    /// will, so a run that starts meanwhile needs no signal of its own. On a loaded machine the
    /// thread may not be scheduled for milliseconds, and every run of a burst signalled it again.
    private var threadWillLook = false
    /// How many times a run's start woke the thread (for tests).
    private var wakeUps = 0
    var wakeUpCount: Int { condition.withLock { wakeUps } }
    /// Samples take at most about 1/this of the watchdog's time (and of the allocator's lock).
    static let sampleCostFactor = 20

    private let mainThread: OpaquePointer
    private let memoryLimit: Int
    /// The error of a heap grown past the memory limit (made once: every sample hands it to the
    /// run's budget).
    private let memoryLimitExceeded: WorkBudgetExceeded
    /// C heap in use when the state was created: the cap applies to growth past it.
    private let heapBaseline: Int
    private let grace: Duration
    private let exitsWhenStuck: Bool
    /// How often the heap is sampled during a run.
    static let sampleInterval: Duration = .milliseconds(10)

    init(mainThread: OpaquePointer, memoryLimit: Int, grace: Duration, exitsWhenStuck: Bool) {
        self.mainThread = mainThread
        self.memoryLimit = memoryLimit
        memoryLimitExceeded = WorkBudgetExceeded(reason: .memory, message: "memory limit of \(ByteCount.describe(memoryLimit)) exceeded")
        self.heapBaseline = epoxy_heap_bytes_in_use()
        self.grace = grace
        self.exitsWhenStuck = exitsWhenStuck
    }

    /// Bytes of C heap (Lua's and the host's) allocated since the state was created.
    var heapGrowth: Int {
        epoxy_heap_bytes_in_use() - heapBaseline
    }

    /// Whether the heap was over the memory limit when last sampled (during a run): the next
    /// run collects Lua's garbage first, since it counts in the heap.
    var heapWasOverLimitAtLastSample: Bool {
        condition.withLock { heapWasOverLimit }
    }


    /// Samples the heap now, on the caller's thread, and throws the memory limit's error when it
    /// is over the limit. For the start of a run after a sample saw the heap over the limit (and
    /// Lua's garbage was collected): a run short enough to end before the watchdog can stop it
    /// must not keep adding to a heap already past the cap.
    func checkHeapNow() throws {
        guard memoryLimit > 0 else { return }
        let growth = heapGrowth
        condition.withLock { record(growth, sampledAt: .now) }
        if growth > memoryLimit { throw memoryLimitExceeded }
    }

    /// With the lock held: what every heap sample notes, wherever it was taken. Recorded even
    /// when the run ended during the sample: the next run starts from it.
    private func record(_ growth: Int, sampledAt time: ContinuousClock.Instant) {
        heapWasOverLimit = growth > memoryLimit
        lastHeapSample = time
        lastGrowth = growth
        samplesTaken += 1
        guard var current = run else { return }
        setHeadroom(of: current.budget)
        if growth > current.largestGrowth {
            current.largestGrowth = growth
            run = current
        }
    }

    /// With the lock held: tells `budget` how much the host may still allocate (see
    /// ``WorkBudget/wouldExceedMemory(holding:)``).
    private func setHeadroom(of budget: WorkBudget) {
        guard memoryLimit > 0 else { return }
        budget.setMemoryHeadroom(memoryLimit - lastGrowth, exceeded: memoryLimitExceeded)
    }

    /// Starts watching a run governed by `budget`.
    func begin(_ budget: WorkBudget, armsHook: Bool = true) {
        condition.withLock {
            generation += 1
            run = Run(budget: budget, armsHook: armsHook)
            setHeadroom(of: budget)
            // Samples are at least an interval apart across runs, not only within one: a sample
            // holds the allocator's lock, which back-to-back short runs (events, re-renders)
            // would each wait on, while a run that starts an interval after the last sample
            // (or after a heap seen over the limit) is sampled at the thread's next tick, so
            // memory kept by a burst of short runs still meets the cap.
            if !heapWasOverLimit, let lastHeapSample {
                nextHeapSample = max(nextHeapSample, lastHeapSample + Self.sampleInterval)
            }
            if !threadStarted && !isShutDown {
                threadStarted = true
                let thread = Thread { [self] in watch() }
                thread.name = "epoxy watchdog"
                thread.stackSize = 256 << 10
                threadWillLook = true
                thread.start()
            }
            // A thread due within an interval finds the run then, unless the run's deadline
            // comes first.
            if let scheduledWake, budget.deadline.map({ $0 >= scheduledWake }) ?? true { return }
            if threadWillLook { return }
            threadWillLook = true
            wakeUps += 1
            condition.broadcast()
        }
    }

    /// Stops watching the run (it ended).
    /// - Returns: Whether a sample saw the heap grow past half the memory limit during the run.
    @discardableResult
    func end() -> Bool {
        condition.withLock {
            let largestGrowth = run?.largestGrowth ?? 0
            // Not woken: at its next tick the thread finds no run and waits for one.
            run = nil
            return memoryLimit > 0 && largestGrowth > memoryLimit / 2
        }
    }

    /// Ends the thread; no interrupt is made after this returns.
    func shutDown() {
        condition.withLock {
            run = nil
            isShutDown = true
            condition.broadcast()
        }
    }

    /// Stops the run in progress, if any, with `error` (see ``LuaState/interrupt(reason:)``).
    func interrupt(_ error: WorkBudgetExceeded) {
        condition.withLock { stop(error) }
    }

    /// With the lock held: stops the budget, arms the hook, starts the grace period.
    private func stop(_ error: WorkBudgetExceeded) {
        guard var current = run, current.stoppedAt == nil else { return }
        current.budget.stop(error)
        if current.armsHook {
            epoxy_lua_interrupt(mainThread, error.reason.interruptCode, error.message)
        }
        current.stoppedAt = .now
        current.stopMessage = error.message
        run = current
        condition.broadcast()
    }

    private func watch() {
        condition.lock()
        defer { condition.unlock() }
        while !isShutDown {
            threadWillLook = false
            guard let current = run else {
                waitToBeWoken()
                continue
            }
            let now = ContinuousClock.now
            var wake = now + Self.sampleInterval
            if let stoppedAt = current.stoppedAt {
                if now >= stoppedAt + grace {
                    giveUp(message: current.stopMessage ?? "stopped")
                    // Not allowed to exit: wait for the next run.
                    waitToBeWoken()
                    continue
                }
                wake = min(wake, stoppedAt + grace)
            } else {
                if let deadline = current.budget.deadline {
                    if now >= deadline {
                        stop(current.budget.timeoutError)
                        continue
                    }
                    wake = min(wake, deadline)
                }
                // Not while the state closes: what the host still holds then is not the script's doing.
                if memoryLimit > 0 && current.armsHook && now >= nextHeapSample {
                    let growth = checkMemory(now: now)
                    // Spaced out only while the heap is well under the limit: near it, a spaced
                    // sample let a fast allocator overshoot the limit by a third (fuzz seed
                    // 1031565811887533226), so there every tick samples again.
                    if growth < memoryLimit / 2 {
                        nextHeapSample = now + (ContinuousClock.now - now) * Self.sampleCostFactor
                    }
                    if run?.stoppedAt != nil { continue }
                }
            }
            let seconds = max(0.0005, (wake - now).secondsValue)
            scheduledWake = .now + .seconds(seconds)
            _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
            scheduledWake = nil
        }
    }

    /// With the lock held: waits until a run starts, the state shuts down or a stop is asked for.
    private func waitToBeWoken() {
        scheduledWake = nil
        condition.wait()
    }

    /// With the lock held: over the limit, first asks the hook for a full collection (uncollected
    /// Lua garbage counts in the heap); still over after it (or after 50 ms of host work that
    /// runs no Lua), stops the run. Over by more than Lua's whole heap, stops it at once.
    /// Returns the heap's growth it sampled.
    @discardableResult
    private func checkMemory(now: ContinuousClock.Instant) -> Int {
        let growth = heapGrowth
        record(growth, sampledAt: now)
        guard var current = run else { return growth }
        guard heapWasOverLimit else {
            if current.overLimitSince != nil {
                current.overLimitSince = nil
                run = current
            }
            return growth
        }
        let collections = epoxy_lua_collection_count(mainThread)
        // Lua's garbage is at most its whole heap: past the limit by more than that, no collection
        // brings the heap back under, and waiting for one let host work (a layout, which runs no
        // Lua to collect in) go on allocating.
        let beyondAnyCollection = growth - epoxy_lua_heap_bytes(mainThread) > memoryLimit
        if beyondAnyCollection {
            stop(memoryLimitExceeded)
        } else if let since = current.overLimitSince, collections != since.collections || now - since.time > .milliseconds(50) {
            stop(memoryLimitExceeded)
        } else if current.overLimitSince == nil {
            current.overLimitSince = (now, collections)
            run = current
            epoxy_lua_interrupt(mainThread, Int32(EPOXY_LUA_INTERRUPT_COLLECT), nil)
        }
        return growth
    }

    /// The last resort: the run could not be stopped within the grace period.
    private func giveUp(message: String) {
        guard exitsWhenStuck else { return }
        let text = "epoxy: \(message); the script did not stop within \(WorkBudget.describe(grace.secondsValue)) s "
            + "(a finalizer, an error handler or a library function kept running), so the process exits\n"
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                epoxy_exit_stuck(characters.baseAddress, characters.count)
            }
        }
    }
}
