/// Observers of one value a view changes by itself (typing into a field, tapping a switch):
/// what bindings listen to. Unlike behaviors, which the view's model replaces on every update,
/// observers stay until removed, so several bindings can watch the same view.
public final class ChangeObservers<Value> {
    /// Called with the value before and after the change.
    public typealias Observer = (_ old: Value, _ new: Value) -> Void

    private var observers: [(id: Int, observer: Observer)] = []
    private var nextID = 0

    /// Creates an empty list.
    public init() {}

    /// Adds `observer`; returns the token ``remove(_:)`` takes.
    @discardableResult
    public func add(_ observer: @escaping Observer) -> Int {
        nextID += 1
        observers.append((nextID, observer))
        return nextID
    }

    /// Removes the observer `add` returned `token` for (unknown tokens are ignored).
    public func remove(_ token: Int) {
        observers.removeAll { $0.id == token }
    }

    /// How many observers are installed.
    public var count: Int { observers.count }

    /// Calls every observer in the order they were added; observers added or removed while
    /// notifying take effect at the next change.
    public func notify(old: Value, new: Value) {
        for entry in observers { entry.observer(old, new) }
    }
}
