/// A linear expression with every defined variable replaced by its definition, and how much
/// its constant depends on each definition's constant (to update it when one is edited).
struct Expansion {
    /// How strongly a definition's constant enters the expansion's constant.
    struct Dependency {
        let definition: Int
        let weight: Double
    }

    /// Terms in variables without definitions; each variable at most once.
    var terms: [SlotTerm]
    /// The constant the definitions contribute (the expression's own constant excluded).
    var constant: Double
    /// Every definition reached, with the weight its constant has in `constant`.
    var dependencies: [Dependency]
}
