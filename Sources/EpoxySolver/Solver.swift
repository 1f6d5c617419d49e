/// An incremental Cassowary constraint solver (Badros, Borning & Stuckey), in the style kiwi
/// made fast: rows are sparse sorted arrays keyed by small integer symbols, and a column index
/// limits substitutions to the rows that actually mention a symbol.
///
/// **Priorities are lexicographic.** Instead of weighting errors by a number per priority
/// (which, with floating point, eventually lets enough low-priority errors outweigh one
/// high-priority error), the objective keeps one row per distinct priority and the simplex
/// compares objective coefficients lexicographically, highest priority first. A higher
/// priority is therefore never traded for any number of violations at lower priorities, for
/// any priorities in 1…1000, including fractional ones. Within one priority the errors are
/// summed with weight 1.
///
/// **The objective is optimized when it is needed.** Adding a constraint keeps the tableau
/// feasible but leaves the optimization to the next read or edit, so constraints added together
/// (a layout's build) are optimized together rather than each undoing the last one's pivots.
///
/// **Required equalities carry no marker until edited.** Markers of required equalities
/// (Cassowary's dummy variables) would spread through every row of a chain of views, making a
/// chain of n views cost O(n²). They are only needed to remove or edit a constraint in place,
/// so the solver leaves them out: removing such a constraint rebuilds the tableau lazily (once,
/// on the next read, however many were removed), and editing its constant rebuilds once with a
/// marker for it, after which edits of that constraint are incremental.
///
/// **Required equalities that define a fresh variable stay out of the tableau.** Even without
/// markers, a chain `y[i+1] = y[i] + h[i] + 8` whose heights carry non-required constraints
/// makes every `y` row mention the error symbols of every height above it (O(n²) terms). A
/// required equality that mentions a variable nothing else mentions yet becomes a definition of
/// it instead (see `DefinitionGraph`); later constraints get definitions substituted in, and
/// defined variables are evaluated from the solution. This is Gaussian elimination, so the
/// constraints mean exactly what they meant; conflicts are still searched among the constraints
/// as given, so they are reported as before.
public final class Solver {
    // Reading a value touches only these three: they are exempt from dynamic exclusivity
    // checks (two runtime calls per read otherwise, more than the read itself; the solver never
    // calls out while it modifies them, so no access can overlap another), and visible to the
    // inlined fast path of `value(of:)`.
    @exclusivity(unchecked) @usableFromInline var slots = VariableSlots()
    @exclusivity(unchecked) @usableFromInline var solution = SolvedValues()
    @exclusivity(unchecked) @usableFromInline var needsRebuild = false
    private var tableau = Tableau()
    private var definitions = DefinitionGraph()
    private var records: [ObjectIdentifier: ConstraintRecord] = [:]
    private var order: [Constraint?] = []
    private var removedCount = 0
    private var edits: [ObjectIdentifier: Constraint] = [:]

    /// Whether unsatisfiable constraints are reported with the set they conflict with
    /// (the search for that set uses solvers that do not report).
    private let reportsConflicts: Bool
    /// Whether required equalities may become definitions (off only to compare against).
    let eliminatesDefinitions: Bool

    /// Creates an empty solver.
    public convenience init() {
        self.init(reportsConflicts: true)
    }

    /// Creates an empty solver.
    /// - Parameters:
    ///   - reportsConflicts: whether an unsatisfiable constraint is reported with the set it
    ///     conflicts with (the search runs extra solvers, so the search itself passes false).
    ///   - eliminatesDefinitions: whether required equalities that define a fresh variable are
    ///     kept out of the tableau (false only to compare against the textbook solver).
    public init(reportsConflicts: Bool, eliminatesDefinitions: Bool = true) {
        self.reportsConflicts = reportsConflicts
        self.eliminatesDefinitions = eliminatesDefinitions
    }

    // MARK: Constraints

    /// The constraints in the solver, in the order they were added (edit constraints included).
    public var constraints: [Constraint] { order.compactMap { $0 } }

    /// Makes room for `count` constraints in all, so that building a large system does not
    /// re-hash its records as it grows.
    public func reserveCapacity(_ count: Int) {
        records.reserveCapacity(count)
        order.reserveCapacity(count)
        // Constraints of layouts have one or two terms of their own and bring a slack or an
        // error symbol: estimates, not limits.
        tableau.reserveCapacity(symbols: 2 * count, variables: count)
        definitions.reserveCapacity(count)
        slots.reserveCapacity(count)
    }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The current constant of a constraint in the solver (changed by `updateConstant`).
    public func constant(of constraint: Constraint) -> Double? {
        records[ObjectIdentifier(constraint)]?.constant
    }

