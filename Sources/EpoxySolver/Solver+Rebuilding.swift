import Budget

// Keeping the tableau optimal and current: lazy optimization, rebuilds after removals or
// marker-less edits, and the search for a conflicting set.
extension Solver {
    /// Brings the objective to its optimum (and applies a pending rebuild). Adding a row leaves
    /// it to the next read or edit, so constraints added together are optimized together: a
    /// group's pairs of hugging constraints pull opposite ways, and optimized one at a time each
    /// would pivot through every row that mentions the group's height.
    ///
    /// A spent work budget may leave the optimization short of the optimum (see
    /// `Tableau.optimize()`); the next call, under a new budget, goes on from there.
    func optimizeIfNeeded() {
        rebuildIfNeeded()
        guard tableau.needsOptimization else {
            isOptimizationCutShort = false
            return
        }
        do {
            // Values read at the vertex a spent budget stopped at are not the solution once
            // the optimization moves on (every other change forgets them when it is made).
            if try tableau.optimize() { solution.forgetAll() }
        } catch {
            // An unbounded objective cannot arise from constraints (errors are never negative):
            // rebuild from the constraints rather than read a broken tableau.
            needsRebuild = true
            rebuildIfNeeded()
            _ = try? tableau.optimize()
        }
        isOptimizationCutShort = tableau.needsOptimization
    }

    func rebuildIfNeeded() {
        // Not under a spent budget: a read then gets what the tableau holds, which the host does
        // not rely on (it raises the limit error), where rebuilding at every read made the reads
        // of a layout stopped mid-way quadratic.
        guard needsRebuild, !WorkBudget.isCurrentExceeded else { return }
        // Removing constraints or reverting to constants that held before cannot make the
        // system unsatisfiable, so this rebuild succeeds; `rebuild` reports otherwise.
        try? rebuild()
    }

    /// Re-adds every constraint in insertion order to a fresh tableau.
    func rebuild() throws {
        rebuildCount += 1
        tableau.reset()
        definitions.reset()
        solution.forgetAll()
        tableau.addSlots(upTo: slots.count)
        definitions.addSlots(upTo: slots.count)
        needsRebuild = false
        for position in entries.indices {
            guard var record = entries[position] else { continue }
            do {
                try install(&record)
            } catch {
                needsRebuild = true
                entries[position] = record
                throw error
            }
            entries[position] = record
        }
    }

    /// Rebuilds with a new constant for one constraint, restoring the old one if it cannot hold.
    func rebuild(changing position: Int, from oldConstant: Double, to constant: Double, wantsMarker: Bool) throws {
        guard var record = entries[position] else { return }
        record.constant = constant
        record.wantsMarker = wantsMarker
        entries[position] = record
        do {
            try rebuild()
        } catch let exceeded as WorkBudgetExceeded {
            // Not a conflict: the old constant stays, and the rebuild waits for a budget.
            record.constant = oldConstant
            entries[position] = record
            needsRebuild = true
            throw exceeded
        } catch {
            record.constant = oldConstant
            entries[position] = record
            try? rebuild()
            let candidate = record.constraint.withConstant(constant)
            throw SolverError.unsatisfiableConstraint(record.constraint, conflicting: conflicts(with: candidate, excluding: record.constraint))
        }
    }

    func compactOrderIfNeeded() {
        guard removedCount > 64, removedCount * 2 > entries.count else { return }
        entries = entries.filter { $0 != nil }
        removedCount = 0
        positionIndex.drop()
        for (position, record) in entries.enumerated() {
            record?.constraint.positionHint.store(position, ordering: .relaxed)
        }
    }

    /// The required constraints that, with `constraint`, cannot all hold (two-sided ones with a
    /// required side included: that side is the one in conflict).
    func conflicts(with constraint: Constraint, excluding excluded: Constraint? = nil) -> [Constraint] {
        guard reportsConflicts else { return [] }
        // Candidates carry their current constants; answers name the constraints the caller knows.
        var originals: [ObjectIdentifier: Constraint] = [:]
        var candidates: [Constraint] = []
        for case let record? in entries where record.constraint.hasRequiredPart && record.constraint !== excluded {
            let original = record.constraint
            let current = record.constant
            let candidate = current == original.expression.constant ? original : original.withConstant(current)
            originals[ObjectIdentifier(candidate)] = original
            candidates.append(candidate)
        }
        return ConflictFinder.conflictingSet(for: constraint, among: candidates, eliminatesDefinitions: eliminatesDefinitions).compactMap { originals[ObjectIdentifier($0)] }
    }
}
