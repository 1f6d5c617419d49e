/// A value whose changes and reads can be observed (NamadaLayout's `@ObservableState`): assign
/// it through ``wrappedValue`` or ``set(_:trigger:)``, observe it with ``observe()``.
/// Assigning an equal value changes nothing and notifies no one.
open class ObservableState<Value: Equatable> {
    /// The clock delayed observers measure time on.
    public let clock: VirtualClock
    private var storage: Value
    private var observations: [StateObservation<Value>] = []

    /// Creates a state holding `wrappedValue`, timing delays on `clock`.
    public init(wrappedValue: Value, clock: VirtualClock = VirtualClock()) {
        storage = wrappedValue
        self.clock = clock
    }

    /// The value: reading runs `willGet`/`didGet`, assigning is ``set(_:trigger:)`` with the
    /// trigger `.state` (a value a binding cannot show is ignored; use `set` to see why).
    public var wrappedValue: Value {
        get { read() }
        set { try? set(newValue, trigger: .state) }
    }

    /// The value without running the get observers.
    public var currentValue: Value { storage }

    /// This state, as `$name` is in Swift.
    public var projectedValue: ObservableState<Value> { self }

    /// The value, running the `willGet` observers before and the `didGet` observers after.
    public func read() -> Value {
        let active = observations
        for observation in active { observation.stateWillGet(storage) }
        let value = storage
        for observation in active { observation.stateDidGet(value) }
        return value
    }

    /// Stores `newValue` when it differs: runs `willSet`, stores, lets subclasses apply it
    /// (``didStore(_:)``), then runs `didSet` (delayed where asked).
    ///
    /// - Throws: what ``validate(_:)`` throws; the value is then not stored.
    open func set(_ newValue: Value, trigger: BindingTrigger) throws {
        guard newValue != storage else { return }
        try validate(newValue)
        let changes = StateChanges(old: storage, new: newValue, trigger: trigger)
        let active = observations
        for observation in active { observation.stateWillSet(changes) }
        storage = newValue
        didStore(changes)
        for observation in active { observation.stateDidSet(changes) }
    }

    /// Adds an observation (`willSet`, `didSet`, `willGet`, `didGet`, delays) to configure.
    public func observe() -> StateObservation<Value> {
        observations.removeAll { !$0.isActive }
        let observation = StateObservation<Value>(clock: clock)
        observations.append(observation)
        return observation
    }

    /// Whether any active observation watches reads.
    public var hasGetObservers: Bool {
        observations.contains { $0.isActive && !($0.willGetHandlers.isEmpty && $0.didGetHandlers.isEmpty) }
    }

    /// Checks a value before it is stored (subclasses refuse values they cannot apply).
    open func validate(_ value: Value) throws {}

    /// Called after a change is stored, before `didSet` runs.
    open func didStore(_ changes: StateChanges<Value>) {}
}
