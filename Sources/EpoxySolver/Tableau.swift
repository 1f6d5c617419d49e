import Budget

/// The simplex tableau of the incremental Cassowary algorithm (Badros, Borning & Stuckey):
/// rows indexed by their basic symbol, a column index so substitutions touch only the rows
/// that contain a symbol, and an objective split into one row per priority level that is
/// minimised lexicographically.
final class Tableau {
    // Pivots read and write these element by element: all of the tableau's state is exempt
    // from dynamic exclusivity checks (a runtime call per access otherwise, a large share of a
    // pivot; the objective's bookkeeping alone took one per symbol an optimisation looks at).
    // The tableau never calls out while it modifies them; the closures it passes to `Row.add`
    // and `ColumnStore.retain` touch no table that is being modified.
    @exclusivity(unchecked) private(set) var kinds: [SymbolKind] = []
    @exclusivity(unchecked) private(set) var rows: [Row?] = []
    /// For each symbol, basic symbols whose rows may contain it (may hold stale entries).
    @exclusivity(unchecked) private var columns = ColumnStore()
    @exclusivity(unchecked) private var visitStamps: [Int] = []
    @exclusivity(unchecked) private var visitCounter = 0

    @exclusivity(unchecked) private(set) var levels: [ObjectiveLevel] = []
    /// Level indices ordered by priority, highest first.
    @exclusivity(unchecked) private(set) var levelOrder: [Int] = []
    @exclusivity(unchecked) private var levelByPriority: [Double: Int] = [:]
    /// Symbols whose objective coefficients changed since the last optimisation.
    @exclusivity(unchecked) private var dirtyObjective: [Int] = []
    @exclusivity(unchecked) private var infeasibleRows: [Int] = []
    @exclusivity(unchecked) private var artificial: Row?

    /// For each variable slot (see `VariableSlots`), its external symbol; -1 for none.
    @exclusivity(unchecked) private(set) var symbolsBySlot: [Int] = []
    /// The variables with symbols, in the order they got them.
    @exclusivity(unchecked) private(set) var variables: [(slot: Int, symbol: Int)] = []

    /// Empties the tableau: afterwards it is as a new one (the solver's rebuild starts from it).
    /// Every stored property is set back here; `SolverResetTests` checks it against a new one.
    func reset() {
        kinds = []
        rows = []
        columns = ColumnStore()
        visitStamps = []
        visitCounter = 0
        levels = []
        levelOrder = []
        levelByPriority = [:]
        dirtyObjective = []
        infeasibleRows = []
        artificial = nil
        symbolsBySlot = []
        variables = []
    }

    // MARK: Symbols

    /// Makes room for `count` symbols and `variables` variables, so that a large build does not
    /// copy the per-symbol arrays each time they grow.
    func reserveCapacity(symbols count: Int, variables: Int) {
        self.variables.reserveCapacity(variables)
        symbolsBySlot.reserveCapacity(variables)
        kinds.reserveCapacity(count)
        rows.reserveCapacity(count)
        columns.reserveCapacity(symbols: count)
        visitStamps.reserveCapacity(count)
    }

