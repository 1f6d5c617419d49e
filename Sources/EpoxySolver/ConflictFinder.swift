/// Narrows the required constraints down to a minimal set that conflicts with a new one.
///
/// Constraints are ordered by how close they are to the new one (breadth first through shared
/// variables); a binary search finds the shortest such prefix that already conflicts, and a
/// deletion filter shrinks that prefix to a minimal conflicting set. Conflicts are usually
/// local, so this stays cheap in large trees.
enum ConflictFinder {
    /// Most constraints the deletion filter (quadratic) examines.
    static let filterLimit = 300
    /// Most connected constraints considered at all.
    static let searchLimit = 20_000

    /// A minimal subset of `candidates` that cannot hold together with `failing`; empty when
    /// none is found within the limits.
    static func conflictingSet(for failing: Constraint, among candidates: [Constraint], eliminatesDefinitions: Bool) -> [Constraint] {
        let isSatisfiable = { (constraints: ArraySlice<Constraint>, failing: Constraint) in
            Self.isSatisfiable(constraints, failing, eliminatesDefinitions: eliminatesDefinitions)
        }
        let ordered = constraintsByDistance(from: failing, among: candidates)
        guard !ordered.isEmpty, ordered.count <= searchLimit, !isSatisfiable(ordered[...], failing) else { return [] }
        // The shortest prefix that conflicts (a longer prefix only adds constraints).
        var low = 1, high = ordered.count
        while low < high {
            let middle = (low + high) / 2
            if isSatisfiable(ordered[..<middle], failing) { low = middle + 1 } else { high = middle }
        }
        var conflicting = Array(ordered[..<low])
        guard conflicting.count <= filterLimit else { return conflicting }
        var index = 0
        while index < conflicting.count {
            var trial = conflicting
            trial.remove(at: index)
            if isSatisfiable(trial[...], failing) {
                index += 1
            } else {
                conflicting = trial
            }
        }
        return conflicting
    }

    /// The candidates connected to `failing` through shared variables, nearest first.
    private static func constraintsByDistance(from failing: Constraint, among candidates: [Constraint]) -> [Constraint] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, candidate) in candidates.enumerated() {
            for term in candidate.expression.terms { byVariable[ObjectIdentifier(term.variable), default: []].append(index) }
        }
        var reachedVariables = Set(failing.expression.terms.map { ObjectIdentifier($0.variable) })
        var frontier = Array(reachedVariables)
        var included = [Bool](repeating: false, count: candidates.count)
        var result: [Constraint] = []
        while !frontier.isEmpty && result.count <= searchLimit {
            var next: [ObjectIdentifier] = []
            var level: [Int] = []
            for variable in frontier {
                for index in byVariable[variable] ?? [] where !included[index] {
                    included[index] = true
                    level.append(index)
                }
            }
            // Within one distance, keep the order the constraints were added in.
            for index in level.sorted() {
                result.append(candidates[index])
                for term in candidates[index].expression.terms where reachedVariables.insert(ObjectIdentifier(term.variable)).inserted {
                    next.append(ObjectIdentifier(term.variable))
                }
            }
            frontier = next
        }
        return result
    }

    private static func isSatisfiable(_ constraints: ArraySlice<Constraint>, _ failing: Constraint, eliminatesDefinitions: Bool) -> Bool {
        let solver = Solver(reportsConflicts: false, eliminatesDefinitions: eliminatesDefinitions)
        do {
            for constraint in constraints { try solver.addConstraint(constraint) }
            try solver.addConstraint(failing)
            return true
        } catch {
            return false
        }
    }
}
