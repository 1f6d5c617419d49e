/// A required equality kept out of the tableau, solved for one variable:
/// `variable = constant + Σ summands` (the summands live in `DefinitionGraph`'s flat arrays).
///
/// The defined variable was mentioned nowhere else when the definition was made, so the
/// definition is an exact Gaussian elimination step: constraints added later that mention the
/// variable get the definition substituted in, and its value is evaluated after solving.
struct Definition {
    /// The slot of the defined variable.
    let slot: Int
    var constant: Double
    /// Where the summands are in the graph's summand arrays.
    let summands: Range<Int>
    /// The coefficient of `variable` in the constraint, which turns a change of the
    /// constraint's constant into a change of `constant`.
    let subjectCoefficient: Double
}