    func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.addSymbol()
        visitStamps.append(0)
        return kinds.count - 1
    }

    /// Makes room in the per-slot table for slots up to `count`.
    func addSlots(upTo count: Int) {
        guard symbolsBySlot.count < count else { return }
        symbolsBySlot.append(contentsOf: repeatElement(-1, count: count - symbolsBySlot.count))
    }

    /// The external symbol of the variable in `slot`, made when it has none.
    func symbol(forSlot slot: Int) -> Int {
        let existing = symbolsBySlot[slot]
        if existing >= 0 { return existing }
        let symbol = makeSymbol(.external)
        symbolsBySlot[slot] = symbol
        variables.append((slot, symbol))
        return symbol
    }

    /// The external symbol of the variable in `slot`, nil when it has none.
    @inline(__always)
    func existingSymbol(forSlot slot: Int) -> Int? {
        let symbol = symbolsBySlot[slot]
        return symbol >= 0 ? symbol : nil
    }

    func value(ofSymbol symbol: Int) -> Double {
        rows[symbol]?.constant ?? 0
    }

    /// The value of the variable in `slot` (0 when the tableau does not know it).
    func value(ofSlot slot: Int) -> Double {
        let symbol = symbolsBySlot[slot]
        return symbol >= 0 ? value(ofSymbol: symbol) : 0
    }

    func levelIndex(for priority: Double) -> Int {
        if let index = levelByPriority[priority] { return index }
        let index = levels.count
        levels.append(ObjectiveLevel(priority: priority))
        levelByPriority[priority] = index
        let position = levelOrder.firstIndex { levels[$0].priority < priority } ?? levelOrder.count
        levelOrder.insert(index, at: position)
        return index
    }

    // MARK: Rows

    /// The slack or error symbol with a negative coefficient in `row` that the fewest rows
    /// mention (the newest of equals), nil when there is none.
    func leastSharedRestrictedSymbol(in row: Row) -> Int? {
        var best: Int?
        var bestCount = Int.max
        for cell in row.cells.reversed() where cell.coefficient < 0 {
            let kind = kinds[cell.symbol]
            guard kind == .slack || kind == .error else { continue }
            let count = columns.count(of: cell.symbol)
            if count < bestCount {
                best = cell.symbol
                bestCount = count
            }
        }
        return best
    }

    /// The distinct basic symbols whose rows contain `symbol`; compacts the column.
    func rowsContaining(_ symbol: Int) -> [Int] {
        visitCounter += 1
        let stamp = visitCounter
        var result: [Int] = []
        // The column's length bounds the result: one allocation, not one per doubling.
        result.reserveCapacity(columns.count(of: symbol))
        columns.retain(in: symbol) { basic in
            guard visitStamps[basic] != stamp else { return false }
            visitStamps[basic] = stamp
            guard let row = rows[basic], row.coefficient(of: symbol) != 0 else { return false }
            result.append(basic)
            return true
        }
        return result
    }

    /// `constant + Σ coefficient × variable` over `terms`, each basic variable replaced by its
    /// row (variables the tableau does not know yet become external symbols).
    func row(of terms: [SlotTerm], constant: Double) -> Row {
        // A constraint with many terms (a group's bottom, through every item's height) is summed
        // with one sort: adding cell by cell would shift the growing row's tail for each cell.
        guard terms.count > 16 else {
            // Room for the terms and the slack, error or marker symbols the row gets next.
            var row = Row(constant: constant, capacity: terms.count + 2)
            for term in terms where !Row.isNearZero(term.coefficient) {
                let symbol = symbol(forSlot: term.slot)
                if let basic = rows[symbol] {
                    row.add(basic, times: term.coefficient) { _ in }
                } else {
                    row.add(symbol, term.coefficient)
                }
            }
            return row
        }
        var constant = constant
        var contributions: [Row.Cell] = []
        for term in terms where !Row.isNearZero(term.coefficient) {
            let symbol = symbol(forSlot: term.slot)
            if let basic = rows[symbol] {
                constant += term.coefficient * basic.constant
                for cell in basic.cells {
                    contributions.append(Row.Cell(symbol: cell.symbol, coefficient: term.coefficient * cell.coefficient))
                }
            } else {
                contributions.append(Row.Cell(symbol: symbol, coefficient: term.coefficient))
            }
        }
        return Row(constant: constant, summing: contributions)
    }

    func setRow(_ basic: Int, _ row: Row) {
        for cell in row.cells { columns.append(basic, to: cell.symbol) }
        rows[basic] = row
    }

    func removeRow(_ basic: Int) -> Row? {
        // Moved out, not copied: a copy retains the row's cells and the nil written after
        // releases them, two atomic operations per row a pivot touches.
        rows[basic].take()
    }

    /// Replaces `symbol` by `row` in every row, the objective and the artificial objective.
    /// Returns the work it did: the cells of the rows it rewrote.
    @discardableResult
    func substitute(_ symbol: Int, with row: Row) -> Int {
        var work = 0
        for basic in rowsContaining(symbol) {
            guard var target = rows[basic].take() else { continue }
            if let coefficient = target.remove(symbol) {
                target.add(row, times: coefficient) { columns.append(basic, to: $0) }
                work += target.count
            }
            if kinds[basic] != .external && target.constant < 0 { infeasibleRows.append(basic) }
            rows[basic] = consume target
        }
        columns.removeAll(in: symbol)
        for level in levels.indices {
            guard let coefficient = levels[level].remove(symbol) else { continue }
            levels[level].add(row, times: coefficient)
            for cell in row.cells { dirtyObjective.append(cell.symbol) }
        }
        // Taken out before it changes: a change while `artificial` still shares its cells would
        // copy the whole row on every substitution.
        if var objective = artificial {
            artificial = nil
            if let coefficient = objective.remove(symbol) {
                objective.add(row, times: coefficient) { _ in }
            }
            artificial = objective
        }
        return work
    }

    /// Exchanges a basic symbol for a parametric one. Returns the work it did: the cells of the
    /// rows it rewrote (at least 1).
    @discardableResult
    func pivot(leaving: Int, entering: Int) -> Int {
        guard var row = removeRow(leaving) else { return 1 }
        row.solve(for: leaving, exchanging: entering)
        let work = substitute(entering, with: row)
        setRow(entering, row)
        return work + 1
    }

    // MARK: Objective

    /// Adds `coefficient × symbol` (or its row, when basic) to a level of the objective.
    func addToObjective(_ symbol: Int, level: Int, coefficient: Double) {
        if let row = rows[symbol] {
            levels[level].add(row, times: coefficient)
            for cell in row.cells { dirtyObjective.append(cell.symbol) }
        } else {
            levels[level].add(symbol, coefficient)
            dirtyObjective.append(symbol)
        }
    }

    /// The sign of the symbol's objective coefficients read lexicographically (highest level first).
    func objectiveSign(_ symbol: Int) -> Int {
        for level in levelOrder {
            let coefficient = levels[level].coefficient(of: symbol)
            if coefficient < -Row.epsilon { return -1 }
            if coefficient > Row.epsilon { return 1 }
        }
        return 0
    }

    /// Whether `a / aDivisor` is lexicographically smaller than `b / bDivisor`.
    private func objectiveRatio(_ a: Int, _ aDivisor: Double, isLessThan b: Int, _ bDivisor: Double) -> Bool {
        for level in levelOrder {
            let left = levels[level].coefficient(of: a) / aDivisor
            let right = levels[level].coefficient(of: b) / bDivisor
            if left < right - Row.epsilon { return true }
            if left > right + Row.epsilon { return false }
        }
        return false
    }

    /// Whether some objective coefficients changed since the last optimisation, or a spent
    /// budget ended it before the optimum.
    var needsOptimization: Bool { !dirtyObjective.isEmpty }

    /// Primal simplex on the lexicographic objective: only symbols whose coefficients changed
    /// can have turned negative, so only those are examined. Returns whether it pivoted (the
    /// solution moved).
    ///
    /// A spent `WorkBudget` ends it early, at a feasible vertex short of the optimum, with the
    /// symbols still to examine kept (`needsOptimization` stays true, and the next call goes
    /// on): a large layout's optimization is the longest loop of a solve (an `HGroup` of 35,000
    /// labels pivoted for over a minute), and the host raises the limit error when control
    /// returns to it.
    @discardableResult
    func optimize() throws -> Bool {
        // Charged with the cells each pivot rewrites, not one a pivot: a pivot costs from a
        // microsecond (a few short rows) to a tenth of a second (thousands of rows thousands of
        // cells long, 96 pivots in 7 s), so a count of pivots checks either far too often or
        // far too rarely.
        var meter = WorkMeter(interval: Self.cellsPerBudgetCheck)
        var pivots = 0
        var isSpent = false
        while let symbol = dirtyObjective.popLast() {
            guard kinds[symbol] != .dummy, rows[symbol] == nil, objectiveSign(symbol) < 0 else { continue }
            // Read before the first pivot too: once the budget is spent, every read of a value
            // calls this again, and must not pivot on each time.
            if pivots == 0 ? WorkBudget.isCurrentExceeded : isSpent {
                dirtyObjective.append(symbol)
                return pivots > 0
            }
            guard let leaving = leavingRow(for: symbol) else {
                throw SolverError.internalInconsistency("the objective is unbounded")
            }
            isSpent = meter.isExceeded(counting: pivot(leaving: leaving, entering: symbol))
            dirtyObjective.append(leaving)
            pivots += 1
        }
        return pivots > 0
    }

    /// How many cells `optimize()`'s pivots rewrite between reads of the work budget: well
    /// under a millisecond of work, and tens to hundreds of pivots in an ordinary layout.
    static let cellsPerBudgetCheck = 16_384

    /// Minimises the artificial objective (a single row).
    ///
    /// A spent `WorkBudget` ends it with the budget's error, the tableau left half-pivoted for
    /// the solver to rebuild: unlike `optimize()`, no vertex on the way is one to stop at (the
    /// row is not in yet). Charged with the cells its pivots rewrite, as `optimize()` is: closing
    /// a cycle of 2,000 required proportions pivoted through every row for seconds after the
    /// time limit, until the last resort ended the process.
    private func optimizeArtificial() throws {
        var meter = WorkMeter(interval: Self.cellsPerBudgetCheck)
        while let objective = artificial {
            guard let entering = objective.cells.first(where: { $0.coefficient < 0 && kinds[$0.symbol] != .dummy })?.symbol
            else { return }
            guard let leaving = leavingRow(for: entering) else {
                throw SolverError.internalInconsistency("the artificial objective is unbounded")
            }
            let work = pivot(leaving: leaving, entering: entering)
            dirtyObjective.append(leaving)
            if meter.isExceeded(counting: work) { try WorkBudget.checkpoint() }
        }
    }

    /// The ratio test: the restricted row that first blocks `entering` from growing.
    private func leavingRow(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for basic in rowsContaining(entering) where kinds[basic] != .external {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(of: entering)
            // A basic dummy is pinned at zero, so it blocks the entering symbol either way.
            guard coefficient < 0 || kinds[basic] == .dummy else { continue }
            let ratio = kinds[basic] == .dummy ? 0 : -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { basic < $0 } ?? true) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility of rows whose constants went negative after an edit,
    /// keeping the objective optimal.
    func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0, !Row.isNearZero(row.constant) else { continue }
            var entering: Int?
            var enteringCoefficient = 0.0
            for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
                if let current = entering,
                   !objectiveRatio(cell.symbol, cell.coefficient, isLessThan: current, enteringCoefficient) {
                    continue
                }
                entering = cell.symbol
                enteringCoefficient = cell.coefficient
            }
            guard let entering else {
                infeasibleRows.removeAll()
                throw SolverError.internalInconsistency("dual optimisation found no entering symbol")
            }
            pivot(leaving: leaving, entering: entering)
            dirtyObjective.append(leaving)
        }
    }

    func markInfeasibleIfNeeded(_ basic: Int) {
        if kinds[basic] != .external, let row = rows[basic], row.constant < 0 { infeasibleRows.append(basic) }
    }

    // MARK: Adding and removing rows

    /// Adds a row that has no subject by minimising an artificial variable equal to it.
    /// Returns false when the row cannot be satisfied.
    func addWithArtificialVariable(_ row: consuming Row) throws -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        setRow(artificialSymbol, row)
        artificial = row
        try optimizeArtificial()
        let succeeded = Row.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basicRow = removeRow(artificialSymbol) {
            if basicRow.isEmpty { return succeeded }
            // A row left with only dummies is implied by the others; pivoting a dummy in keeps
            // it (at zero) for later edits.
            let pivotable = basicRow.cells.first { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error }
            let dummy = succeeded ? basicRow.cells.first { kinds[$0.symbol] == .dummy } : nil
            guard let entering = (pivotable ?? dummy)?.symbol else { return false }
            basicRow.solve(for: artificialSymbol, exchanging: entering)
            substitute(entering, with: basicRow)
            setRow(entering, basicRow)
        }
        for basic in rowsContaining(artificialSymbol) {
            _ = rows[basic]?.remove(artificialSymbol)
        }
        for level in levels.indices { _ = levels[level].remove(artificialSymbol) }
        return succeeded
    }

    /// Shifts a parametric or basic marker by `amount` (the effect of changing its constraint's
    /// constant). Returns false when a basic dummy (a redundant required equality) stops being zero.
    func shiftMarker(_ marker: Int, by amount: Double) -> Bool {
        if var row = rows[marker] {
            row.constant -= amount
            rows[marker] = row
            if kinds[marker] == .dummy { return Row.isNearZero(row.constant) }
            markInfeasibleIfNeeded(marker)
            return true
        }
        var consistent = true
        for basic in rowsContaining(marker) {
            guard var row = rows[basic] else { continue }
            row.constant += row.coefficient(of: marker) * amount
            rows[basic] = row
            if kinds[basic] == .dummy {
                if !Row.isNearZero(row.constant) { consistent = false }
            } else {
                markInfeasibleIfNeeded(basic)
            }
        }
        return consistent
    }

    /// The row to pivot on to make `marker` basic before removing its constraint.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var first: Int?
        var second: Int?
        var third: Int?
        for basic in rowsContaining(marker) {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(of: marker)
            // A basic dummy (an implied required equality) must keep its zero: pivot on it.
            if kinds[basic] == .dummy { return basic }
            if kinds[basic] == .external {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }

    func markDirty(_ symbol: Int) { dirtyObjective.append(symbol) }

    /// Whether a parametric symbol can move away from zero without leaving the feasible
    /// region: restricted symbols may only grow; external ones may move either way.
    func canMove(_ symbol: Int) -> Bool {
        if kinds[symbol] == .dummy { return false }
        var canGrow = true
        var canShrink = kinds[symbol] == .external
        for basic in rowsContaining(symbol) where kinds[basic] != .external {
            guard let row = rows[basic], Row.isNearZero(row.constant) else { continue }
            let coefficient = row.coefficient(of: symbol)
            if coefficient < 0 || kinds[basic] == .dummy { canGrow = false }
            if coefficient > 0 || kinds[basic] == .dummy { canShrink = false }
        }
        return canGrow || canShrink
    }

    /// A description of the first broken tableau invariant, or nil (for tests).
    func invariantViolation() -> String? {
        for (basic, row) in rows.enumerated() {
            guard let row else { continue }
            if kinds[basic] != .external && kinds[basic] != .dummy && row.constant < -1e-6 { return "row \(basic) infeasible" }
            for cell in row.cells {
                if rows[cell.symbol] != nil { return "basic \(cell.symbol) in row \(basic)" }
                if !columns.contains(basic, in: cell.symbol) { return "column \(cell.symbol) misses row \(basic)" }
            }
        }
        for level in levels {
            for symbol in level.symbols where rows[symbol] != nil { return "basic \(symbol) in objective" }
            _ = level
        }
        for symbol in kinds.indices where rows[symbol] == nil && kinds[symbol] != .dummy && objectiveSign(symbol) < 0 {
            return "objective not optimal at \(symbol)"
        }
        return nil
    }
}
