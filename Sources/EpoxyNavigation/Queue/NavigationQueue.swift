/// Serializes a navigation controller's updates, as Epoxy's `NavigationQueue` does: while an
/// animated transition is in flight, or while an update is being applied (callbacks may set a new
/// stack), a new stack waits; once the controller is idle the latest waiting stack is applied.
/// Stacks are whole states, so only the latest one matters: earlier waiting ones are replaced.
struct NavigationQueue {
    /// A stack that waits for the controller to become idle.
    struct PendingStack {
        /// The models, without `nil`s.
        var models: [NavigationModel]
        /// Whether it was asked to animate.
        var animated: Bool
    }

    /// The transition in flight, if any.
    var inFlight: InFlightTransition?

    /// The stack waiting to be applied.
    private(set) var pending: PendingStack?

    /// How many updates are being applied right now (nested when a callback sets a stack).
    private var applyingDepth = 0

    /// Whether a new stack must wait.
    var isBusy: Bool { inFlight != nil || applyingDepth > 0 }

    /// Makes `models` the stack to apply once idle, replacing any stack already waiting.
    mutating func enqueue(_ models: [NavigationModel], animated: Bool) {
        pending = PendingStack(models: models, animated: animated)
    }

    /// Takes the waiting stack, if any.
    mutating func takePending() -> PendingStack? {
        defer { pending = nil }
        return pending
    }

    /// Drops `removed` from the waiting stack: it was built before that screen was popped and
    /// would push it again.
    mutating func filterPending(removing removed: NavigationModel) {
        guard var waiting = pending else { return }
        waiting.models = NavigationStack.filter(waiting.models, removing: removed)
        pending = waiting
    }

    /// Marks the start of applying an update.
    mutating func beginApplying() {
        applyingDepth += 1
    }

    /// Marks the end of applying an update.
    mutating func endApplying() {
        applyingDepth = max(0, applyingDepth - 1)
    }
}
