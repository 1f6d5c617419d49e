/// A line of one side of a diff, with whether a line break follows it, so a missing final
/// line break counts as a difference.
struct DiffTextLine: Hashable, Sendable {
    let text: String
    let terminated: Bool
}
