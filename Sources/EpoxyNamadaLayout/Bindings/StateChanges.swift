/// One change of a state: the value before and after, and what made it.
public struct StateChanges<Value> {
    /// The value before the change.
    public let old: Value
    /// The value after the change.
    public let new: Value
    /// What made the change.
    public let trigger: BindingTrigger

    /// Creates a change.
    public init(old: Value, new: Value, trigger: BindingTrigger) {
        self.old = old
        self.new = new
        self.trigger = trigger
    }

    /// The same change with both values transformed.
    public func map<Other>(_ transform: (Value) -> Other) -> StateChanges<Other> {
        StateChanges<Other>(old: transform(old), new: transform(new), trigger: trigger)
    }
}
