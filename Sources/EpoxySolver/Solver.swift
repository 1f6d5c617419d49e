import EpoxyCore

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
///
/// **An intrinsic size is one row.** A two-sided constraint (`Constraint(_:atLeastPriority:
/// atMostPriority:)`, a view's compression resistance and hugging) keeps one row with an error
/// per non-required side where the pair of one-sided constraints would keep two rows with a
/// slack and an error each; the optimum is the same (see that initializer). Its marker is one of
/// its errors, so editing its constant and removing it are incremental, and a conflict names
/// it when its required side is in conflict.
public final class Solver {
    // Reading a value touches only these four: they are exempt from dynamic exclusivity
    // checks (two runtime calls per read otherwise, more than the read itself; the solver never
    // calls out while it modifies them, so no access can overlap another), and visible to the
    // inlined fast path of `value(of:)`.
    @exclusivity(unchecked) @usableFromInline var slots = VariableSlots()
    @exclusivity(unchecked) @usableFromInline var solution = SolvedValues()
    @exclusivity(unchecked) @usableFromInline var needsRebuild = false
    /// Whether a spent work budget ended the last optimization short of the optimum (see
    /// `Tableau.optimize()`): values kept since are a partial solve's, so a read does not take
    /// them as current without optimizing first.
    @exclusivity(unchecked) @usableFromInline var isOptimizationCutShort = false
    // The rest of the solver's state is exempt too, for the same reason: every property of this
    // class was checked at run time on every access, about 40 checks per constraint a layout adds.
    // The tableau and the definitions are constants, emptied by a rebuild (`reset()`) rather
    // than replaced: a variable holding them was retained and released around each of the
    // dozen or so calls into them per constraint added, 8% of a large layout's reference counting.
    let tableau = Tableau()
    let definitions = DefinitionGraph()
    /// The records of the constraints in the solver in insertion order (nil where one was
    /// removed): rebuilding re-adds them in this order. An array rather than a dictionary of
    /// records, so updating one writes in place and the records are destroyed in the order
    /// they were made, not scattered in hash order (a cache miss per record in large layouts).
    @exclusivity(unchecked) var entries: [ConstraintRecord?] = []
    /// Each constraint's position in `entries` by identity (see `position(of:)`), dropped when
    /// `entries` is compacted.
    @exclusivity(unchecked) var positionIndex = IdentityIndex()
    @exclusivity(unchecked) var removedCount = 0
    @exclusivity(unchecked) var edits: [ObjectIdentifier: Constraint] = [:]
    /// How many times the tableau was rebuilt from the records (for tests).
    @exclusivity(unchecked) var rebuildCount = 0
    /// The buffer `install` reads a constraint's terms into, kept between installs: a new array
    /// for each was one allocation per constraint of every layout.
    @exclusivity(unchecked) var slotTermsBuffer: [SlotTerm] = []

