/// What the solver remembers about a constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    /// The current constant (the expression's, or the last one given to `updateConstant`).
    var constant: Double
    /// Required equalities get a dummy marker only once their constant is edited: markers of
    /// required equalities would otherwise spread through every row of a chain of views.
    var wantsMarker: Bool = false

    // Tableau bookkeeping, reset by a rebuild.
    var marker: Int = -1
    var other: Int = -1
    /// The marker's coefficient in the row as created, to turn a change of the constant into
    /// a shift of the marker.
    var markerCoefficient: Double = 0
    /// True when the constraint was implied by the others when added, so no row holds it.
    var isRedundant = false
    /// The definition this required equality became instead of a row (see `DefinitionGraph`).
    var definition: Int?
    /// What the definitions it mentions add to the constant of its row.
    var expansionConstant: Double = 0
    /// The definitions its row was expanded through, to move its row when one is edited.
    var dependencies: [Expansion.Dependency] = []

    /// The weight a definition's constant has in this constraint's row (0 when not reached).
    func weight(ofDefinition index: Int) -> Double {
        dependencies.first { $0.definition == index }?.weight ?? 0
    }

    init(constraint: Constraint) {
        self.constraint = constraint
        self.constant = constraint.expression.constant
    }
}
