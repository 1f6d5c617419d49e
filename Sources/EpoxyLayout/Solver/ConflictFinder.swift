/// Narrows the required constraints down to a minimal set that conflicts with a new one
/// (a deletion filter over the constraints connected to it through shared variables).
enum ConflictFinder {
    /// Above this many connected constraints the search (quadratic) is skipped.
    static let limit = 300

    /// A minimal subset of `candidates` that cannot hold together with `failing`; empty when
    /// none is found or the connected set is larger than `limit`.
    static func conflictingSet(for failing: Constraint, among candidates: [Constraint]) -> [Constraint] {
        var connected = connectedConstraints(to: failing, among: candidates)
        guard connected.count <= limit, !isSatisfiable(connected + [failing]) || connected.isEmpty else { return [] }
        var index = 0
        while index < connected.count {
            var trial = connected
            trial.remove(at: index)
            if isSatisfiable(trial + [failing]) {
                index += 1
            } else {
                connected = trial
            }
        }
        return connected
    }

    private static func connectedConstraints(to failing: Constraint, among candidates: [Constraint]) -> [Constraint] {
        var reached = Set(failing.expression.terms.map { ObjectIdentifier($0.variable) })
        var included = [Bool](repeating: false, count: candidates.count)
        var grew = true
        while grew {
            grew = false
            for (index, candidate) in candidates.enumerated() where !included[index] {
                let variables = candidate.expression.terms.map { ObjectIdentifier($0.variable) }
                guard variables.contains(where: reached.contains) else { continue }
                included[index] = true
                reached.formUnion(variables)
                grew = true
            }
        }
        return candidates.indices.filter { included[$0] }.map { candidates[$0] }
    }

    private static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let solver = Solver(reportsConflicts: false)
        do {
            for constraint in constraints { try solver.addConstraint(constraint) }
            return true
        } catch {
            return false
        }
    }
}
