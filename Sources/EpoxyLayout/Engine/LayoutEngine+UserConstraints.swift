import Budget
import EpoxyCore
import EpoxySolver

// Layout constraints turned into solver constraints, and their activation and edits.
extension LayoutEngine {
    /// The solver constraint for a layout constraint: `first − multiplier × second − constant`.
    func solverConstraint(for resolved: ResolvedLayoutConstraint) -> Constraint {
        let constraint = resolved.constraint
        var expression = Self.expression(resolved.first, constraint.firstAttribute, in: resolved.firstView)
        if let second = resolved.second {
            expression = expression - constraint.multiplier * Self.expression(second, constraint.secondAttribute, in: resolved.secondView)
        }
        expression.constant -= constraint.constant
        return Constraint(expression, constraint.relation, priority: Double(constraint.priority.rawValue))
    }

    /// The attribute of an item as a linear expression of its variables (in root coordinates).
    static func expression(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> Expression {
        expression(item, attribute, in: item.owningView)
    }

    /// As `expression(_:_:)`, with the item's view already read.
    static func expression(_ item: any LayoutItem, _ attribute: LayoutAttribute, in owningView: View?) -> Expression {
        let v = item.layoutVariables
        let isLeftToRight = (owningView?.layoutDirection ?? .leftToRight) == .leftToRight
        let view = item as? View
        switch attribute {
        case .left: return Expression(v.minX)
        case .right: return v.minX + v.width
        // In right-to-left layouts leading and trailing are measured leftwards (negated), so a
        // positive constant moves toward the trailing side, as in UIKit.
        case .leading: return isLeftToRight ? Expression(v.minX) : -1 * (v.minX + v.width)
        case .trailing: return isLeftToRight ? v.minX + v.width : -1 * Expression(v.minX)
        case .centerX: return Expression(v.minX) + 0.5 * v.width
        case .width: return Expression(v.width)
        case .top: return Expression(v.minY)
        case .bottom: return v.minY + v.height
        case .centerY: return Expression(v.minY) + 0.5 * v.height
        case .height: return Expression(v.height)
        case .firstBaseline:
            if let offset = view?.firstBaselineOffsetFromTop, offset.isFinite { return v.minY + offset }
            return v.minY + v.height
        case .lastBaseline:
            if let offset = view?.lastBaselineOffsetFromBottom, offset.isFinite { return v.minY + v.height - offset }
            return v.minY + v.height
        case .notAnAttribute: return Expression()
        }
    }

    @discardableResult
    func add(_ resolved: ResolvedLayoutConstraint) -> Bool {
        let constraint = resolved.constraint
        let solverConstraint = solverConstraint(for: resolved)
        // As in `install`: after a spent budget, constraints are skipped, not reported broken.
        if WorkBudget.isCurrentExceeded { return true }
        do {
            try solver.addConstraint(solverConstraint)
            userConstraints[ObjectIdentifier(constraint)] = SolverConstraintReference(constraint: solverConstraint)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            brokenConstraints.append(constraint)
            reportConflict(conflicting, broken: constraint.description)
        } catch {
            brokenConstraints.append(constraint)
            warn("Layout: could not add \(constraint): \(error)")
        }
        isDirty = true
        return true
    }

    /// Adds a newly activated constraint; false when the engine must be rebuilt instead
    /// (an item that was not yet constrained would stop keeping its frame).
    func activate(_ constraint: LayoutConstraint) -> Bool {
        guard let resolved = ResolvedLayoutConstraint(constraint), constraint.validationProblem(resolved) == nil else { return true }
        let positioned = Self.positionedViews(of: resolved)
        for view in [positioned.first, positioned.second] {
            if let view, view !== root, !managed.contains(ObjectIdentifier(view)) { return false }
        }
        if resolved.mentionsBaseline { return false }
        return add(resolved)
    }

    /// Removes a deactivated constraint.
    func deactivate(_ constraint: LayoutConstraint) {
        brokenConstraints.removeAll { $0 === constraint }
        guard let solverConstraint = userConstraints.removeValue(forKey: ObjectIdentifier(constraint))?.constraint else { return }
        try? solver.removeConstraint(solverConstraint)
        isDirty = true
    }

    /// Applies a changed constant incrementally; a constant a required constraint cannot take
    /// is refused with a warning and the layout keeps the old one.
    func constantChanged(_ constraint: LayoutConstraint) {
        guard let solverConstraint = userConstraints[ObjectIdentifier(constraint)]?.constraint else { return }
        guard let firstItem = constraint.firstItem else { return }
        var expression = Self.expression(firstItem, constraint.firstAttribute)
        if let second = constraint.secondItem {
            expression = expression - constraint.multiplier * Self.expression(second, constraint.secondAttribute)
        }
        let newConstant = expression.constant - constraint.constant
        do {
            try solver.updateConstant(of: solverConstraint, to: newConstant)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            // As when adding: break the constraint that caused the conflict.
            try? solver.removeConstraint(solverConstraint)
            userConstraints[ObjectIdentifier(constraint)] = nil
            brokenConstraints.append(constraint)
            reportConflict(conflicting, broken: constraint.description)
        } catch {
            warn("Layout: could not change the constant of \(constraint): \(error)")
        }
        isDirty = true
    }
}
