import EpoxyCore

/// The solver constraint of each user constraint an engine holds (see
/// `LayoutEngine.SolverConstraintReference`), found through the hint the constraint carries to
/// its entry, checked against the table: no hashing. A table by identity the size of the layout
/// took a cache miss for every constraint a large build added (4.5% of a 1,000-row list's
/// layout, 1% of 100 rows').
///
/// The hint is only a hint: another engine that takes the same constraint (a cell measured on
/// its own) overwrites it, and compaction moves entries. A lookup whose hint does not lead to the
/// constraint's entry falls back to an `IdentityIndex`, made then and kept up to date after.
/// Entries are keyed by identity only and never dereferenced, as the table by identity was.
struct UserConstraintTable {
    private struct Entry {
        let identifier: ObjectIdentifier
        let reference: LayoutEngine.SolverConstraintReference
    }

    /// Entries in the order they were set, nil where one was removed.
    private var entries: [Entry?] = []
    private var removedCount = 0
    private var index = IdentityIndex()

    /// How many constraints have an entry.
    var count: Int { entries.count - removedCount }

    /// Whether the index by identity was made (for tests).
    var hasIndex: Bool { index.isMade }

    /// Every entry's reference (in no particular order).
    var values: [LayoutEngine.SolverConstraintReference] { entries.compactMap { $0?.reference } }

    /// Makes room for `count` entries.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// The reference held for `constraint`, nil when the engine holds none.
    subscript(constraint: LayoutConstraint) -> LayoutEngine.SolverConstraintReference? {
        mutating get { position(of: constraint).flatMap { entries[$0]?.reference } }
    }

    /// Holds `reference` for `constraint`, replacing the one it had when its hint leads to it.
    ///
    /// Otherwise the constraint is taken as new, without asking the index: the engine sets each
    /// constraint once (a split pair's members are removed before they are set again), and the
    /// hint of a constraint it has not set yet mostly comes from the engine built over the same
    /// tree before, now gone. Asked, the index would be made on every engine but a tree's first.
    mutating func set(_ reference: LayoutEngine.SolverConstraintReference, for constraint: LayoutConstraint) {
        let identifier = ObjectIdentifier(constraint)
        let hint = constraint.engineEntryHint
        if hint >= 0, hint < entries.count, entries[hint]?.identifier == identifier {
            entries[hint] = Entry(identifier: identifier, reference: reference)
            return
        }
        constraint.engineEntryHint = entries.count
        index.set(entries.count, for: identifier)
        entries.append(Entry(identifier: identifier, reference: reference))
    }

    /// Drops the entry of `constraint`, returning its reference when it had one.
    @discardableResult
    mutating func remove(_ constraint: LayoutConstraint) -> LayoutEngine.SolverConstraintReference? {
        guard let position = position(of: constraint), let entry = entries[position] else { return nil }
        entries[position] = nil
        index.set(nil, for: entry.identifier)
        removedCount += 1
        compactIfSparse()
        return entry.reference
    }

    private mutating func position(of constraint: LayoutConstraint) -> Int? {
        let identifier = ObjectIdentifier(constraint)
        let hint = constraint.engineEntryHint
        if hint >= 0, hint < entries.count, entries[hint]?.identifier == identifier { return hint }
        // A constraint no engine has taken has no hint: it is not here.
        if hint < 0 { return nil }
        let entries = entries
        return index.position(of: identifier) { index in
            index.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() {
                if let entry { index[entry.identifier] = position }
            }
        }
    }

    /// Closes the holes removals left once they are most of the table (an engine whose
    /// constraints come and go would otherwise grow without bound). The moved entries' hints
    /// are then stale: the index answers for them.
    private mutating func compactIfSparse() {
        guard removedCount > 32, removedCount * 2 > entries.count else { return }
        entries = entries.filter { $0 != nil }
        removedCount = 0
        index.drop()
    }
}