    /// Adds a constraint and re-optimises.
    /// - Throws: `SolverError.duplicateConstraint`, `.nonFiniteValue`, `.invalidPriority`, or
    ///   `.unsatisfiableConstraint` (naming the conflicting required constraints) — in which
    ///   case the constraint is not added and the solver is unchanged.
    public func addConstraint(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw SolverError.duplicateConstraint(constraint) }
        try Solver.validate(constraint)
        rebuildIfNeeded()
        var record = ConstraintRecord(constraint: constraint, order: order.count)
        // A new definition changes no value; a new row may change any.
        defer { if record.definition == nil { solution.forgetAll() } }
        do {
            try install(&record)
        } catch {
            // A failed install may already have pivoted its row into the tableau (through the
            // artificial variable); rebuilding from the constraints that are in undoes it.
            needsRebuild = true
            if case SolverError.unsatisfiableConstraint = error {
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicts(with: constraint))
            }
            throw error
        }
        records[key] = record
        order.append(constraint)
    }

    /// Removes a constraint and re-optimises.
    /// - Throws: `SolverError.unknownConstraint` when it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let record = records.removeValue(forKey: key) else { throw SolverError.unknownConstraint(constraint) }
        order[record.order] = nil
        removedCount += 1
        solution.forgetAll()
        if needsRebuild || record.isRedundant { return compactOrderIfNeeded() }
        // Constraints expanded through a definition would keep it: rebuild without it.
        if record.marker < 0 || record.definition != nil {
            needsRebuild = true
            return compactOrderIfNeeded()
        }
        do {
            try uninstall(record)
        } catch {
            needsRebuild = true
        }
        compactOrderIfNeeded()
    }

    /// Changes a constraint's constant, re-solving incrementally (dual simplex).
    /// - Throws: `.unknownConstraint`, `.nonFiniteValue`, or `.unsatisfiableConstraint` when a
    ///   required constraint cannot hold with the new constant (the old one is kept).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws {
        let key = ObjectIdentifier(constraint)
        guard records[key] != nil else { throw SolverError.unknownConstraint(constraint) }
        guard constant.isFinite else { throw SolverError.nonFiniteValue("constant \(constant) of \(constraint)") }
        optimizeIfNeeded()
        guard var record = records[key], constant != record.constant else { return }
        let oldConstant = record.constant
        if let definition = record.definition {
            return try updateConstant(ofDefinition: definition, key, from: oldConstant, to: constant)
        }
        solution.forgetAll()
        guard record.marker >= 0, !record.isRedundant, !needsRebuild else {
            record.wantsMarker = true
            return try rebuild(changing: key, from: oldConstant, to: constant, wantsMarker: true)
        }
        let shift = (constant - oldConstant) / record.markerCoefficient
        record.constant = constant
        records[key] = record
        let consistent = tableau.shiftMarker(record.marker, by: shift)
        do {
            guard consistent else { throw SolverError.internalInconsistency("redundant equality changed") }
            try tableau.dualOptimize()
            try tableau.optimize()
        } catch {
            try rebuild(changing: key, from: oldConstant, to: constant, wantsMarker: true)
        }
    }

    /// Moves a definition's constant: its value follows by re-evaluation, and the rows of
    /// constraints expanded through it move by the definition's weight in them.
    private func updateConstant(ofDefinition definition: Int, _ key: ObjectIdentifier, from oldConstant: Double, to constant: Double) throws {
        let shift = definitions.setConstraintConstant(constant, ofDefinition: definition, updating: &solution)
        records[key]?.constant = constant
        var affected: [(key: ObjectIdentifier, shift: Double)] = []
        for dependent in definitions.dependents(of: definition) {
            guard let record = records[dependent], record.definition == nil else { continue }
            let weight = record.weight(ofDefinition: definition)
            if weight != 0 { affected.append((dependent, weight * shift)) }
        }
        guard !affected.isEmpty else { return }
        solution.forgetAll()
        // A row without a marker cannot be moved in place: give it one, once, by rebuilding.
        let unmovable = affected.filter { records[$0.key].map { $0.marker < 0 || $0.isRedundant } ?? false }
        guard unmovable.isEmpty else {
            for entry in unmovable { records[entry.key]?.wantsMarker = true }
            return try rebuild(changing: key, from: oldConstant, to: constant, wantsMarker: false)
        }
        var consistent = true
        for entry in affected {
            guard var record = records[entry.key] else { continue }
            record.expansionConstant += entry.shift
            records[entry.key] = record
            consistent = tableau.shiftMarker(record.marker, by: entry.shift / record.markerCoefficient) && consistent
        }
        do {
            guard consistent else { throw SolverError.internalInconsistency("redundant equality changed") }
            try tableau.dualOptimize()
            try tableau.optimize()
        } catch {
            try rebuild(changing: key, from: oldConstant, to: constant, wantsMarker: false)
        }
    }

    // MARK: Edit variables

    /// Makes `variable` editable with `suggestValue` at `priority` (below 1000).
    public func addEditVariable(_ variable: Variable, priority: Double) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard priority.isFinite, priority >= 1, priority <= Constraint.required else {
            throw SolverError.invalidPriority(priority)
        }
        guard priority < Constraint.required else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try addConstraint(constraint)
        edits[key] = constraint
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw SolverError.unknownEditVariable(variable)
        }
        try removeConstraint(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solver moves it there as far as the
    /// constraints of higher priority allow.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw SolverError.unknownEditVariable(variable) }
        guard value.isFinite else { throw SolverError.nonFiniteValue("suggested value \(value) for \(variable)") }
        try updateConstant(of: constraint, to: -value)
    }

    // MARK: Values

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
        if !needsRebuild, let slot = hintedSlot(of: variable), solution.isCurrent(slot) {
            return solution.values[slot]
        }
        return computeValue(of: variable)
    }

    /// The variable's slot when its hint is this solver's (no calls: see `value(of:)`).
    @inlinable
    func hintedSlot(of variable: Variable) -> Int? {
        let slot = variable.hintedSlot
        return slot >= 0 && slot < slots.identifiers.count && slots.identifiers[slot] == ObjectIdentifier(variable) ? slot : nil
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
        var row = Row(constant: 0)
        for term in terms {
            // A variable no constraint in the tableau mentions is free.
            guard let symbol = tableau.existingSymbol(forSlot: term.slot) else { return true }
            if let basic = tableau.rows[symbol] {
                row.add(basic, times: term.coefficient) { _ in }
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        return row.cells.contains { cell in
            tableau.objectiveSign(cell.symbol) == 0 && tableau.canMove(cell.symbol)
        }
    }

    private func isAmbiguousInTableau(_ slot: Int) -> Bool {
        guard let symbol = tableau.existingSymbol(forSlot: slot) else { return true }
        guard let row = tableau.rows[symbol] else { return tableau.canMove(symbol) }
        return row.cells.contains { cell in
            tableau.objectiveSign(cell.symbol) == 0 && tableau.canMove(cell.symbol)
        }
    }

    // MARK: Tableau maintenance

    private static func validate(_ constraint: Constraint) throws {
        guard constraint.expression.isFinite else {
            throw SolverError.nonFiniteValue("in \(constraint)")
        }
        let priority = constraint.priority
        guard priority.isFinite, priority >= 1, priority <= Constraint.required else {
            throw SolverError.invalidPriority(priority)
        }
    }

    /// The constraint's terms by slot, giving new variables slots (and room in every table).
    private func slotTerms(of constraint: Constraint) -> [SlotTerm] {
        let terms = constraint.expression.terms.map { SlotTerm(slot: slots.slot(for: $0.variable), coefficient: $0.coefficient) }
        let count = slots.count
        tableau.addSlots(upTo: count)
        definitions.addSlots(upTo: count)
        solution.addSlots(upTo: count)
        return terms
    }

    /// Keeps a required equality that mentions a fresh variable as its definition; returns
    /// false when the constraint needs a row.
    private func defineIfPossible(_ record: inout ConstraintRecord, _ terms: [SlotTerm]) -> Bool {
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

    private static func hasRepeatedSlot(_ terms: [SlotTerm]) -> Bool {
        for index in terms.indices.dropFirst() {
            for earlier in 0..<index where terms[earlier].slot == terms[index].slot { return true }
        }
        return false
    }

    /// The terms with each variable once, its coefficients summed.
    private static func merged(_ terms: [SlotTerm]) -> [SlotTerm] {
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
    private func install(_ record: inout ConstraintRecord) throws {
        record.marker = -1
        record.other = -1
        record.isRedundant = false
        record.definition = nil
        record.expansionConstant = 0
        record.dependencies = []
        let terms = slotTerms(of: record.constraint)
        if defineIfPossible(&record, terms) { return }
        let constraint = record.constraint
        let expansion = definitions.expand(terms)
        var row = Row(constant: record.constant + expansion.constant)
        for term in expansion.terms where !Row.isNearZero(term.coefficient) {
            let symbol = tableau.symbol(forSlot: term.slot)
            if let basic = tableau.rows[symbol] {
                row.add(basic, times: term.coefficient) { _ in }
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        try installRow(row, &record)
        record.expansionConstant = expansion.constant
        record.dependencies = expansion.dependencies
        definitions.addDependent(ObjectIdentifier(constraint), of: expansion)
    }

    /// Adds a row built from the record's (expanded) constraint.
    private func installRow(_ row: Row, _ record: inout ConstraintRecord) throws {
        var row = row
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
        let isReversed = row.constant < 0
        if isReversed { row.reverseSign() }

        var subject = chooseSubject(row, record)
        if subject == nil && row.containsOnlyDummies(kinds: tableau.kinds) {
            guard Row.isNearZero(row.constant) else {
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: [])
            }
            if record.marker >= 0 {
                subject = record.marker
            } else if row.cells.isEmpty {
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
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.setRow(subject, row)
        } else if try !tableau.addWithArtificialVariable(row) {
            throw SolverError.unsatisfiableConstraint(constraint, conflicting: [])
        }
        // The objective is optimized at the next read or edit (`optimizeIfNeeded`).
    }

    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int? {
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
    private func uninstall(_ record: ConstraintRecord) throws {
        if !record.constraint.isRequired {
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

    /// Brings the objective to its optimum (and applies a pending rebuild). Adding a row leaves
    /// it to the next read or edit, so constraints added together are optimized together: a
    /// group's pairs of hugging constraints pull opposite ways, and optimized one at a time each
    /// would pivot through every row that mentions the group's height.
    private func optimizeIfNeeded() {
        rebuildIfNeeded()
        guard tableau.needsOptimization else { return }
        do {
            try tableau.optimize()
        } catch {
            // An unbounded objective cannot arise from constraints (errors are never negative):
            // rebuild from the constraints rather than read a broken tableau.
            needsRebuild = true
            rebuildIfNeeded()
            try? tableau.optimize()
        }
    }

    private func rebuildIfNeeded() {
        guard needsRebuild else { return }
        // Removing constraints or reverting to constants that held before cannot make the
        // system unsatisfiable, so this rebuild succeeds; `rebuild` reports otherwise.
        try? rebuild()
    }

    /// Re-adds every constraint in insertion order to a fresh tableau.
    private func rebuild() throws {
        tableau = Tableau()
        definitions = DefinitionGraph()
        solution.forgetAll()
        tableau.addSlots(upTo: slots.count)
        definitions.addSlots(upTo: slots.count)
        needsRebuild = false
        for constraint in order {
            guard let constraint, var record = records[ObjectIdentifier(constraint)] else { continue }
            do {
                try install(&record)
            } catch {
                needsRebuild = true
                records[ObjectIdentifier(constraint)] = record
                throw error
            }
            records[ObjectIdentifier(constraint)] = record
        }
    }

    /// Rebuilds with a new constant for one constraint, restoring the old one if it cannot hold.
    private func rebuild(changing key: ObjectIdentifier, from oldConstant: Double, to constant: Double, wantsMarker: Bool) throws {
        guard var record = records[key] else { return }
        record.constant = constant
        record.wantsMarker = wantsMarker
        records[key] = record
        do {
            try rebuild()
        } catch {
            record.constant = oldConstant
            records[key] = record
            try? rebuild()
            let candidate = record.constraint.withConstant(constant)
            throw SolverError.unsatisfiableConstraint(record.constraint, conflicting: conflicts(with: candidate, excluding: record.constraint))
        }
    }

    private func compactOrderIfNeeded() {
        guard removedCount > 64, removedCount * 2 > order.count else { return }
        order = order.filter { $0 != nil }
        removedCount = 0
        for (index, constraint) in order.enumerated() {
            guard let constraint else { continue }
            records[ObjectIdentifier(constraint)]?.order = index
        }
    }

    /// The required constraints that, with `constraint`, cannot all hold.
    private func conflicts(with constraint: Constraint, excluding excluded: Constraint? = nil) -> [Constraint] {
        guard reportsConflicts else { return [] }
        // Candidates carry their current constants; answers name the constraints the caller knows.
        var originals: [ObjectIdentifier: Constraint] = [:]
        var candidates: [Constraint] = []
        for case let original? in order where original.isRequired && original !== excluded {
            let current = records[ObjectIdentifier(original)]?.constant ?? original.expression.constant
            let candidate = current == original.expression.constant ? original : original.withConstant(current)
            originals[ObjectIdentifier(candidate)] = original
            candidates.append(candidate)
        }
        return ConflictFinder.conflictingSet(for: constraint, among: candidates, eliminatesDefinitions: eliminatesDefinitions).compactMap { originals[ObjectIdentifier($0)] }
    }

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
}
