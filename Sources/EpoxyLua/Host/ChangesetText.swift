import EpoxyCore
import Foundation

/// Changesets as the CLI prints them after a render: one line per kind of change, labelled
/// `inserts:`, `deletes:`, `updates:`, `moves:` and `duplicates:` (the words the CLI colours),
/// with Lua's 1-based indices (`section.item` for index paths) so they read like the tables
/// `diff` returns. What a render loop hands to the render log.
public enum ChangesetText {
    /// The changes of a flat list, or `no changes`.
    public static func describe(_ changeset: IndexChangeset) -> String {
        let lines = lines(
            inserts: changeset.inserts.map(index), deletes: changeset.deletes.map(index),
            updates: changeset.updates.map { pair($0.old, $0.new, index) },
            moves: changeset.moves.map { pair($0.old, $0.new, index) },
            duplicates: changeset.duplicates.map { $0.map(index) }, prefix: "")
        return lines.isEmpty ? "no changes" : lines.joined(separator: "\n")
    }

    /// The changes of sections (lines starting `sections`) then of their items (`items`), or `no changes`.
    public static func describe(_ changeset: SectionedChangeset) -> String {
        let sections = changeset.sectionChangeset
        let items = changeset.itemChangeset
        let lines = lines(
            inserts: sections.inserts.map(index), deletes: sections.deletes.map(index),
            updates: sections.updates.map { pair($0.old, $0.new, index) },
            moves: sections.moves.map { pair($0.old, $0.new, index) },
            duplicates: sections.duplicates.map { $0.map(index) }, prefix: "sections ")
            + self.lines(
                inserts: items.inserts.map(path), deletes: items.deletes.map(path),
                updates: items.updates.map { pair($0.old, $0.new, path) },
                moves: items.moves.map { pair($0.old, $0.new, path) },
                duplicates: items.duplicates.map { $0.map(path) }, prefix: "items ")
        return lines.isEmpty ? "no changes" : lines.joined(separator: "\n")
    }

    private static func lines(
        inserts: [String], deletes: [String], updates: [String], moves: [String], duplicates: [[String]], prefix: String
    ) -> [String] {
        let kinds = [
            ("inserts", inserts), ("deletes", deletes), ("updates", updates), ("moves", moves),
            ("duplicates", duplicates.map { "(" + $0.joined(separator: ", ") + ")" }),
        ]
        return kinds.compactMap { label, entries in
            entries.isEmpty ? nil : prefix + label + ": " + entries.joined(separator: ", ")
        }
    }

    private static func index(_ offset: Int) -> String { String(offset + 1) }

    private static func path(_ path: IndexPath) -> String { "\(path.section + 1).\(path.item + 1)" }

    private static func pair<Index>(_ old: Index, _ new: Index, _ format: (Index) -> String) -> String {
        format(old) + "→" + format(new)
    }
}
