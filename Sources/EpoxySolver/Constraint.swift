import EpoxyCore
import Synchronization

/// A linear constraint `expression relation 0` with a priority from 1 to 1000, or a two-sided
/// constraint that holds `expression` at 0 from below and from above at two priorities.
///
/// Priorities are strict: the solver satisfies constraints lexicographically by priority, so a
/// higher priority is never traded for any number of violations at lower priorities (see
/// `Solver` for how). 1000 (`Constraint.required`) must hold exactly. Identity is the object.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The priority of a constraint that must hold.
    public static let required: Double = 1000

    /// The priorities of the two sides of a two-sided constraint (always different).
    public struct Sides: Sendable, Equatable {
        /// The priority of `expression >= 0`.
        public let atLeast: Double
        /// The priority of `expression <= 0`.
        public let atMost: Double
    }

    /// The left side minus the right side.
    public let expression: Expression
    /// How `expression` relates to zero (`.equal` for a two-sided constraint).
    public let relation: Relation
    /// 1…1000; 1000 is required. For a two-sided constraint, the higher of its sides'.
    public let priority: Double
    /// The priorities of the sides of a two-sided constraint; nil for the others.
    public let sides: Sides?
    /// Where the last solver that took this constraint keeps its record: only a hint, checked
    /// against that solver's records (see `Solver.position(of:)`), so that finding a constraint
    /// needs no hashing. -1 until a solver takes it; never reset.
    let positionHint = Atomic<Int>(-1)

    /// Creates `expression relation 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Double = Constraint.required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.sides = nil
    }

    /// Creates `lhs relation rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double = Constraint.required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// Creates a two-sided constraint: `expression >= 0` at `atLeastPriority` together with
    /// `expression <= 0` at `atMostPriority` (an intrinsic size's compression resistance and
    /// hugging), as ONE constraint the solver keeps in one tableau row instead of two.
    ///
    /// The pair as two constraints makes two rows, `expression = s₁ − e₁` and
    /// `expression = e₂ − s₂` (slacks s, errors e ≥ 0, e₁ weighted at the lower side's
    /// priority and e₂ at the upper's). This makes one, `expression = e↑ − e↓` with e↑, e↓ ≥ 0,
    /// e↑ weighted at `atMostPriority` and e↓ at `atLeastPriority`. It has the same optimum: for
    /// any value x of `expression`, the least objective either form allows is max(0, x) at the
    /// upper side's priority plus max(0, −x) at the lower side's (in the one-row form e↑ and e↓
    /// are never both positive at an optimum, since lowering both by the smaller lowers the
    /// objective), so both forms minimise the same function of the variables and admit the same
    /// optimal solutions. A required side has no error symbol (its violation must be 0: the
    /// row keeps only the other side's error, which then acts as that side's slack); equal
    /// priorities make an ordinary equality at that priority (required when both are).
    public convenience init(_ expression: Expression, atLeastPriority: Double, atMostPriority: Double) {
        if atLeastPriority == atMostPriority {
            self.init(expression, .equal, priority: atLeastPriority)
        } else {
            self.init(expression, sides: Sides(atLeast: atLeastPriority, atMost: atMostPriority))
        }
    }

    private init(_ expression: Expression, sides: Sides) {
        self.expression = expression
        self.relation = .equal
        self.priority = max(sides.atLeast, sides.atMost)
        self.sides = sides
    }

    /// Whether the constraint must hold exactly (never a two-sided one: its sides differ, so
    /// at most one of them is required).
    public var isRequired: Bool { sides == nil && priority >= Constraint.required }

    /// Whether the constraint must hold at least in part: it is required, or it is two-sided
    /// with a required side (the solver then reports it in conflicts as that side).
    public var hasRequiredPart: Bool { priority >= Constraint.required }

    /// The same constraint with another constant in its expression.
    func withConstant(_ constant: Double) -> Constraint {
        let expression = Expression(expression.terms, constant: constant)
        if let sides { return Constraint(expression, sides: sides) }
        return Constraint(expression, relation, priority: priority)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        if let sides {
            func level(_ priority: Double) -> String {
                priority >= Constraint.required ? "" : " @\(priority.pointDescription)"
            }
            return "\(expression) >= 0\(level(sides.atLeast)), <= 0\(level(sides.atMost))"
        }
        let level = isRequired ? "" : " @\(priority.pointDescription)"
        return "\(expression) \(relation) 0\(level)"
    }
}
