import Budget
import EpoxySolver

// A required bound and a weaker equality on the same attributes, added as one two-sided solver
// constraint.
//
// Groups state an item's edges twice: `item.top >= owner.top + 4` must hold, and
// `item.top == owner.top + 4` at a low priority pulls the group tight around the item (each
// centred HGroup item has two such pairs). As two constraints they make two tableau rows and
// three symbols: `E = slack` for the bound and `E = e⁺ − e⁻` for the equality. Given the bound,
// the equality's only possible violation is the side the bound allows, so the pair costs exactly
// `p × E` at the equality's priority `p` — what the two-sided constraint `E ≥ 0 required,
// E ≤ 0 at p` costs with one row and one error symbol (see `Constraint.init(_:atLeastPriority:
// atMostPriority:)`). Both forms have the same optimal solutions, so they lay out alike wherever
// the solution is unique; where several are equally good (a pull at exactly the priority of an
// item's hugging), either may be settled on, as with the order constraints are added in. As two
// constraints, the pairs took a quarter of the layout of a list of centred rows.
//
// The two user constraints share the solver constraint while both hold as they were built. An
// edit of either one's constant, or deactivating either, splits the pair back into a solver
// constraint each (for a deactivation, once the batch is out); changing a priority rebuilds the
// engine, which pairs them again.
extension LayoutEngine {
    /// How far back a weaker equality looks for its bound among the constraints installed on the
    /// same view: groups make the two a few constraints apart (a centred item's top bound, its
    /// bottom bound, then the two equalities).
    static let boundPairReach = 4

    /// What a constraint is in a bound pair of the constraints installed on one view.
    enum BoundPairRole {
        case unpaired
        /// A required bound, paired with the weaker equality at `preference`.
        case bound(preference: Int)
        /// A weaker equality added with its bound.
        case preference
    }

    /// Pairs the weaker equality `preference`, about to be the constraint at `position` of a
    /// view's `constraints`, with a required bound over the same expression among the few
    /// before it. `roles` gives each position's role; it is made (with `capacity` positions) at
    /// the first pair, and stays nil for most views.
    static func pairWithBound(
        _ preference: ResolvedLayoutConstraint, at position: Int, among constraints: [ResolvedLayoutConstraint],
        capacity: Int, _ roles: inout [BoundPairRole]?
    ) {
        for candidate in stride(from: position - 1, through: max(0, position - boundPairReach), by: -1) {
            if case .bound? = roles?[candidate] { continue }
            guard isBound(constraints[candidate], of: preference) else { continue }
            if roles == nil { roles = Array(repeating: .unpaired, count: capacity) }
            roles?[candidate] = .bound(preference: position)
            roles?[position] = .preference
            return
        }
    }

    /// Whether `bound` is a required inequality over exactly the expression of `preference`.
    private static func isBound(_ bound: ResolvedLayoutConstraint, of preference: ResolvedLayoutConstraint) -> Bool {
        // The items last: most candidates differ before.
        let sameForm = Unmanaged.passUnretained(bound.constraint)._withUnsafeGuaranteedRef { constraint in
            Unmanaged.passUnretained(preference.constraint)._withUnsafeGuaranteedRef { other -> Bool in
                guard constraint.relation != .equal, constraint.priority.isRequired else { return false }
                guard constraint.firstAttribute == other.firstAttribute, constraint.secondAttribute == other.secondAttribute else { return false }
                return constraint.multiplier == other.multiplier && constraint.constant == other.constant
            }
        }
        return sameForm && bound.firstItemIdentifier == preference.firstItemIdentifier
            && bound.secondItemIdentifier == preference.secondItemIdentifier
    }

    /// Adds a required bound and the weaker equality over the same expression as one two-sided
    /// solver constraint; when the bound cannot hold, breaks it and reports the conflict exactly
    /// as adding it alone does, and adds the equality alone.
    func addBoundPair(_ bound: ResolvedLayoutConstraint, _ preference: ResolvedLayoutConstraint) {
        if WorkBudget.isCurrentExceeded { return }
        let expression = solverConstraint(for: bound).expression
        let weaker = Double(preference.constraint.priority.rawValue)
        let paired = bound.constraint.relation == .greaterThanOrEqual
            ? Constraint(expression, atLeastPriority: Constraint.required, atMostPriority: weaker)
            : Constraint(expression, atLeastPriority: weaker, atMostPriority: Constraint.required)
        do {
            try solver.addConstraint(paired)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            // Only the required side can conflict, with what the bound alone conflicts with: it
            // is broken as adding it alone would break it (without searching for the conflict
            // again), and the equality goes in on its own.
            breakConstraint(bound.constraint, conflicting: conflicting)
            add(preference)
            return
        } catch is WorkBudgetExceeded {
            return
        } catch {
            add(bound)
            add(preference)
            return
        }
        userConstraints.set(SolverConstraintReference(constraint: paired, partner: preference.constraint), for: bound.constraint)
        userConstraints.set(SolverConstraintReference(constraint: paired, partner: bound.constraint), for: preference.constraint)
        isDirty = true
    }

    /// Ends the pair `constraint` belongs to, before it is edited or removed: the solver
    /// constraint they share goes, and the partner, and `constraint` too when `keepingIt`, wait
    /// in `splitPartners` for `addSplitPartners`. False when `constraint` is not paired.
    func splitBoundPair(of constraint: LayoutConstraint, keepingIt: Bool) -> Bool {
        guard let reference = userConstraints[constraint], let partner = reference.partner else { return false }
        userConstraints.remove(constraint)
        userConstraints.remove(partner)
        try? solver.removeConstraint(reference.constraint)
        isDirty = true
        splitPartners.append(partner)
        if keepingIt { splitPartners.append(constraint) }
        return true
    }

    /// Gives the members of split pairs that are still active their own solver constraints, as
    /// if added alone, with the constants they have now, in the order they were split.
    func addSplitPartners() {
        guard !splitPartners.isEmpty else { return }
        let pending = splitPartners
        splitPartners = []
        for member in pending where member.isActive {
            guard let resolved = ResolvedLayoutConstraint(member), member.validationProblem(resolved) == nil else { continue }
            add(resolved)
        }
    }
}
