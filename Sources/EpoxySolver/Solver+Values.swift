// Reading the solution: one pass over the definitions after a solve, an inlined fast path
// for a single current value, and the ambiguity test.
extension Solver {
    /// Brings the solution up to date (applies pending rebuilds after removals, computes every
    /// value in one pass over the definitions) and returns the value of every variable the
    /// solver knows.
    @discardableResult
    public func updateVariables() -> [Variable: Double] {
        optimizeIfNeeded()
        definitions.evaluateAll(into: &solution, tableau: tableau)
        var values: [Variable: Double] = [:]
        values.reserveCapacity(slots.count)
        for (slot, variable) in slots.variables.enumerated() { values[variable] = solution.values[slot] }
        return values
    }

    /// The solved values of `variables`, in order (0 for a variable no constraint mentions):
    /// every value not current is computed in one pass over the definitions, then each is one
    /// array load. The way to read a whole layout after a solve.
    public func values(of variables: [Variable]) -> [Double] {
        optimizeIfNeeded()
        definitions.evaluateAll(into: &solution, tableau: tableau)
        var misses = 0
        // The array keeps the variables alive: reading them unretained saves two atomic
        // operations per variable, more than the read itself.
        var result = [Double](unsafeUninitializedCapacity: variables.count) { buffer, count in
            variables.withUnsafeBufferPointer { variables in
                for index in variables.indices {
                    let slot = Unmanaged.passUnretained(variables[index])._withUnsafeGuaranteedRef { hintedSlot(of: $0) }
                    if let slot {
                        buffer[index] = solution.values[slot]
                    } else {
                        buffer[index] = .nan
                        misses += 1
                    }
                }
            }
            count = variables.count
        }
        if misses > 0 {
            for index in variables.indices where result[index].isNaN {
                result[index] = slots.existingSlot(for: variables[index]).map { solution.values[$0] } ?? 0
            }
        }
        return result
    }

    /// The solved value of `variable` (0 when no constraint mentions it). Values are kept until
    /// the solution changes, so reading every variable after a solve computes each once; a
    /// value already computed costs two array loads, with no hashing.
    @inlinable
    public func value(of variable: Variable) -> Double {
        // The fast path (the variable's hint is this solver's and its value is current) makes
        // no calls, so nothing it reads needs retaining.
        if !needsRebuild, !isOptimizationCutShort, let slot = hintedSlot(of: variable), solution.isCurrent(slot) {
            return solution.values[slot]
        }
        return computeValue(of: variable)
    }

    /// The variable's slot when this solver claimed it (no calls: see `value(of:)`); a variable
    /// another solver claimed is looked up in `computeValue` and `values(of:)`'s second pass.
    @inlinable
    func hintedSlot(of variable: Variable) -> Int? {
        // The claimant alone is read from `slots`: calling a method of the table here copied it,
        // its arrays retained and released, for every value read.
        let claimant = slots.claimant
        return claimant != 0 ? variable.slot(claimedBy: claimant) : nil
    }

    @usableFromInline
    func computeValue(of variable: Variable) -> Double {
        optimizeIfNeeded()
        guard let slot = slots.existingSlot(for: variable) else { return 0 }
        if solution.isCurrent(slot) { return solution.values[slot] }
        if let definition = definitions.index(ofSlot: slot) {
            definitions.evaluate(definition, into: &solution, tableau: tableau)
        } else {
            solution.set(tableau.value(ofSlot: slot), for: slot)
        }
        return solution.values[slot]
    }

    /// Whether the constraints leave `variable` free to move without changing how well they are
    /// satisfied (ambiguous layout). Degenerate vertices may hide some ambiguity.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        optimizeIfNeeded()
        // A variable no constraint mentions is free.
        guard let slot = slots.existingSlot(for: variable) else { return true }
        guard definitions.index(ofSlot: slot) != nil else { return isAmbiguousInTableau(slot) }
        // A defined variable moves exactly when its expansion can.
        let terms = definitions.expand([SlotTerm(slot: slot, coefficient: 1)]).terms.filter { !Row.isNearZero($0.coefficient) }
        if terms.count == 1, let term = terms.first { return isAmbiguousInTableau(term.slot) }
        // A variable no constraint in the tableau mentions is free.
        guard terms.allSatisfy({ tableau.existingSymbol(forSlot: $0.slot) != nil }) else { return true }
        return tableau.row(of: terms, constant: 0).cells.contains { cell in
            tableau.objectiveSign(cell.symbol) == 0 && tableau.canMove(cell.symbol)
        }
    }

    func isAmbiguousInTableau(_ slot: Int) -> Bool {
        guard let symbol = tableau.existingSymbol(forSlot: slot) else { return true }
        guard let row = tableau.rows[symbol] else { return tableau.canMove(symbol) }
        return row.cells.contains { cell in
            tableau.objectiveSign(cell.symbol) == 0 && tableau.canMove(cell.symbol)
        }
    }
}
