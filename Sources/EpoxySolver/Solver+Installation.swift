// Turning constraints into definitions or tableau rows (and back): validation, slot terms,
// the choice of a definition's subject, row installation with its slack, error and marker symbols.
extension Solver {
    static func validate(_ constraint: Constraint) throws {
        guard constraint.expression.isFinite else {
            throw SolverError.nonFiniteValue("in \(constraint)")
        }
        func check(_ priority: Double) throws {
            guard priority.isFinite, priority >= 1, priority <= Constraint.required else {
                throw SolverError.invalidPriority(priority)
            }
        }
        if let sides = constraint.sides {
            try check(sides.atLeast)
            try check(sides.atMost)
        } else {
            try check(constraint.priority)
        }
    }

    /// Replaces `terms` with the constraint's terms by slot, giving new variables slots (and room
    /// in every table).
    func readSlotTerms(of constraint: Constraint, into terms: inout [SlotTerm]) {
        // The constraint keeps its variables alive: read unretained, each term saves two atomic
        // operations on a variable that a large layout no longer has in cache.
        terms.removeAll(keepingCapacity: true)
        constraint.expression.terms.withUnsafeBufferPointer { source in
            for index in source.indices {
                let slot = Unmanaged.passUnretained(source[index].variable)._withUnsafeGuaranteedRef { slots.slot(for: $0) }
                terms.append(SlotTerm(slot: slot, coefficient: source[index].coefficient))
            }
        }
        let count = slots.count
        tableau.addSlots(upTo: count)
        definitions.addSlots(upTo: count)
        solution.addSlots(upTo: count)
    }

    /// Keeps a required equality that mentions a fresh variable as its definition; returns
    /// false when the constraint needs a row.
    func defineIfPossible(_ record: inout ConstraintRecord, _ terms: [SlotTerm]) -> Bool {
        let constraint = record.constraint
        guard eliminatesDefinitions, constraint.isRequired, constraint.relation == .equal else { return false }
        // A variable may appear more than once: its coefficient is then the sum. That is rare,
        // so terms are only merged when needed (checked by linear search in short constraints).
        var terms = terms
        if terms.count > 8 || Self.hasRepeatedSlot(terms) { terms = Self.merged(terms) }
        // A unit coefficient keeps the definition free of rounding; otherwise the largest is
        // stablest. Of several fresh unit terms the last is taken: a link `prev.bottom ==
        // next.top − s` then defines `next.top` from `prev`, so the tops of a stack form a
        // chain of short definitions, instead of `prev.height` being defined from `next.top`
        // (every later constraint on that height would expand through the growing chain).
        var subject: Int?
        var unitSubject: Int?
        for index in terms.indices where !Row.isNearZero(terms[index].coefficient) {
            let slot = terms[index].slot
            guard tableau.existingSymbol(forSlot: slot) == nil, definitions.canDefine(slot) else { continue }
            let magnitude = abs(terms[index].coefficient)
            if magnitude == 1 { unitSubject = index }
            if subject.map({ magnitude > abs(terms[$0].coefficient) }) ?? true { subject = index }
        }
        guard let subject = unitSubject ?? subject else { return false }
        record.definition = definitions.define(subject: subject, of: terms, constant: record.constant)
        // The variable may have had a value before (its slot outlives the constraints that
        // mentioned it); no other value changes.
        solution.forget(terms[subject].slot)
        return true
    }

    static func hasRepeatedSlot(_ terms: [SlotTerm]) -> Bool {
        for index in terms.indices.dropFirst() {
            for earlier in 0..<index where terms[earlier].slot == terms[index].slot { return true }
        }
        return false
    }

    /// The terms with each variable once, its coefficients summed.
    static func merged(_ terms: [SlotTerm]) -> [SlotTerm] {
        var merged: [SlotTerm] = []
        var positions: [Int: Int] = [:]
        for term in terms {
            if let position = positions[term.slot] {
                merged[position].coefficient += term.coefficient
            } else {
                positions[term.slot] = merged.count
                merged.append(term)
            }
        }
        return merged
    }

    /// Adds the constraint's row to the tableau (Cassowary's addConstraint), or keeps it as a
    /// definition.
    func install(_ record: inout ConstraintRecord) throws {
        record.marker = -1
        record.other = -1
        record.isRedundant = false
        record.definition = nil
        record.expansionConstant = 0
        record.dependencies = []
        // Taken out while in use, so an install that somehow began inside this one would read
        // into an array of its own.
        var terms = slotTermsBuffer
        slotTermsBuffer = []
        defer { slotTermsBuffer = terms }
        readSlotTerms(of: record.constraint, into: &terms)
        if defineIfPossible(&record, terms) { return }
        let constraint = record.constraint
        let expansion = definitions.expand(terms)
        let row = tableau.row(of: expansion.terms, constant: record.constant + expansion.constant)
        try installRow(row, &record)
        record.expansionConstant = expansion.constant
        record.dependencies = expansion.dependencies
        definitions.addDependent(ObjectIdentifier(constraint), of: expansion)
    }

