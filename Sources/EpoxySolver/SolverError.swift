/// Why the solver refused an operation. The solver's state is unchanged when one is thrown.
/// Equal when the cases and what they carry are (constraints and variables by identity).
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint cannot hold together with the others; `conflicting` lists the
    /// required constraints already in the solver that, with it, cannot all hold (empty when
    /// the set was too large to narrow down).
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// A coefficient, constant or suggested value is infinite or NaN.
    case nonFiniteValue(String)
    /// The priority is outside 1…1000 (or not finite).
    case invalidPriority(Double)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a priority below required.
    case requiredEditVariable(Variable)
    /// The tableau reached a state the algorithm rules out (a bug, reported instead of crashing).
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case let .duplicateConstraint(constraint): "duplicate constraint: \(constraint)"
        case let .unknownConstraint(constraint): "unknown constraint: \(constraint)"
        case let .unsatisfiableConstraint(constraint, conflicting):
            conflicting.isEmpty
                ? "unsatisfiable constraint: \(constraint)"
                : "unsatisfiable constraint: \(constraint); conflicts with: \(conflicting.map(\.description).joined(separator: "; "))"
        case let .nonFiniteValue(what): "non-finite value: \(what)"
        case let .invalidPriority(priority): "invalid priority \(priority) (expected 1…1000)"
        case let .duplicateEditVariable(variable): "duplicate edit variable: \(variable)"
        case let .unknownEditVariable(variable): "unknown edit variable: \(variable)"
        case let .requiredEditVariable(variable): "edit variable \(variable) cannot be required"
        case let .internalInconsistency(message): "solver internal inconsistency: \(message)"
        }
    }
}
