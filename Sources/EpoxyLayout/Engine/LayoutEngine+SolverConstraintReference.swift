import EpoxySolver

extension LayoutEngine {
    /// The engine's reference to the solver constraint of a user constraint. Unowned and
    /// unchecked: the engine keeps one exactly while the constraint is in its solver, which
    /// retains it. A table of strong references released every constraint in hash order when
    /// the engine went (a cache miss and a scattered free each, a growing share of large
    /// layouts); a table of these holds no references to release.
    struct SolverConstraintReference {
        unowned(unsafe) let constraint: Constraint
        /// The other user constraint of a bound pair that shares `constraint` (see
        /// `addBoundPair`), nil for a constraint of its own. Active, so held by its view.
        unowned(unsafe) let partner: LayoutConstraint?

        init(constraint: Constraint, partner: LayoutConstraint? = nil) {
            self.constraint = constraint
            self.partner = partner
        }
    }
}
