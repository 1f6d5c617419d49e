import Budget
import EpoxyCore
import Foundation
import LuaRuntime

/// Converts changesets into the Lua tables: 1-based indices,
/// `{inserts=, deletes=, updates={{from=,to=}}, moves={{from=,to=}}, duplicates=, isEmpty=}`.
///
/// A changeset past the memory limit is not built: each index path becomes a Swift dictionary
/// and then a Lua table, about half a kilobyte (a 300,000-item insert held 370 MB while the Lua
/// side's limit was 64 MiB, found by the fuzzer). The budget is stopped instead and the result
/// left incomplete; the caller checks the budget (``WorkBudget/checkpoint()``) before using it.
enum ChangesetEncoding {
    /// What one entry costs once encoded, Swift and Lua sides together.
    private static let bytesPerIndex = 64
    private static let bytesPerIndexPath = 512

    static func table(_ changeset: IndexChangeset) -> LuaValue {
        table(
            inserts: changeset.inserts, deletes: changeset.deletes, updates: changeset.updates,
            moves: changeset.moves, duplicates: changeset.duplicates, isEmpty: changeset.isEmpty,
            bytesPerEntry: bytesPerIndex, encode: index)
    }

    static func table(_ changeset: IndexSetChangeset) -> LuaValue {
        table(
            inserts: Array(changeset.inserts), deletes: Array(changeset.deletes), updates: changeset.updates,
            moves: changeset.moves, duplicates: changeset.duplicates.map { Array($0) }, isEmpty: changeset.isEmpty,
            bytesPerEntry: bytesPerIndex, encode: index)
    }

    static func table(_ changeset: IndexPathChangeset) -> LuaValue {
        table(
            inserts: changeset.inserts, deletes: changeset.deletes, updates: changeset.updates,
            moves: changeset.moves, duplicates: changeset.duplicates, isEmpty: changeset.isEmpty,
            bytesPerEntry: bytesPerIndexPath, encode: indexPath)
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
        duplicates: [[Index]], isEmpty: Bool, bytesPerEntry: Int, encode: (Index) -> LuaValue
    ) -> LuaValue {
        let entries = inserts.count + deletes.count + 2 * (updates.count + moves.count) + duplicates.reduce(0) { $0 + $1.count }
        if WorkBudget.wouldExceedMemory(holding: entries * bytesPerEntry) { return .dictionary(["isEmpty": .boolean(isEmpty)]) }
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
