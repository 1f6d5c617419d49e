import EpoxyCore
import Foundation
import LuaRuntime

/// Converts changesets into the Lua tables: 1-based indices,
/// `{inserts=, deletes=, updates={{from=,to=}}, moves={{from=,to=}}, duplicates=, isEmpty=}`.
enum ChangesetEncoding {
    static func table(_ changeset: IndexChangeset) -> LuaValue {
        table(
            inserts: changeset.inserts, deletes: changeset.deletes, updates: changeset.updates,
            moves: changeset.moves, duplicates: changeset.duplicates, isEmpty: changeset.isEmpty, encode: index)
    }

    static func table(_ changeset: IndexSetChangeset) -> LuaValue {
        table(
            inserts: Array(changeset.inserts), deletes: Array(changeset.deletes), updates: changeset.updates,
            moves: changeset.moves, duplicates: changeset.duplicates.map { Array($0) }, isEmpty: changeset.isEmpty,
            encode: index)
    }

    static func table(_ changeset: IndexPathChangeset) -> LuaValue {
        table(
            inserts: changeset.inserts, deletes: changeset.deletes, updates: changeset.updates,
            moves: changeset.moves, duplicates: changeset.duplicates, isEmpty: changeset.isEmpty, encode: indexPath)
    }

    static func table(_ changeset: SectionedChangeset) -> LuaValue {
        .dictionary([
            "sections": table(changeset.sectionChangeset),
            "items": table(changeset.itemChangeset),
            "isEmpty": .boolean(changeset.isEmpty),
        ])
    }

    private static func table<Index>(
        inserts: [Index], deletes: [Index], updates: [(old: Index, new: Index)], moves: [(old: Index, new: Index)],
        duplicates: [[Index]], isEmpty: Bool, encode: (Index) -> LuaValue
    ) -> LuaValue {
        func pair(_ change: (old: Index, new: Index)) -> LuaValue {
            .dictionary(["from": encode(change.old), "to": encode(change.new)])
        }
        return .dictionary([
            "inserts": .array(inserts.map(encode)),
            "deletes": .array(deletes.map(encode)),
            "updates": .array(updates.map(pair)),
            "moves": .array(moves.map(pair)),
            "duplicates": .array(duplicates.map { .array($0.map(encode)) }),
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
}
