import EpoxyCore

/// A linear constraint `expression relation 0` with a priority from 1 to 1000.
///
/// Priorities are strict: the solver satisfies constraints lexicographically by priority, so a
/// higher priority is never traded for any number of violations at lower priorities (see
/// `Solver` for how). 1000 (`Constraint.required`) must hold exactly. Identity is the object.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The priority of a constraint that must hold.
    public static let required: Double = 1000

    /// The left side minus the right side.
    public let expression: Expression
    /// How `expression` relates to zero.
    public let relation: Relation
    /// 1…1000; 1000 is required.
    public let priority: Double

    /// Creates `expression relation 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Double = Constraint.required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// Creates `lhs relation rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double = Constraint.required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// Whether the constraint must hold exactly.
    public var isRequired: Bool { priority >= Constraint.required }

    /// The same constraint with another constant in its expression.
    func withConstant(_ constant: Double) -> Constraint {
        Constraint(Expression(expression.terms, constant: constant), relation, priority: priority)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let level = isRequired ? "" : " @\(priority.pointDescription)"
        return "\(expression) \(relation) 0\(level)"
    }
}
