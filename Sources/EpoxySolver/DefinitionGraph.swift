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
/// back to it. Definitions are kept unexpanded (each refers to the previous link of a chain),
/// so storing them is linear; expansions and values walk the graph iteratively (chains can be
/// far deeper than the call stack).
final class DefinitionGraph {
    private(set) var definitions: [Definition] = []
    // The summands of all definitions, flat (a definition's are `Definition.summands`). The
    // definition a summand's variable has is resolved once: a variable some definition refers
    // to can no longer be defined, so the link never changes. -1 when it has none.
    private var summandVariables: [Variable] = []
    private var summandCoefficients: [Double] = []
    private var summandDefinitions: [Int] = []
    /// For each definition, the definitions whose summands mention it, as linked lists in flat
    /// arrays (most definitions have one referrer: an array each would be an allocation each).
    private var referrers = AdjacencyLists<Int>()
    /// For each variable the graph knows: its definition's index, or -1 when it has none but
    /// some definition refers to it (it can no longer be defined). One table, so that the
    /// checks made for every constraint added cost one lookup per variable.
    private var roles: [ObjectIdentifier: Int] = [:]
    /// The referenced variables without a definition, in the order first seen.
    private(set) var freeVariables: [Variable] = []
    /// For each definition, the constraints in the tableau whose expansion reached it (may
    /// repeat and hold constraints since removed; callers check their records).
    private var dependents = AdjacencyLists<ObjectIdentifier>()

    // Scratch space for walks, reset by bumping a stamp instead of clearing.
    private var walkStamps: [Int] = []
    private var walkCounter = 0
    private var weights: [Double] = []
    private var valueStamps: [Int] = []
    private var values: [Double] = []
    /// Values computed for an older solution are stale once this changes.
    private var valueGeneration = 1

    /// Makes room for about `count` definitions and variables.
    func reserveCapacity(_ count: Int) {
        roles.reserveCapacity(count)
    }

    /// The index of the variable's definition, nil when it has none.
    func index(of variable: Variable) -> Int? {
        guard let role = roles[ObjectIdentifier(variable)], role >= 0 else { return nil }
        return role
    }

    /// Whether `variable` may still be defined (the tableau must not know it either).
    func canDefine(_ variable: Variable) -> Bool {
        roles[ObjectIdentifier(variable)] == nil
    }

    /// Records `variable = -(constant + Σ others) / subjectCoefficient` for the constraint
    /// `subjectCoefficient × variable + Σ terms + constant = 0`, where the other terms are
    /// `terms` without the one at `subject` and without zero coefficients. Returns the
    /// definition's index.
    func define(_ variable: Variable, subjectCoefficient: Double, terms: [Term], subject: Int, constant: Double) -> Int {
        let factor = -1 / subjectCoefficient
        let index = definitions.count
        let start = summandVariables.count
        for (position, term) in terms.enumerated() where position != subject && !Row.isNearZero(term.coefficient) {
            let key = ObjectIdentifier(term.variable)
            var child: Int?
            if let role = roles[key] {
                child = role >= 0 ? role : nil
            } else {
                roles[key] = -1
                freeVariables.append(term.variable)
            }
            summandVariables.append(term.variable)
            summandCoefficients.append(term.coefficient * factor)
            summandDefinitions.append(child ?? -1)
            if let child { referrers.append(index, to: child) }
        }
        let summands = start..<summandVariables.count
        definitions.append(Definition(variable: variable, constant: constant * factor, summands: summands, subjectCoefficient: subjectCoefficient))
        roles[ObjectIdentifier(variable)] = index
        referrers.addList()
        dependents.addList()
        walkStamps.append(0)
        weights.append(0)
        valueStamps.append(0)
        values.append(0)
        return index
    }

