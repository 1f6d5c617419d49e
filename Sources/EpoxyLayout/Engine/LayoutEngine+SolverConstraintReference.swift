import EpoxySolver

extension LayoutEngine {
    /// The engine's reference to the solver constraint of a user constraint. Unowned and
    /// unchecked: the engine keeps one exactly while the constraint is in its solver, which
    /// retains it. A table of strong references released every constraint in hash order when
    /// the engine went (a cache miss and a scattered free each, a growing share of large
    /// layouts); a table of these holds no references to release.
    struct SolverConstraintReference {
        unowned(unsafe) let constraint: Constraint
    }
}
