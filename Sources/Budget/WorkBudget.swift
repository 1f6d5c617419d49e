import Foundation
import Synchronization

/// A limit on the host work done for one script run: a deadline, and a stop that another thread
/// (a watchdog, a Ctrl-C handler) may request at any time.
///
/// Core modules do not know about Lua: long loops (diffing, solving, measuring text, laying out,
/// writing snapshots, searching names) call ``checkpoint()`` every few hundred iterations, which
/// throws ``WorkBudgetExceeded`` once the run's budget is spent. The budget in force is a
/// task-local value, bound by whoever starts the run (``withCurrent(_:)``); without one,
/// checkpoints cost a task-local read and never throw.
public final class WorkBudget: Sendable {
    /// When the time budget ends; nil for none.
    public let deadline: ContinuousClock.Instant?
    /// The error a spent deadline throws.
    public let timeoutError: WorkBudgetExceeded
    /// Set once a stop was requested; the fast path of every check.
    private let stopped = Atomic<Bool>(false)
    private let stopError = Mutex<WorkBudgetExceeded?>(nil)
    /// Bytes the host may still allocate before the run's memory limit, as the limit's enforcer
    /// last measured the heap; `Int.max` without a memory limit.
    private let memoryHeadroom = Atomic<Int>(.max)
    /// The error that passing `memoryHeadroom` stops the budget with.
    private let memoryExceeded = Mutex<WorkBudgetExceeded?>(nil)

    /// A budget of `seconds` from now (nil or ≤ 0: no deadline).
    public init(seconds: Double?) {
        if let seconds, seconds > 0, seconds.isFinite {
            deadline = .now + .nanoseconds(Int64(min(seconds, 1e9) * 1e9))
        } else {
            deadline = nil
        }
        timeoutError = WorkBudgetExceeded(reason: .time, message: "time limit of \(Self.describe(seconds ?? 0)) s exceeded")
    }

    /// The budget of the work in progress on this task or thread, if any.
    @TaskLocal public static var current: WorkBudget?

    /// Runs `body` with `budget` as ``current``.
    public static func withCurrent<T>(_ budget: WorkBudget?, _ body: () throws -> T) rethrows -> T {
        try $current.withValue(budget, operation: body)
    }

    /// Throws when the current budget is spent or stopped; does nothing without one.
    public static func checkpoint() throws {
        try current?.check()
    }

    /// Throws when this budget's deadline passed or a stop was requested.
    public func check() throws {
        if stopped.load(ordering: .acquiring) {
            throw stopError.withLock { $0 } ?? timeoutError
        }
        if let deadline, ContinuousClock.now >= deadline {
            throw timeoutError
        }
    }

    /// Whether ``check()`` would throw.
    public var isExceeded: Bool {
        (try? check()) == nil
    }

    /// Whether the current budget, if any, is spent or stopped: for work that cannot throw and
    /// stops early instead. Its caller must not keep (cache) the partial result; the host turns
    /// the spent budget into an error when control returns to it.
    public static var isCurrentExceeded: Bool {
        current?.isExceeded ?? false
    }

    /// Sets how many more bytes the host may allocate in this run, and the error that passing
    /// them stops it with. The memory limit's enforcer calls this at every heap sample. Safe
    /// from any thread.
    public func setMemoryHeadroom(_ bytes: Int, exceeded error: WorkBudgetExceeded) {
        memoryExceeded.withLock { $0 = error }
        memoryHeadroom.store(bytes, ordering: .releasing)
    }

    /// Whether holding `bytes` more would pass the current budget's memory headroom; when it
    /// would, the budget is stopped with the memory limit's error. For host work whose memory
    /// grows with its input (a text broken into a line per character): checking what it is about
    /// to hold stops it at the limit, where a heap sample, milliseconds apart, comes after a fast
    /// loop has long passed it. Without a budget or a memory limit, false.
    public static func wouldExceedMemory(holding bytes: Int) -> Bool {
        guard let budget = current, bytes > budget.memoryHeadroom.load(ordering: .acquiring) else { return false }
        if let error = budget.memoryExceeded.withLock({ $0 }) { budget.stop(error) }
        return true
    }

    /// Makes every later check throw `error` (the first stop wins). Safe from any thread.
    public func stop(_ error: WorkBudgetExceeded) {
        stopError.withLock { stored in
            if stored == nil { stored = error }
        }
        stopped.store(true, ordering: .releasing)
    }

    /// Seconds as C's `%g` prints them ("1", "0.25", "1e-05"), as Lua's limit messages read.
    public static func describe(_ seconds: Double) -> String {
        String(format: "%g", seconds)
    }
}

/// Why host work stopped: its ``WorkBudget`` ran out or was stopped.
public struct WorkBudgetExceeded: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which limit ended the work.
    public enum Reason: Sendable, Equatable {
        /// The time budget was spent.
        case time
        /// The memory cap was exceeded.
        case memory
        /// Someone asked the run to stop (e.g. Ctrl-C).
        case interrupted
    }

    /// Which limit ended the work.
    public var reason: Reason
    /// What to tell the user ("time limit of 1 s exceeded").
    public var message: String

    /// Creates the error.
    public init(reason: Reason, message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { message }
}

/// Counts iterations of a hot loop and checks the current ``WorkBudget`` every `interval` of them,
/// so the check costs almost nothing per iteration (loops shorter than `interval` never check).
@frozen
public struct WorkMeter {
    @usableFromInline let interval: Int
    @usableFromInline var remaining: Int

    /// A meter that checks every `interval` ticks.
    @inlinable
    public init(interval: Int = 256) {
        self.interval = max(1, interval)
        remaining = self.interval
    }

    /// Counts one iteration; every `interval` iterations checks the budget.
    @inlinable
    public mutating func tick() throws {
        remaining -= 1
        if remaining > 0 { return }
        remaining = interval
        try WorkBudget.checkpoint()
    }

    /// Counts one iteration; every `interval` iterations tells whether the budget is spent, for
    /// loops that cannot throw and stop early instead (see ``WorkBudget/isCurrentExceeded``).
    @inlinable
    public mutating func isExceeded() -> Bool {
        remaining -= 1
        if remaining > 0 { return false }
        remaining = interval
        return WorkBudget.isCurrentExceeded
    }

    /// Counts `work` iterations at once, for a loop whose steps vary in size (a simplex pivot
    /// rewrites a few cells or millions): tells whether the budget is spent once `interval` of
    /// them have been counted since the last check, so the check follows the work done rather
    /// than the steps taken.
    @inlinable
    public mutating func isExceeded(counting work: Int) -> Bool {
        remaining -= work
        if remaining > 0 { return false }
        remaining = interval
        return WorkBudget.isCurrentExceeded
    }
}
