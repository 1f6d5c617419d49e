/// A clock that moves only when told (``advance(by:)``): what delays (`delayMultipleSetTrigger`)
/// are measured on, so tests and scripts control time exactly.
public final class VirtualClock {
    private struct Scheduled {
        let time: Double
        let order: Int
        let action: () -> Void
    }

    /// Seconds since the clock was made.
    public private(set) var now: Double = 0
    private var scheduled: [Scheduled] = []
    private var nextOrder = 0

    /// Creates a clock at 0.
    public init() {}

    /// How many actions wait for their time.
    public var pendingCount: Int { scheduled.count }

    /// Runs `action` once the clock reaches `now + delay` (a delay that is not a finite
    /// number ≥ 0 counts as 0: the action runs at the next advance).
    public func schedule(after delay: Double, _ action: @escaping () -> Void) {
        let wait = delay.isFinite && delay > 0 ? delay : 0
        nextOrder += 1
        scheduled.append(Scheduled(time: now + wait, order: nextOrder, action: action))
    }

    /// Moves the clock forward by `seconds`, running each action whose time comes, in time
    /// order (ties in the order they were scheduled), with `now` at the action's time; actions
    /// scheduled meanwhile run too when their time is within the advance. Returns how many ran.
    ///
    /// - Throws: ``BindingError`` when `seconds` is not a finite number ≥ 0.
    @discardableResult
    public func advance(by seconds: Double) throws -> Int {
        guard seconds.isFinite, seconds >= 0 else {
            throw BindingError("time can only advance by a finite number of seconds ≥ 0, got \(seconds)")
        }
        let target = now + seconds
        var count = 0
        while let next = scheduled.indices.filter({ scheduled[$0].time <= target })
            .min(by: { (scheduled[$0].time, scheduled[$0].order) < (scheduled[$1].time, scheduled[$1].order) }) {
            let action = scheduled.remove(at: next)
            now = max(now, action.time)
            action.action()
            count += 1
        }
        now = target
        return count
    }
}
