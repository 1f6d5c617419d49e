/// When a cell molecule runs its `layoutContent`: always on its first layout, then as chosen.
public enum CellLayoutBehaviour: Equatable, Sendable {
    /// Only the first time.
    case layoutOnce
    /// The first time and on every occurrence of `phase`.
    case layoutOn(CellLayoutingPhase)
    /// The first time and on every occurrence of any of `phases`.
    case layoutOnEach([CellLayoutingPhase])
    /// On every phase.
    case alwaysLayout

    /// Whether to lay out on `phase`, given whether the cell has laid out before.
    public func shouldLayout(on phase: CellLayoutingPhase, hasLaidOut: Bool) -> Bool {
        guard hasLaidOut else { return true }
        switch self {
        case .layoutOnce: return false
        case .layoutOn(let chosen): return phase == chosen
        case .layoutOnEach(let chosen): return chosen.contains(phase)
        case .alwaysLayout: return true
        }
    }
}
