/// The solved values of a solver's variables by slot, each computed when first read and kept
/// until the solution changes. Every slot has a generation stamp, so forgetting all values is
/// O(1) and reading a current one is two array loads.
@usableFromInline
struct SolvedValues {
    @usableFromInline private(set) var values: [Double] = []
    @usableFromInline private(set) var stamps: [Int] = []
    @usableFromInline private(set) var generation = 1
    /// Whether every slot's value is current (so a pass over them all has nothing to do).
    private(set) var isComplete = false

    /// Makes room for slots up to `count`.
    mutating func addSlots(upTo count: Int) {
        guard values.count < count else { return }
        isComplete = false
        values.append(contentsOf: repeatElement(0, count: count - values.count))
        stamps.append(contentsOf: repeatElement(0, count: count - stamps.count))
    }

    /// Whether the slot's value is the current solution's.
    @inlinable
    func isCurrent(_ slot: Int) -> Bool { stamps[slot] == generation }

    @inline(__always)
    mutating func set(_ value: Double, for slot: Int) {
        values[slot] = value
        stamps[slot] = generation
    }

    /// Forgets one value (a definition it depends on changed).
    mutating func forget(_ slot: Int) {
        stamps[slot] = 0
        isComplete = false
    }

    /// Forgets every value (the tableau changed).
    mutating func forgetAll() {
        generation += 1
        isComplete = false
    }

    /// Records that every value is current again.
    mutating func markComplete() { isComplete = true }
}
