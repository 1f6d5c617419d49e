/// The required equalities the solver keeps out of its tableau, as definitions `v = expression`
/// forming a directed acyclic graph.
///
/// **Why.** In a chain `y[i+1] = y[i] + h[i] + 8` where each `h[i]` carries its own
/// non-required constraints, every `y[i]` in the tableau would be a basic variable whose row
/// mentions the error symbols of every `h` above it: O(n²) terms. Kept as definitions, the
/// `y`s never enter the tableau; only constraints that mention one get it expanded.
///
/// **Acyclic by construction.** A variable is only defined while it is fresh — not in the
/// tableau, not defined, and not referred to by any definition — so no definition can reach
/// back to it. Hence a definition only refers to definitions made before it (smaller indices):
/// expansions visit definitions from the largest index down, and all values can be computed in
/// one pass in index order. Definitions are kept unexpanded (each refers to the previous link
/// of a chain), so storing them is linear; walks are iterative (chains can be far deeper than
/// the call stack).
///
/// Variables are given by their solver slots (see `VariableSlots`), so every table is an array.
final class DefinitionGraph {
    // All of the graph's state is exempt from dynamic exclusivity checks (a runtime call per
    // element read otherwise): the graph never calls out while it modifies it.
    @exclusivity(unchecked) private(set) var definitions: [Definition] = []
    // The summands of all definitions, flat (a definition's are `Definition.summands`). The
    // definition a summand's variable has is resolved once: a variable some definition refers
    // to can no longer be defined, so the link never changes. -1 when it has none.
    @exclusivity(unchecked) private var summandSlots: [Int] = []
    @exclusivity(unchecked) private var summandCoefficients: [Double] = []
    @exclusivity(unchecked) private var summandDefinitions: [Int] = []
    /// For each definition, the definitions whose summands mention it, as linked lists in flat
    /// arrays (most definitions have one referrer: an array each would be an allocation each).
    @exclusivity(unchecked) private var referrers = AdjacencyLists<Int>()
    /// For each slot: its definition's index; `Self.referenced` when it has none but some
    /// definition refers to it (it can no longer be defined); `Self.unknown` otherwise. One
    /// table, so that the checks made for every constraint added cost one load per variable.
    @exclusivity(unchecked) private var roles: [Int] = []
    /// For each definition, the constraints in the tableau whose expansion reached it (may
    /// repeat and hold constraints since removed; callers check their records).
    @exclusivity(unchecked) private var dependents = AdjacencyLists<ObjectIdentifier>()

    private static let referenced = -1
    private static let unknown = -2

    // Scratch space for walks, reset by bumping a stamp instead of clearing.
    @exclusivity(unchecked) private var walkCounter = 0
    @exclusivity(unchecked) private var pendingStamps: [Int] = []
    @exclusivity(unchecked) private var weights: [Double] = []
    @exclusivity(unchecked) private var emitStamps: [Int] = []
    @exclusivity(unchecked) private var emitPositions: [Int] = []
    @exclusivity(unchecked) private var pending = IndexHeap()
    @exclusivity(unchecked) private var evaluationStack: [(index: Int, next: Int)] = []

    /// Empties the graph: afterwards it is as a new one (the solver's rebuild starts from it).
    /// Every stored property is set back here; `SolverResetTests` checks it against a new one.
    func reset() {
        definitions = []
        summandSlots = []
        summandCoefficients = []
        summandDefinitions = []
        referrers = AdjacencyLists()
        roles = []
        dependents = AdjacencyLists()
        walkCounter = 0
        pendingStamps = []
        weights = []
        emitStamps = []
        emitPositions = []
        pending = IndexHeap()
        evaluationStack = []
    }

    /// Makes room for about `count` definitions.
    func reserveCapacity(_ count: Int) {
        definitions.reserveCapacity(count)
        pendingStamps.reserveCapacity(count)
        weights.reserveCapacity(count)
    }

    /// Makes room in the per-slot tables for slots up to `count`.
    func addSlots(upTo count: Int) {
        guard roles.count < count else { return }
        let added = count - roles.count
        roles.append(contentsOf: repeatElement(Self.unknown, count: added))
        emitStamps.append(contentsOf: repeatElement(0, count: added))
        emitPositions.append(contentsOf: repeatElement(0, count: added))
    }

