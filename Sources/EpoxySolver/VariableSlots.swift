/// The variables one solver knows, numbered densely in the order first seen (their slots), so
/// that the solver's per-variable tables are arrays indexed by slot.
///
/// **A variable's hint belongs to one live solver at a time.** The first solver to number a
/// variable while no other holds it claims it (`Variable.hintOwner`) and keeps its slot in the
/// variable's hint; a solver numbering a variable another one holds keeps that slot in a table
/// by identity of its own (`sharedSlots`) and leaves the hint alone. A solver gives up its claims
/// when it goes (`releaseClaims`). So a variable this solver did not claim and that is not in its
/// shared table is not here, decided without hashing: a view's variables outlive the engines
/// laid out over it, and when a hint could be left by any solver, one whose hint led elsewhere
/// had to be looked up by identity, which made that table on every engine after a tree's first.
@usableFromInline
struct VariableSlots {
    private(set) var variables: [Variable] = []
    /// The slots of the variables another solver had claimed when this one numbered them.
    private var sharedSlots: [ObjectIdentifier: Int] = [:]
    /// What this table writes into the variables it claims: its solver's identity, unique among
    /// live solvers, set once the solver exists (0 is no one's: until then nothing is claimed).
    @usableFromInline var claimant: UInt = 0 {
        willSet { precondition(variables.isEmpty, "a table's claimant is set before it numbers anything") }
    }

    /// How many variables have slots.
    var count: Int { variables.count }

    /// Whether any variable was held by another solver when this one numbered it (for tests).
    var hasSharedSlots: Bool { !sharedSlots.isEmpty }

    /// Makes room for `count` variables.
    mutating func reserveCapacity(_ count: Int) {
        variables.reserveCapacity(count)
    }

    /// The variable's slot, nil when this solver has not seen it.
    func existingSlot(for variable: Variable) -> Int? {
        if claimant != 0, let slot = variable.slot(claimedBy: claimant) {
            assert(slot >= 0 && slot < variables.count && variables[slot] === variable)
            return slot
        }
        return sharedSlots.isEmpty ? nil : sharedSlots[ObjectIdentifier(variable)]
    }

    /// The variable's slot, given one when it has none.
    mutating func slot(for variable: Variable) -> Int {
        if let slot = existingSlot(for: variable) { return slot }
        let slot = variables.count
        variables.append(variable)
        if claimant != 0, variable.hintOwner.compareExchange(expected: 0, desired: claimant, ordering: .relaxed).exchanged {
            variable.slotHint.store(slot, ordering: .relaxed)
        } else {
            sharedSlots[ObjectIdentifier(variable)] = slot
        }
        return slot
    }

    /// Gives up this table's claims, so that the next solver to number these variables claims
    /// them (called as the solver goes; the table holds its variables until then).
    func releaseClaims() {
        guard claimant != 0 else { return }
        for variable in variables {
            _ = variable.hintOwner.compareExchange(expected: claimant, desired: 0, ordering: .relaxed)
        }
    }
}
