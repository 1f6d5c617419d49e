import EpoxyCore

/// The variables one solver knows, numbered densely in the order first seen (their slots), so
/// that the solver's per-variable tables are arrays indexed by slot.
///
/// A variable's slot is found through the hint the variable carries, checked against this
/// table (no hashing, no allocation), and through an `IdentityIndex` only when the hint turns out
/// overwritten; the index then puts the hint back. The table holds its variables, so an
/// identifier it holds cannot be reused by a new variable.
@usableFromInline
struct VariableSlots {
    private(set) var variables: [Variable] = []
    /// The variables' identifiers, what a hint is checked against.
    @usableFromInline private(set) var identifiers: [ObjectIdentifier] = []
    /// Each variable's slot by identity, made on the first overwritten hint.
    private var index = IdentityIndex()

    /// How many variables have slots.
    var count: Int { variables.count }

    /// Whether the index by identity was made (for tests).
    var hasIndex: Bool { index.isMade }

    /// Makes room for `count` variables.
    mutating func reserveCapacity(_ count: Int) {
        variables.reserveCapacity(count)
        identifiers.reserveCapacity(count)
    }

    /// The variable's slot, nil when this solver has not seen it.
    mutating func existingSlot(for variable: Variable) -> Int? {
        let hint = variable.hintedSlot
        if hint >= 0, hint < identifiers.count, identifiers[hint] == ObjectIdentifier(variable) { return hint }
        // A variable no solver has numbered has no hint: it is not here.
        if hint < 0 { return nil }
        return lookUp(variable)
    }

    private mutating func lookUp(_ variable: Variable) -> Int? {
        let identifiers = identifiers
        let found = index.position(of: ObjectIdentifier(variable)) { index in
            index.reserveCapacity(identifiers.count)
            for (slot, identifier) in identifiers.enumerated() { index[identifier] = slot }
        }
        guard let slot = found else { return nil }
        variable.slotHint.store(slot, ordering: .relaxed)
        return slot
    }

    /// The variable's slot, given one when it has none.
    mutating func slot(for variable: Variable) -> Int {
        if let slot = existingSlot(for: variable) { return slot }
        let slot = variables.count
        variables.append(variable)
        identifiers.append(ObjectIdentifier(variable))
        index.set(slot, for: ObjectIdentifier(variable))
        variable.slotHint.store(slot, ordering: .relaxed)
        return slot
    }
}
