/// A term with its variable given by slot (see `VariableSlots`): what the solver's tables work on.
struct SlotTerm {
    var slot: Int
    var coefficient: Double
}