    /// The index of the slot's definition, nil when it has none.
    @inline(__always)
    func index(ofSlot slot: Int) -> Int? {
        let role = roles[slot]
        return role >= 0 ? role : nil
    }

    /// Whether the variable in `slot` may still be defined (the tableau must not know it either).
    func canDefine(_ slot: Int) -> Bool {
        roles[slot] == Self.unknown
    }

    /// Records `variable = -(constant + Σ others) / subjectCoefficient` for the constraint
    /// `subjectCoefficient × variable + Σ terms + constant = 0`, where the other terms are
    /// `terms` without the one at `subject` and without zero coefficients. Returns the
    /// definition's index.
    func define(subject: Int, of terms: [SlotTerm], constant: Double) -> Int {
        let subjectCoefficient = terms[subject].coefficient
        let factor = -1 / subjectCoefficient
        let index = definitions.count
        let start = summandSlots.count
        for (position, term) in terms.enumerated() where position != subject && !Row.isNearZero(term.coefficient) {
            let role = roles[term.slot]
            if role == Self.unknown { roles[term.slot] = Self.referenced }
            summandSlots.append(term.slot)
            summandCoefficients.append(term.coefficient * factor)
            summandDefinitions.append(max(role, -1))
            if role >= 0 { referrers.append(index, to: role) }
        }
        let summands = start..<summandSlots.count
        definitions.append(Definition(slot: terms[subject].slot, constant: constant * factor, summands: summands, subjectCoefficient: subjectCoefficient))
        roles[terms[subject].slot] = index
        referrers.addList()
        dependents.addList()
        pendingStamps.append(0)
        weights.append(0)
        return index
    }

    /// Gives a definition the constant of its constraint's new constant; returns how much the
    /// defined variable's constant moved. The values computed from it are computed again, in
    /// one pass in index order, so editing one link of a chain re-evaluates the links after it,
    /// not all, and the values stay current for the reads that follow.
    func setConstraintConstant(_ constant: Double, ofDefinition index: Int, updating solution: inout SolvedValues) -> Double {
        let newConstant = -constant / definitions[index].subjectCoefficient
        let shift = newConstant - definitions[index].constant
        definitions[index].constant = newConstant
        // A value is only current while every value it was computed from is: a definition
        // whose value is not current has referrers whose values are not either, so the walk
        // stops there.
        let wasComplete = solution.isComplete
        var stack = [index]
        var affected: [Int] = []
        let referrers = self.referrers
        while let next = stack.popLast() {
            let slot = definitions[next].slot
            guard solution.isCurrent(slot) else { continue }
            solution.forget(slot)
            affected.append(next)
            referrers.forEach(in: next) { stack.append($0) }
        }
        // Each affected definition refers only to smaller indices, which are current: either
        // unaffected or recomputed before it.
        affected.sort()
        for definition in affected { update(definition, in: &solution) }
        if wasComplete { solution.markComplete() }
        return shift
    }

    // MARK: Dependents

    /// Remembers that the tableau holds `constraint` expanded through these definitions.
    func addDependent(_ constraint: ObjectIdentifier, of expansion: Expansion) {
        for dependency in expansion.dependencies { dependents.append(constraint, to: dependency.definition) }
    }

    /// The constraints in the tableau whose expansion reached a definition, each once.
    func dependents(of index: Int) -> [ObjectIdentifier] {
        var all: [ObjectIdentifier] = []
        dependents.forEach(in: index) { all.append($0) }
        guard all.count > 1 else { return all }
        var seen: Set<ObjectIdentifier> = []
        return all.filter { seen.insert($0).inserted }
    }

    // MARK: Expanding

