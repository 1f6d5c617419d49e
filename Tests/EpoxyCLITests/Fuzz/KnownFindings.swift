/// KNOWN-OPEN FINDINGS: classes of hangs and memory overruns that another branch is fixing
/// (wip/limits; wip/crashes' classes are merged and fixed, so crashes are never on the list). The fuzz test reports them but does not fail on them YET.
/// Whoever merges a fix removes its entries; once the fixes are in, this list must be empty and
/// every finding fails the suite.
struct KnownFinding {
    /// What it is, as the issue names it.
    var name: String
    /// The branch fixing it.
    var fixedBy: String
    var kinds: Set<FuzzFinding.Kind>
    /// A substring of the runtime's message, when the class is recognised by its message.
    var message: String?
    /// Tags (before any `+big`) of the statements that show it; empty: any statement.
    var tags: [String] = []
    /// Whether only cases whose statements so far used huge inputs (`+big`) show it.
    var hugeInputOnly = false
    /// An earlier statement whose lasting effect causes it (e.g. `attack.gcLoop`).
    var hazard: String?

    func matches(_ finding: FuzzFinding) -> Bool {
        guard kinds.contains(finding.kind) else { return false }
        if let message, !finding.message.contains(message) { return false }
        let root = finding.tag.split(separator: "+").first.map(String.init) ?? finding.tag
        if !tags.isEmpty && !tags.contains(root) { return false }
        if hugeInputOnly && !finding.hugeInput { return false }
        if let hazard, !finding.hazards.contains(hazard) { return false }
        return true
    }

    /// The list (empty it as the fixes land).
    static let open: [KnownFinding] = [
        KnownFinding(name: "__gc finalizer loops (hooks are off inside __gc)", fixedBy: "wip/limits", kinds: [.hang], hazard: "attack.gcLoop"),
        KnownFinding(name: "endless xpcall message handler", fixedBy: "wip/limits", kinds: [.hang], tags: ["attack.xpcallLoop"]),
        KnownFinding(name: "C pattern matching is never interrupted", fixedBy: "wip/limits", kinds: [.hang], tags: ["attack.pattern"]),
        // Found by this fuzzer, not in wip/limits' list: C loops of the standard library run no
        // Lua instruction, so the count hook never fires (`(""):rep(1e10)`, `table.move({}, 1, 1e10, 2)`).
        // The watchdog's last line of defence (ending the run after the grace) must cover them.
        KnownFinding(name: "C library loops are never interrupted (string.rep of \"\", table.move)", fixedBy: "wip/limits (watchdog)",
                     kinds: [.hang], tags: ["attack.cLoop", "attack.stringMethods"]),
        KnownFinding(name: "time budget in Swift work (diff, layout, text of huge inputs)", fixedBy: "wip/limits", kinds: [.hang], tags: ["attack.diffLoop"]),
        KnownFinding(name: "time budget in Swift work (diff, layout, text of huge inputs)", fixedBy: "wip/limits", kinds: [.hang], hugeInputOnly: true),
        KnownFinding(name: "memory cap for Swift allocations", fixedBy: "wip/limits", kinds: [.memory], hugeInputOnly: true),
    ]

    /// The known class a finding belongs to, if any.
    static func match(_ finding: FuzzFinding) -> KnownFinding? {
        open.first { $0.matches(finding) }
    }
}