    /// Gives a definition the constant of its constraint's new constant; returns how much the
    /// defined variable's constant moved. Only the values of definitions that reach it are
    /// forgotten, so editing one link of a chain re-evaluates the links after it, not all.
    func setConstraintConstant(_ constant: Double, ofDefinition index: Int) -> Double {
        let newConstant = -constant / definitions[index].subjectCoefficient
        let shift = newConstant - definitions[index].constant
        definitions[index].constant = newConstant
        // A value is only cached while every value it was computed from is: an uncached
        // definition's referrers are uncached already, so the walk stops there.
        let generation = valueGeneration, referrers = self.referrers
        var stamps = valueStamps
        valueStamps = []
        var pending = [index]
        while let next = pending.popLast() {
            guard stamps[next] == generation else { continue }
            stamps[next] = 0
            referrers.forEach(in: next) { pending.append($0) }
        }
        valueStamps = stamps
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

    /// `terms` with every defined variable replaced by its definition, recursively. Linear in
    /// the part of the graph reached: weights are pushed down in topological order, so a
    /// definition shared by many paths is expanded once.
    func expand(_ terms: [Term]) -> Expansion {
        // Most constraints mention no defined variable: find out without allocating.
        guard !roles.isEmpty, terms.contains(where: { index(of: $0.variable) != nil }) else {
            return Expansion(terms: terms, constant: 0, dependencies: [])
        }
        let roots = terms.map { index(of: $0.variable) }
        let order = topologicalOrder(from: roots.compactMap { $0 })
        for index in order { weights[index] = 0 }
        var output: [Term] = []
        // Expansions are usually short: a linear search finds a variable already emitted
        // until the output is long enough for a table to pay off.
        var outputIndex: [ObjectIdentifier: Int] = [:]
        func emit(_ variable: Variable, _ coefficient: Double) {
            if output.count < 16 {
                if let position = output.firstIndex(where: { $0.variable === variable }) {
                    output[position].coefficient += coefficient
                } else {
                    output.append(Term(variable, coefficient))
                }
                return
            }
            if outputIndex.isEmpty {
                for (position, term) in output.enumerated() { outputIndex[ObjectIdentifier(term.variable)] = position }
            }
            let key = ObjectIdentifier(variable)
            if let position = outputIndex[key] {
                output[position].coefficient += coefficient
            } else {
                outputIndex[key] = output.count
                output.append(Term(variable, coefficient))
            }
        }
        for (term, root) in zip(terms, roots) {
            if let root {
                weights[root] += term.coefficient
            } else {
                emit(term.variable, term.coefficient)
            }
        }
        var constant = 0.0
        var dependencies: [Expansion.Dependency] = []
        dependencies.reserveCapacity(order.count)
        for index in order {
            let weight = weights[index]
            guard weight != 0 else { continue }
            let definition = definitions[index]
            dependencies.append(Expansion.Dependency(definition: index, weight: weight))
            constant += weight * definition.constant
            for summand in definition.summands {
                let child = summandDefinitions[summand]
                if child >= 0 {
                    weights[child] += weight * summandCoefficients[summand]
                } else {
                    emit(summandVariables[summand], weight * summandCoefficients[summand])
                }
            }
        }
        return Expansion(terms: output, constant: constant, dependencies: dependencies)
    }

    /// The definitions reachable from `roots`, each before every definition it refers to.
    private func topologicalOrder(from roots: [Int]) -> [Int] {
        walkCounter += 1
        let stamp = walkCounter
        var postOrder: [Int] = []
        var stack: [(index: Int, next: Int)] = []
        for root in roots where walkStamps[root] != stamp {
            walkStamps[root] = stamp
            stack.append((root, definitions[root].summands.lowerBound))
            while let top = stack.last {
                let summands = definitions[top.index].summands
                if top.next < summands.upperBound {
                    stack[stack.count - 1].next += 1
                    let child = summandDefinitions[top.next]
                    if child >= 0, walkStamps[child] != stamp {
                        walkStamps[child] = stamp
                        stack.append((child, definitions[child].summands.lowerBound))
                    }
                } else {
                    postOrder.append(top.index)
                    stack.removeLast()
                }
            }
        }
        return postOrder.reversed()
    }

    // MARK: Values

    /// Forgets computed values (the solution or a definition changed).
    func invalidateValues() {
        valueGeneration += 1
    }

    /// The value of a defined variable, given the values of variables without definitions.
    /// Values are cached until they are invalidated, so reading every view of a chain is linear.
    func value(ofDefinition root: Int, solvedValue: (Variable) -> Double) -> Double {
        let generation = valueGeneration
        if valueStamps[root] == generation { return values[root] }
        // Work on local copies: the walk is the hot path of reading a solution, and class
        // properties would be checked for exclusive access on every element.
        var values = self.values, stamps = self.valueStamps
        self.values = []
        self.valueStamps = []
        let definitions = self.definitions, summandDefinitions = self.summandDefinitions
        let summandCoefficients = self.summandCoefficients
        defer {
            self.values = values
            self.valueStamps = stamps
        }
        var stack: [(index: Int, next: Int)] = [(root, definitions[root].summands.lowerBound)]
        while let top = stack.last {
            let summands = definitions[top.index].summands
            if top.next < summands.upperBound {
                stack[stack.count - 1].next += 1
                let child = summandDefinitions[top.next]
                if child >= 0, stamps[child] != generation {
                    stack.append((child, definitions[child].summands.lowerBound))
                }
                continue
            }
            var value = definitions[top.index].constant
            for summand in summands {
                let child = summandDefinitions[summand]
                value += summandCoefficients[summand] * (child >= 0 ? values[child] : solvedValue(summandVariables[summand]))
            }
            values[top.index] = value
            stamps[top.index] = generation
            stack.removeLast()
        }
        return values[root]
    }
}