    /// `terms` with every defined variable replaced by its definition, recursively.
    ///
    /// Weights are pushed down from the largest definition index to the smallest (a max-heap of
    /// the definitions reached), so a definition shared by many paths is expanded once, and a
    /// definition whose weights cancel (`next.top − prev.bottom` where both lead down the same
    /// chain) stops the walk: the cost is the part of the graph where the weights differ, not
    /// the whole chain below.
    func expand(_ terms: [SlotTerm]) -> Expansion {
        // Most constraints mention no defined variable: find out without allocating.
        guard !definitions.isEmpty, terms.contains(where: { roles[$0.slot] >= 0 }) else {
            return Expansion(terms: terms, constant: 0, dependencies: [])
        }
        walkCounter += 1
        let stamp = walkCounter
        // Worked on as locals, each property emptied so that its local is the only reference
        // and is written in place (the heap was copied on its first push, an allocation for
        // every expansion).
        var pending = self.pending, weights = self.weights, pendingStamps = self.pendingStamps
        var emitStamps = self.emitStamps, emitPositions = self.emitPositions
        self.pending = IndexHeap()
        self.weights = []
        self.pendingStamps = []
        self.emitStamps = []
        self.emitPositions = []
        defer {
            pending.removeAll()
            self.pending = pending
            self.weights = weights
            self.pendingStamps = pendingStamps
            self.emitStamps = emitStamps
            self.emitPositions = emitPositions
        }
        var output: [SlotTerm] = []
        // Most expansions end with a few more terms than they started with.
        output.reserveCapacity(terms.count + 4)
        func emit(_ slot: Int, _ coefficient: Double) {
            if emitStamps[slot] == stamp {
                output[emitPositions[slot]].coefficient += coefficient
            } else {
                emitStamps[slot] = stamp
                emitPositions[slot] = output.count
                output.append(SlotTerm(slot: slot, coefficient: coefficient))
            }
        }
        func reach(_ index: Int, _ weight: Double) {
            if pendingStamps[index] != stamp {
                pendingStamps[index] = stamp
                weights[index] = weight
                pending.push(index)
            } else {
                weights[index] += weight
            }
        }
        for term in terms {
            let role = roles[term.slot]
            if role >= 0 { reach(role, term.coefficient) } else { emit(term.slot, term.coefficient) }
        }
        var constant = 0.0
        var dependencies: [Expansion.Dependency] = []
        // Every referrer of a definition has a larger index, so all weight has arrived by the
        // time a definition is popped.
        while let index = pending.popMax() {
            let weight = weights[index]
            guard !Row.isNearZero(weight) else { continue }
            let definition = definitions[index]
            dependencies.append(Expansion.Dependency(definition: index, weight: weight))
            constant += weight * definition.constant
            for summand in definition.summands {
                let child = summandDefinitions[summand]
                if child >= 0 {
                    reach(child, weight * summandCoefficients[summand])
                } else {
                    emit(summandSlots[summand], weight * summandCoefficients[summand])
                }
            }
        }
        return Expansion(terms: output, constant: constant, dependencies: dependencies)
    }

    // MARK: Values

    /// Computes the value of definition `root`, and every value it needs that is not current.
    func evaluate(_ root: Int, into solution: inout SolvedValues, tableau: Tableau) {
        var stack = evaluationStack
        evaluationStack = []
        defer {
            stack.removeAll(keepingCapacity: true)
            evaluationStack = stack
        }
        stack.append((root, definitions[root].summands.lowerBound))
        while let top = stack.last {
            let summands = definitions[top.index].summands
            if top.next < summands.upperBound {
                stack[stack.count - 1].next += 1
                let child = summandDefinitions[top.next]
                if child >= 0 {
                    if !solution.isCurrent(definitions[child].slot) {
                        stack.append((child, definitions[child].summands.lowerBound))
                    }
                } else if !solution.isCurrent(summandSlots[top.next]) {
                    solution.set(tableau.value(ofSlot: summandSlots[top.next]), for: summandSlots[top.next])
                }
                continue
            }
            update(top.index, in: &solution)
            stack.removeLast()
        }
    }

    /// Brings every value up to date in one pass over the slots and one over the definitions,
    /// in index order (a definition refers only to earlier ones).
    func evaluateAll(into solution: inout SolvedValues, tableau: Tableau) {
        guard !solution.isComplete else { return }
        for slot in roles.indices where roles[slot] < 0 && !solution.isCurrent(slot) {
            solution.set(tableau.value(ofSlot: slot), for: slot)
        }
        for index in definitions.indices where !solution.isCurrent(definitions[index].slot) {
            update(index, in: &solution)
        }
        solution.markComplete()
    }

    /// Computes a definition's value from the current values of its summands (in place: a
    /// copy of the values would be a retain and a release per definition).
    @inline(__always)
    private func update(_ index: Int, in solution: inout SolvedValues) {
        var value = definitions[index].constant
        for summand in definitions[index].summands {
            value += summandCoefficients[summand] * solution.values[summandSlots[summand]]
        }
        solution.set(value, for: definitions[index].slot)
    }
}