    /// Adds a row built from the record's (expanded) constraint.
    func installRow(_ row: consuming Row, _ record: inout ConstraintRecord) throws {
        let constraint = record.constraint
        if let sides = constraint.sides {
            addErrors(of: sides, to: &row, &record)
        } else {
            addSymbols(to: &row, &record)
        }
        let isReversed = row.constant < 0
        if isReversed { row.reverseSign() }

        var subject = chooseSubject(row, record)
        if subject == nil && row.containsOnlyDummies(kinds: tableau.kinds) {
            guard Row.isNearZero(row.constant) else {
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: [])
            }
            if record.marker >= 0 {
                subject = record.marker
            } else if row.isEmpty {
                record.isRedundant = true
                return
            } else {
                // Implied only through edited constraints' markers: keep a marker so editing
                // those later is checked against this one.
                let dummy = tableau.makeSymbol(.dummy)
                record.marker = dummy
                record.wantsMarker = true
                record.markerCoefficient = isReversed ? -1 : 1
                row.add(dummy, 1)
                subject = dummy
            }
        }
        if subject == nil && Row.isNearZero(row.constant) {
            // A row at zero can be solved for any restricted symbol it decreases: that symbol
            // stays at zero and no other row's constant moves, so the tableau stays feasible
            // without an artificial variable, whose pivots would start at the oldest symbols
            // (those every row of a group mentions, each pivot touching every row).
            subject = tableau.leastSharedRestrictedSymbol(in: row)
        }
        if subject == nil && record.marker < 0 {
            // Without a subject the row is added through an artificial variable, which drops it
            // when it is implied by other rows; a marker keeps it in the tableau so that removing
            // one of those rows later cannot lose it.
            let dummy = tableau.makeSymbol(.dummy)
            record.marker = dummy
            record.wantsMarker = true
            record.markerCoefficient = isReversed ? -1 : 1
            row.add(dummy, 1)
        }
        if subject == nil && Row.isNearZero(row.constant) {
            // A row at zero whose restricted symbols all grow it (`width − 40 + slack` once the
            // width's row is substituted: an error and the slack, both +1) gives an artificial
            // variable nothing to pivot on: that path would solve it for its first slack or error
            // and drop the artificial symbol again. Solving for that symbol here is the same row,
            // without the symbol, its row and its stale column entries.
            subject = row.cells.first { tableau.kinds[$0.symbol] == .slack || tableau.kinds[$0.symbol] == .error }?.symbol
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.setRow(subject, row)
        } else if try !tableau.addWithArtificialVariable(row) {
            throw SolverError.unsatisfiableConstraint(constraint, conflicting: [])
        }
        // The objective is optimized at the next read or edit (`optimizeIfNeeded`).
    }

    /// Adds the slack, error and marker symbols of a one-sided constraint or an equality.
    func addSymbols(to row: inout Row, _ record: inout ConstraintRecord) {
        let constraint = record.constraint
        let level = constraint.isRequired ? -1 : tableau.levelIndex(for: constraint.priority)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.makeSymbol(.slack)
            record.marker = slack
            record.markerCoefficient = coefficient
            row.add(slack, coefficient)
            if level >= 0 {
                let error = tableau.makeSymbol(.error)
                record.other = error
                row.add(error, -coefficient)
                tableau.addToObjective(error, level: level, coefficient: 1)
            }
        case .equal:
            if level >= 0 {
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                row.add(plus, -1)
                row.add(minus, 1)
                tableau.addToObjective(plus, level: level, coefficient: 1)
                tableau.addToObjective(minus, level: level, coefficient: 1)
            } else if record.wantsMarker {
                let dummy = tableau.makeSymbol(.dummy)
                record.marker = dummy
                record.markerCoefficient = 1
                row.add(dummy, 1)
            }
        }
    }

    /// Adds the errors of a two-sided constraint: `expression = e↑ − e↓` (see
    /// `Constraint.init(_:atLeastPriority:atMostPriority:)`), without the error of a required
    /// side. The marker is e↑ when there is one.
    func addErrors(of sides: Constraint.Sides, to row: inout Row, _ record: inout ConstraintRecord) {
        func addError(priority: Double, coefficient: Double) {
            guard priority < Constraint.required else { return }
            let error = tableau.makeSymbol(.error)
            if record.marker < 0 {
                record.marker = error
                record.markerCoefficient = coefficient
            } else {
                record.other = error
            }
            row.add(error, coefficient)
            tableau.addToObjective(error, level: tableau.levelIndex(for: priority), coefficient: 1)
        }
        addError(priority: sides.atMost, coefficient: -1)
        addError(priority: sides.atLeast, coefficient: 1)
    }

    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int? {
        if let external = row.cells.first(where: { tableau.kinds[$0.symbol] == .external }) {
            return external.symbol
        }
        for marker in [record.marker, record.other] where marker >= 0 {
            let kind = tableau.kinds[marker]
            if (kind == .slack || kind == .error) && row.coefficient(of: marker) < 0 { return marker }
        }
        return nil
    }

    /// Removes the constraint's row from the tableau (Cassowary's removeConstraint).
    func uninstall(_ record: ConstraintRecord) throws {
        if let sides = record.constraint.sides {
            // The marker is e↑ (at the upper side's priority) unless that side is required.
            let markerPriority = sides.atMost < Constraint.required ? sides.atMost : sides.atLeast
            tableau.addToObjective(record.marker, level: tableau.levelIndex(for: markerPriority), coefficient: -1)
            if record.other >= 0 {
                tableau.addToObjective(record.other, level: tableau.levelIndex(for: sides.atLeast), coefficient: -1)
            }
        } else if !record.constraint.isRequired {
            let level = tableau.levelIndex(for: record.constraint.priority)
            for error in [record.marker, record.other] where error >= 0 && tableau.kinds[error] == .error {
                tableau.addToObjective(error, level: level, coefficient: -1)
            }
        }
        let marker = record.marker
        if tableau.removeRow(marker) == nil {
            guard let leaving = tableau.markerLeavingRow(marker) else {
                throw SolverError.internalInconsistency("no row to remove the marker from")
            }
            guard var row = tableau.removeRow(leaving) else { return }
            row.solve(for: leaving, exchanging: marker)
            tableau.substitute(marker, with: row)
        }
        try tableau.optimize()
    }
}