    /// Whether unsatisfiable constraints are reported with the set they conflict with
    /// (the search for that set uses solvers that do not report).
    let reportsConflicts: Bool
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
        // Unique among live solvers; `deinit` gives up the claims made under it.
        slots.claimant = UInt(bitPattern: ObjectIdentifier(self))
    }

    deinit {
        slots.releaseClaims()
    }

    // MARK: Constraints

    /// The constraints in the solver, in the order they were added (edit constraints included).
    public var constraints: [Constraint] { entries.compactMap { $0?.constraint } }

    /// Makes room for `count` constraints in all, so that building a large system does not
    /// re-hash its records as it grows.
    public func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        // Constraints of layouts have one or two terms of their own and bring a slack or an
        // error symbol: estimates, not limits.
        tableau.reserveCapacity(symbols: 2 * count, variables: count)
        definitions.reserveCapacity(count)
        slots.reserveCapacity(count)
    }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        position(of: constraint) != nil
    }

    /// The current constant of a constraint in the solver (changed by `updateConstant`).
    public func constant(of constraint: Constraint) -> Double? {
        position(of: constraint).flatMap { entries[$0]?.constant }
    }

    /// The position of the constraint's record in `entries`, nil when it is not in the solver.
    /// Found through the hint the constraint carries, checked against `entries`: adding every
    /// constraint of a large layout to a table by identity the size of the layout, and looking
    /// each up first, were two cache misses per constraint.
    func position(of constraint: Constraint) -> Int? {
        let hint = constraint.positionHint.load(ordering: .relaxed)
        // A constraint no solver has taken has no hint: it is not here.
        if hint < 0 { return nil }
        if hint < entries.count, let record = entries[hint], record.constraint === constraint { return hint }
        // Overwritten by another solver that took it too, or left from a removal.
        guard let position = position(ofKey: ObjectIdentifier(constraint)) else { return nil }
        constraint.positionHint.store(position, ordering: .relaxed)
        return position
    }

    /// The position of the record of the constraint with identity `key`, through the index
    /// (made now when there is none).
    func position(ofKey key: ObjectIdentifier) -> Int? {
        let entries = entries, count = entries.count - removedCount
        return positionIndex.position(of: key) { index in
            index.reserveCapacity(count)
            for (position, record) in entries.enumerated() {
                if let record { index[ObjectIdentifier(record.constraint)] = position }
            }
        }
    }

    /// Adds a constraint and re-optimises.
    /// - Throws: `SolverError.duplicateConstraint`, `.nonFiniteValue`, `.invalidPriority`, or
    ///   `.unsatisfiableConstraint` (naming the conflicting required constraints) — in which
    ///   case the constraint is not added and the solver is unchanged. A `WorkBudgetExceeded`
    ///   when the current budget is spent while the constraint's row goes in: it is not added,
    ///   and the tableau is rebuilt at the first read under a budget that is not spent.
    public func addConstraint(_ constraint: Constraint) throws {
        guard position(of: constraint) == nil else { throw SolverError.duplicateConstraint(constraint) }
        try Solver.validate(constraint)
        rebuildIfNeeded()
        var record = ConstraintRecord(constraint: constraint)
        do {
            try install(&record)
        } catch {
            // A failed install may already have pivoted its row into the tableau (through the
            // artificial variable); rebuilding from the constraints that are in undoes it.
            needsRebuild = true
            solution.forgetAll()
            if case SolverError.unsatisfiableConstraint = error {
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicts(with: constraint))
            }
            throw error
        }
        // A new definition changes no value; a new row may change any.
        if record.definition == nil { solution.forgetAll() }
        constraint.positionHint.store(entries.count, ordering: .relaxed)
        positionIndex.set(entries.count, for: ObjectIdentifier(constraint))
        // Moved, not copied: a copy retains and releases the constraint and its dependencies.
        entries.append(consume record)
    }

    /// The record of the constraint with identity `key`, nil when it is not in the solver.
    func record(_ key: ObjectIdentifier) -> ConstraintRecord? {
        position(ofKey: key).flatMap { entries[$0] }
    }

    /// Removes a constraint and re-optimises.
    /// - Throws: `SolverError.unknownConstraint` when it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let position = position(of: constraint), let record = entries[position] else {
            throw SolverError.unknownConstraint(constraint)
        }
        positionIndex.set(nil, for: ObjectIdentifier(constraint))
        entries[position] = nil
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
        guard let position = position(of: constraint) else { throw SolverError.unknownConstraint(constraint) }
        guard constant.isFinite else { throw SolverError.nonFiniteValue("constant \(constant) of \(constraint)") }
        // A pending rebuild re-installs the records where they are: the position holds.
        optimizeIfNeeded()
        guard var record = entries[position], constant != record.constant else { return }
        let oldConstant = record.constant
        if let definition = record.definition {
            return try updateConstant(ofDefinition: definition, at: position, from: oldConstant, to: constant)
        }
        solution.forgetAll()
        guard record.marker >= 0, !record.isRedundant, !needsRebuild else {
            record.wantsMarker = true
            return try rebuild(changing: position, from: oldConstant, to: constant, wantsMarker: true)
        }
        let shift = (constant - oldConstant) / record.markerCoefficient
        record.constant = constant
        entries[position] = record
        let consistent = tableau.shiftMarker(record.marker, by: shift)
        do {
            guard consistent else { throw SolverError.internalInconsistency("redundant equality changed") }
            try tableau.dualOptimize()
            try tableau.optimize()
        } catch {
            try rebuild(changing: position, from: oldConstant, to: constant, wantsMarker: true)
        }
    }

    /// Moves a definition's constant: its value follows by re-evaluation, and the rows of
    /// constraints expanded through it move by the definition's weight in them.
    func updateConstant(ofDefinition definition: Int, at position: Int, from oldConstant: Double, to constant: Double) throws {
        let shift = definitions.setConstraintConstant(constant, ofDefinition: definition, updating: &solution)
        entries[position]?.constant = constant
        var affected: [(key: ObjectIdentifier, shift: Double)] = []
        for dependent in definitions.dependents(of: definition) {
            guard let record = record(dependent), record.definition == nil else { continue }
            let weight = record.weight(ofDefinition: definition)
            if weight != 0 { affected.append((dependent, weight * shift)) }
        }
        guard !affected.isEmpty else { return }
        solution.forgetAll()
        // A row without a marker cannot be moved in place: give it one, once, by rebuilding.
        let unmovable = affected.filter { record($0.key).map { $0.marker < 0 || $0.isRedundant } ?? false }
        guard unmovable.isEmpty else {
            for entry in unmovable { if let dependentPosition = self.position(ofKey: entry.key) { entries[dependentPosition]?.wantsMarker = true } }
            return try rebuild(changing: position, from: oldConstant, to: constant, wantsMarker: false)
        }
        var consistent = true
        for entry in affected {
            guard let dependentPosition = self.position(ofKey: entry.key), var record = entries[dependentPosition] else { continue }
            record.expansionConstant += entry.shift
            entries[dependentPosition] = record
            consistent = tableau.shiftMarker(record.marker, by: entry.shift / record.markerCoefficient) && consistent
        }
        do {
            guard consistent else { throw SolverError.internalInconsistency("redundant equality changed") }
            try tableau.dualOptimize()
            try tableau.optimize()
        } catch {
            try rebuild(changing: position, from: oldConstant, to: constant, wantsMarker: false)
        }
    }
}
