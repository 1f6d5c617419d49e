import Budget
import EpoxyCore
import EpoxySolver

// Layout constraints turned into solver constraints, and their activation and edits.
extension LayoutEngine {
    /// The solver constraint for a layout constraint: `first − multiplier × second − constant`.
    func solverConstraint(for resolved: ResolvedLayoutConstraint) -> Constraint {
        // The items, their views and their variables are read unretained: every constraint of a
        // layout comes through here, and reading them retained and released each several times.
        let constraint = resolved.constraint
        let firstSide = AttributeTerms(
            resolved.firstVariables, constraint.firstAttribute, in: resolved.firstViewReference, itemIsView: resolved.firstIsView)
        let secondSide = resolved.secondVariables.map {
            AttributeTerms($0, constraint.secondAttribute, in: resolved.secondViewReference, itemIsView: resolved.secondIsView)
        }
        let expression = Self.expression(firstSide, minus: secondSide, times: constraint.multiplier, constant: constraint.constant)
        return Constraint(expression, constraint.relation, priority: Double(constraint.priority.rawValue))
    }

    /// `first − multiplier × second − constant` over the items' variables (in root coordinates),
    /// built in one array: every constraint of a layout goes through here, and composing it
    /// from expression operators allocated four or five arrays a constraint. The coefficients
    /// and the constant are computed exactly as those operators compute them.
    static func expression(
        _ firstSide: AttributeTerms, minus secondSide: AttributeTerms?, times multiplier: Double, constant: Double
    ) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        firstSide.append(to: &terms) { $0 }
        var result = firstSide.constant
        if let secondSide {
            secondSide.append(to: &terms) { $0 * multiplier * -1 }
            result = result + secondSide.constant * multiplier * -1
        }
        return Expression(terms, constant: result - constant)
    }

    /// `first − multiplier × second − constant` for items read through their protocol (an edit
    /// of one constraint's constant; a build goes through `solverConstraint(for:)`).
    static func expression(
        _ first: any LayoutItem, _ firstAttribute: LayoutAttribute, in firstView: View?,
        minus second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, in secondView: View?,
        times multiplier: Double, constant: Double
    ) -> Expression {
        expression(
            AttributeTerms(first, firstAttribute, in: firstView),
            minus: second.map { AttributeTerms($0, secondAttribute, in: secondView) },
            times: multiplier, constant: constant)
    }

    @discardableResult
    func add(_ resolved: ResolvedLayoutConstraint) -> Bool {
        let constraint = resolved.constraint
        let solverConstraint = solverConstraint(for: resolved)
        // As in `install`: after a spent budget, constraints are skipped, not reported broken.
        if WorkBudget.isCurrentExceeded { return true }
        do {
            try solver.addConstraint(solverConstraint)
            userConstraints.set(SolverConstraintReference(constraint: solverConstraint), for: constraint)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            breakConstraint(constraint, conflicting: conflicting)
        } catch is WorkBudgetExceeded {
            // Spent while the row went in: skipped, as after the check above.
            return true
        } catch {
            brokenConstraints.append(constraint)
            warn("Layout: could not add \(constraint): \(error)")
        }
        isDirty = true
        return true
    }

    /// Keeps a constraint that cannot hold with `conflicting` out of the solver, as broken, and
    /// reports the conflict.
    func breakConstraint(_ constraint: LayoutConstraint, conflicting: [Constraint]) {
        brokenConstraints.append(constraint)
        reportConflict(conflicting, broken: constraint.description)
    }

    /// Adds a newly activated constraint; false when the engine must be rebuilt instead
    /// (an item that was not yet constrained would stop keeping its frame).
    func activate(_ constraint: LayoutConstraint) -> Bool {
        guard let resolved = ResolvedLayoutConstraint(constraint), constraint.validationProblem(resolved) == nil else { return true }
        let positioned = Self.positionedViews(of: resolved)
        for view in [positioned.first, positioned.second] {
            if let view, view != ObjectIdentifier(root), !managed.contains(view) { return false }
        }
        if resolved.mentionsBaseline { return false }
        return add(resolved)
    }

    /// Removes deactivated constraints. A bound pair that loses one member gives the other its
    /// own solver constraint after the whole batch is out: a group taken out deactivates both
    /// members of each pair, and adding each partner back only for it to be removed next
    /// rebuilt the solver's tableau each time (removing a required equality leaves it to
    /// rebuild), 27 s for 1,000 rows.
    func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            brokenConstraints.removeAll { $0 === constraint }
            if splitBoundPair(of: constraint, keepingIt: false) { continue }
            guard let solverConstraint = userConstraints.remove(constraint)?.constraint else { continue }
            try? solver.removeConstraint(solverConstraint)
            isDirty = true
        }
        addSplitPartners()
    }

    /// Applies a changed constant incrementally; a constant a required constraint cannot take
    /// is refused with a warning and the layout keeps the old one.
    func constantChanged(_ constraint: LayoutConstraint) {
        // Added again with its new constant: the two no longer state the same expression.
        if splitBoundPair(of: constraint, keepingIt: true) { return addSplitPartners() }
        guard let solverConstraint = userConstraints[constraint]?.constraint else { return }
        guard let firstItem = constraint.firstItem else { return }
        let secondItem = constraint.secondItem
        let newConstant = Self.expression(
            firstItem, constraint.firstAttribute, in: firstItem.owningView,
            minus: secondItem, constraint.secondAttribute, in: secondItem?.owningView,
            times: constraint.multiplier, constant: constraint.constant).constant
        do {
            try solver.updateConstant(of: solverConstraint, to: newConstant)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            // As when adding: break the constraint that caused the conflict.
            try? solver.removeConstraint(solverConstraint)
            userConstraints.remove(constraint)
            breakConstraint(constraint, conflicting: conflicting)
        } catch {
            warn("Layout: could not change the constant of \(constraint): \(error)")
        }
        isDirty = true
    }
}
