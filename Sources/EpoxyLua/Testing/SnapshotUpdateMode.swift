/// What `assert.snapshot` does with a snapshot file that is missing or differs.
public enum SnapshotUpdateMode: Sendable {
    /// Missing snapshots are written and pass; mismatches fail (the default on a workstation).
    case writeMissing
    /// Missing snapshots fail as mismatches do, as Jest does in CI (the environment sets `CI`).
    case failMissing
    /// Every snapshot is (re)written with the new output and passes (`--update-snapshots`).
    case update

    /// `update` when asked; otherwise `failMissing` when `CI` is set in `environment`,
    /// `writeMissing` when not.
    public static func resolve(updating: Bool, environment: [String: String]) -> SnapshotUpdateMode {
        if updating { return .update }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .failMissing }
        return .writeMissing
    }
}
