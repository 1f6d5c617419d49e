import Budget
import EpoxyCore
import EpoxySolver

// Layout constraints turned into solver constraints, and their activation and edits.
extension LayoutEngine {
    /// The solver constraint for a layout constraint: `first − multiplier × second − constant`.
    func solverConstraint(for constraint: LayoutConstraint) -> Constraint? {
        guard let first = constraint.firstItem else { return nil }
        var expression = Self.expression(first, constraint.firstAttribute)
        if let second = constraint.secondItem {
            expression = expression - constraint.multiplier * Self.expression(second, constraint.secondAttribute)
        }
        expression.constant -= constraint.constant
        return Constraint(expression, constraint.relation, priority: Double(constraint.priority.rawValue))
    }

    /// The attribute of an item as a linear expression of its variables (in root coordinates).
    static func expression(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> Expression {
        let v = item.layoutVariables
        let isLeftToRight = (item.owningView?.layoutDirection ?? .leftToRight) == .leftToRight
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
    func add(_ constraint: LayoutConstraint) -> Bool {
        guard let solverConstraint = solverConstraint(for: constraint) else { return false }
        // As in `install`: after a spent budget, constraints are skipped, not reported broken.
        if WorkBudget.isCurrentExceeded { return true }
        origins[ObjectIdentifier(solverConstraint)] = .user(constraint)
        do {
            try solver.addConstraint(solverConstraint)
            userConstraints[ObjectIdentifier(constraint)] = solverConstraint
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
        guard constraint.validationProblem == nil else { return true }
        for view in Self.positionedViews(of: constraint) where view !== root {
            if !managed.contains(ObjectIdentifier(view)) { return false }
        }
        if [constraint.firstAttribute, constraint.secondAttribute].contains(where: { $0 == .firstBaseline || $0 == .lastBaseline }) {
            return false
        }
        return add(constraint)
    }

    /// Removes a deactivated constraint.
    func deactivate(_ constraint: LayoutConstraint) {
        brokenConstraints.removeAll { $0 === constraint }
        guard let solverConstraint = userConstraints.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.removeConstraint(solverConstraint)
        origins[ObjectIdentifier(solverConstraint)] = nil
        isDirty = true
    }

    /// Applies a changed constant incrementally; a constant a required constraint cannot take
    /// is refused with a warning and the layout keeps the old one.
    func constantChanged(_ constraint: LayoutConstraint) {
        guard let solverConstraint = userConstraints[ObjectIdentifier(constraint)] else { return }
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
