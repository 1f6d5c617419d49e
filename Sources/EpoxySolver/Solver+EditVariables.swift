// Edit variables: values a caller suggests at a priority below required (a dragged frame,
// a scroll offset), each an equality constraint whose constant `suggestValue` edits.
extension Solver {
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
}
