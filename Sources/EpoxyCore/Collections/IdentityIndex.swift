/// Positions of objects by identity, for tables whose objects carry a hint to their position
/// (`Constraint`'s position hint in a solver, `LayoutConstraint`'s entry hint in an engine): the
/// hint answers, checked against the table, and this index is made only when a hint turns out
/// overwritten (the object is in another table too) or an object must be found by identity
/// alone. Once made it is kept up to date. Until then there is none: inserting every object of
/// a large layout into a table the size of the layout was a cache miss per object. (A
/// `Variable`'s hint is instead claimed by one live solver: see `VariableSlots`.)
public struct IdentityIndex {
    @usableFromInline var positions: [ObjectIdentifier: Int]?

    /// An index not made yet.
    public init() {}

    /// Whether the index was made (for tests).
    public var isMade: Bool { positions != nil }

    /// The position of `key`, making the index first when there is none: `make` fills it with
    /// every object's position.
    public mutating func position(of key: ObjectIdentifier, making make: (inout [ObjectIdentifier: Int]) -> Void) -> Int? {
        if positions == nil {
            var made: [ObjectIdentifier: Int] = [:]
            make(&made)
            positions = made
        }
        return positions?[key]
    }

    /// Notes where `key` now is (nil: gone), when the index was made.
    @inlinable
    public mutating func set(_ position: Int?, for key: ObjectIdentifier) {
        guard positions != nil else { return }
        positions?[key] = position
    }

    /// Drops the index (positions moved wholesale); it is made again when next needed.
    public mutating func drop() {
        positions = nil
    }
}
