/// The part of the objective that belongs to one priority: the sum of the error symbols of the
/// non-required constraints at that priority. The solver minimises the levels
/// lexicographically, highest priority first.
struct ObjectiveLevel {
    let priority: Double
    var row = Row(constant: 0)
}
