/// The variables one solver knows, numbered densely in the order first seen (their slots), so
/// that the solver's per-variable tables are arrays indexed by slot.
///
/// A variable's slot is found through the hint the variable carries, checked against this
/// table (no hashing, no allocation); only when another solver overwrote the hint does the
/// lookup go through the dictionary, which then puts the hint back. The table holds its
/// variables, so an identifier it holds cannot be reused by a new variable.
@usableFromInline
struct VariableSlots {
    private(set) var variables: [Variable] = []
    /// The variables' identifiers, what a hint is checked against.
    @usableFromInline private(set) var identifiers: [ObjectIdentifier] = []
    private var slots: [ObjectIdentifier: Int] = [:]

    /// How many variables have slots.
    var count: Int { variables.count }

    /// Makes room for `count` variables.
    mutating func reserveCapacity(_ count: Int) {
        variables.reserveCapacity(count)
        identifiers.reserveCapacity(count)
        slots.reserveCapacity(count)
    }

    /// The variable's slot, nil when this solver has not seen it.
    func existingSlot(for variable: Variable) -> Int? {
        let hint = variable.hintedSlot
        if hint >= 0, hint < identifiers.count, identifiers[hint] == ObjectIdentifier(variable) { return hint }
        return lookUp(variable)
    }

    private func lookUp(_ variable: Variable) -> Int? {
        guard let slot = slots[ObjectIdentifier(variable)] else { return nil }
        variable.slotHint.store(slot, ordering: .relaxed)
        return slot
    }

    /// The variable's slot, given one when it has none.
    mutating func slot(for variable: Variable) -> Int {
        if let slot = existingSlot(for: variable) { return slot }
        let slot = variables.count
        variables.append(variable)
        identifiers.append(ObjectIdentifier(variable))
        slots[ObjectIdentifier(variable)] = slot
        variable.slotHint.store(slot, ordering: .relaxed)
        return slot
    }
}
