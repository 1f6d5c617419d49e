/// How many `weak` references to `object` exist now, from the Swift runtime's own count (which
/// includes one the object holds for itself). Layout tests check it is 0 for the views and guides
/// of a laid-out tree: a weak reference gives an object a side table, which puts every retain
/// and release of it on the runtime's slow path.
public func weakReferenceCount(_ object: AnyObject) -> Int {
    Int(_getWeakRetainCount(object)) - 1
}
