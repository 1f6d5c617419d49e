/// Known-open findings: classes of hangs and memory overruns the fuzz test reports without
/// failing, while a fix is on its way. Empty: every crash, hang and memory overrun fails the suite.
/// Crashes never belong here.
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
    static let open: [KnownFinding] = []

    /// The known class a finding belongs to, if any.
    static func match(_ finding: FuzzFinding) -> KnownFinding? {
        open.first { $0.matches(finding) }
    }
}
