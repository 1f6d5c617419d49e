/// The observers one `observe()` call adds to an ``ObservableState``: `willSet`, `didSet`
/// (optionally throttled with ``delayMultipleSetTrigger(by:)``), `willGet` and `didGet`.
/// Each modifier returns the observation, so they chain.
public final class StateObservation<Value> {
    /// A set handler: the change.
    public typealias SetHandler = (StateChanges<Value>) -> Void
    /// A get handler: the value read.
    public typealias GetHandler = (Value) -> Void

    private let clock: VirtualClock
    private(set) var willSetHandlers: [SetHandler] = []
    private(set) var didSetHandlers: [SetHandler] = []
    private(set) var willGetHandlers: [GetHandler] = []
    private(set) var didGetHandlers: [GetHandler] = []
    private var delay: Double = 0
    /// Whether a delay window is open: `didSet` ran less than `delay` ago.
    private var isThrottling = false
    /// The changes made while the window was open, merged: the first's old value, the last's
    /// new value and trigger.
    private var pending: StateChanges<Value>?
    /// Whether the observation still works (until ``cancel()``).
    public private(set) var isActive = true

    init(clock: VirtualClock) {
        self.clock = clock
    }

    /// Runs `handler` before each change is stored.
    @discardableResult
    public func willSet(_ handler: @escaping SetHandler) -> StateObservation {
        willSetHandlers.append(handler)
        return self
    }

    /// Runs `handler` after each change is stored (and applied to bound views).
    @discardableResult
    public func didSet(_ handler: @escaping SetHandler) -> StateObservation {
        didSetHandlers.append(handler)
        return self
    }

    /// Runs `handler` before each read of the state's value.
    @discardableResult
    public func willGet(_ handler: @escaping GetHandler) -> StateObservation {
        willGetHandlers.append(handler)
        return self
    }

    /// Runs `handler` after each read of the state's value.
    @discardableResult
    public func didGet(_ handler: @escaping GetHandler) -> StateObservation {
        didGetHandlers.append(handler)
        return self
    }

    /// Throttles `didSet` on the state's clock: a change runs it at once, then further changes
    /// within `seconds` wait; when the time is up, `didSet` runs once with them merged (the old
    /// value before the first, the latest value and trigger) and a new window begins. `willSet`
    /// is not delayed. A value that is not a finite number > 0 removes the delay.
    @discardableResult
    public func delayMultipleSetTrigger(by seconds: Double) -> StateObservation {
        delay = seconds.isFinite && seconds > 0 ? seconds : 0
        return self
    }

    /// Removes the observers (a pending delayed `didSet` is dropped).
    public func cancel() {
        isActive = false
        pending = nil
    }

    func stateWillSet(_ changes: StateChanges<Value>) {
        guard isActive else { return }
        for handler in willSetHandlers { handler(changes) }
    }

    func stateDidSet(_ changes: StateChanges<Value>) {
        guard isActive else { return }
        guard delay > 0 else {
            runDidSet(changes)
            return
        }
        if isThrottling {
            pending = StateChanges(old: pending?.old ?? changes.old, new: changes.new, trigger: changes.trigger)
            return
        }
        runDidSet(changes)
        openWindow()
    }

    func stateWillGet(_ value: Value) {
        guard isActive else { return }
        for handler in willGetHandlers { handler(value) }
    }

    func stateDidGet(_ value: Value) {
        guard isActive else { return }
        for handler in didGetHandlers { handler(value) }
    }

    private func runDidSet(_ changes: StateChanges<Value>) {
        for handler in didSetHandlers { handler(changes) }
    }

    private func openWindow() {
        isThrottling = true
        clock.schedule(after: delay) { [weak self] in self?.windowEnded() }
    }

    private func windowEnded() {
        isThrottling = false
        guard isActive, let changes = pending else { return }
        pending = nil
        runDidSet(changes)
        openWindow()
    }
}
