/// A required equality kept out of the tableau, solved for one variable:
/// `variable = constant + Σ terms`.
///
/// The defined variable was mentioned nowhere else when the definition was made, so the
/// definition is an exact Gaussian elimination step: constraints added later that mention the
/// variable get the definition substituted in, and its value is evaluated after solving.
struct Definition {
    /// One summand of a definition, with the definition of its variable resolved once: a
    /// variable that a definition refers to can no longer be defined, so the link never changes.
    struct Summand {
        let variable: Variable
        let coefficient: Double
        /// The index of the variable's own definition, when it has one.
        let definition: Int?
    }

    let variable: Variable
    var constant: Double
    let summands: [Summand]
    /// The coefficient of `variable` in the constraint, which turns a change of the
    /// constraint's constant into a change of `constant`.
    let subjectCoefficient: Double
}
