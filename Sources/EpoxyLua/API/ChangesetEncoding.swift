import EpoxyCore
import Foundation

/// Converts changesets into the Lua tables of DESIGN §5: 1-based indices,
/// `{inserts=, deletes=, updates={{from=,to=}}, moves={{from=,to=}}, duplicates=, isEmpty=}`.
enum ChangesetEncoding {
    static func table(_ changeset: IndexChangeset) -> LuaValue {
        table(
            inserts: changeset.inserts.map(index),
            deletes: changeset.deletes.map(index),
            updates: changeset.updates.map { pair(index($0.old), index($0.new)) },
            moves: changeset.moves.map { pair(index($0.old), index($0.new)) },
            duplicates: changeset.duplicates.map { .array($0.map(index)) },
            isEmpty: changeset.isEmpty)
    }

    static func table(_ changeset: IndexSetChangeset) -> LuaValue {
        table(
            inserts: changeset.inserts.map(index),
            deletes: changeset.deletes.map(index),
            updates: changeset.updates.map { pair(index($0.old), index($0.new)) },
            moves: changeset.moves.map { pair(index($0.old), index($0.new)) },
            duplicates: changeset.duplicates.map { .array($0.map(index)) },
            isEmpty: changeset.isEmpty)
    }

    static func table(_ changeset: IndexPathChangeset) -> LuaValue {
        table(
            inserts: changeset.inserts.map(indexPath),
            deletes: changeset.deletes.map(indexPath),
            updates: changeset.updates.map { pair(indexPath($0.old), indexPath($0.new)) },
            moves: changeset.moves.map { pair(indexPath($0.old), indexPath($0.new)) },
            duplicates: changeset.duplicates.map { .array($0.map(indexPath)) },
            isEmpty: changeset.isEmpty)
    }

    static func table(_ changeset: SectionedChangeset) -> LuaValue {
        .dictionary([
            "sections": table(changeset.sectionChangeset),
            "items": table(changeset.itemChangeset),
            "isEmpty": .boolean(changeset.isEmpty),
        ])
    }

    private static func table(
        inserts: [LuaValue], deletes: [LuaValue], updates: [LuaValue], moves: [LuaValue],
        duplicates: [LuaValue], isEmpty: Bool
    ) -> LuaValue {
        .dictionary([
            "inserts": .array(inserts),
            "deletes": .array(deletes),
            "updates": .array(updates),
            "moves": .array(moves),
            "duplicates": .array(duplicates),
            "isEmpty": .boolean(isEmpty),
        ])
    }

    /// A 0-based Swift index as a 1-based Lua index.
    private static func index(_ offset: Int) -> LuaValue {
        .integer(Int64(offset) + 1)
    }

    private static func indexPath(_ path: IndexPath) -> LuaValue {
        .dictionary(["section": index(path.section), "item": index(path.item)])
    }

    private static func pair(_ from: LuaValue, _ to: LuaValue) -> LuaValue {
        .dictionary(["from": from, "to": to])
    }
}
