// What tests read of the solver's inside.
extension Solver {
    /// A description of the first broken tableau invariant, or nil (for tests).
    func invariantViolation() -> String? {
        optimizeIfNeeded()
        return tableau.invariantViolation()
    }

    /// How many constraints are kept as definitions instead of rows (for tests).
    var definitionCount: Int {
        rebuildIfNeeded()
        return definitions.definitions.count
    }

    /// How many symbols the tableau has made (for tests).
    var symbolCount: Int {
        rebuildIfNeeded()
        return tableau.kinds.count
    }
}
