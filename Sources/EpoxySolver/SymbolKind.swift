/// What a tableau symbol stands for. Symbols themselves are small integer ids.
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign, never leaves the basis by ratio tests.
    case external
    /// The slack of an inequality; ≥ 0.
    case slack
    /// The error of a non-required constraint; ≥ 0 and weighted in the objective.
    case error
    /// The marker of a required equality; always 0, never enters the basis.
    case dummy
}
