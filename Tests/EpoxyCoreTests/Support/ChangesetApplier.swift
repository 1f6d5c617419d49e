import EpoxyCore

/// Applies a changeset the way a UICollectionView batch update reads it, to check changesets.
///
/// In a batch update, deletes and the old side of moves and updates refer to the old data;
/// inserts and the new side of moves refer to the new data. Items that are neither deleted nor
/// moved keep their relative order and fill the slots no insert or move claims. Reloads
/// (`updates`) then refresh the content of the item that ended up at the new offset.
enum ChangesetApplier {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Returns `old` transformed by `changeset`, taking inserted and updated elements from `new`;
    /// throws when the changeset is malformed (offsets out of range, an offset used twice, a slot
    /// left empty, or an update pointing at an item that did not land there).
    static func apply<Element>(
        _ changeset: IndexChangeset,
        old: [Element],
        new: [Element],
        sameIdentity: (Element, Element) -> Bool
    ) throws -> [Element] {
        func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
            if !condition { throw Failure(description: message()) }
        }

        var oldUsed = [Bool](repeating: false, count: old.count)
        for offset in changeset.deletes + changeset.moves.map(\.old) {
            try require(old.indices.contains(offset), "old offset \(offset) out of range")
            try require(!oldUsed[offset], "old offset \(offset) deleted or moved twice")
            oldUsed[offset] = true
        }
        var slots = [Element?](repeating: nil, count: new.count)
        for offset in changeset.inserts {
            try require(new.indices.contains(offset), "insert \(offset) out of range")
            try require(slots[offset] == nil, "new offset \(offset) claimed twice")
            slots[offset] = new[offset]
        }
        for move in changeset.moves {
            try require(new.indices.contains(move.new), "move target \(move.new) out of range")
            try require(slots[move.new] == nil, "new offset \(move.new) claimed twice")
            slots[move.new] = old[move.old]
        }
        var staying = old.indices.filter { !oldUsed[$0] }.makeIterator()
        for offset in slots.indices where slots[offset] == nil {
            guard let next = staying.next() else { throw Failure(description: "slot \(offset) left empty") }
            slots[offset] = old[next]
        }
        try require(staying.next() == nil, "more surviving items than free slots")

        var result = slots.compactMap { $0 }
        for update in changeset.updates {
            try require(old.indices.contains(update.old), "update old offset \(update.old) out of range")
            try require(result.indices.contains(update.new), "update new offset \(update.new) out of range")
            try require(
                sameIdentity(result[update.new], old[update.old]),
                "update (\(update.old), \(update.new)) does not point at the item that landed there")
            result[update.new] = new[update.new]
        }
        return result
    }

    /// The item changes of one pair of matched sections, as an index changeset.
    static func itemChangeset(_ changeset: IndexPathChangeset, fromSection: Int, toSection: Int) -> IndexChangeset {
        IndexChangeset(
            inserts: changeset.inserts.filter { $0[0] == toSection }.map { $0[1] },
            deletes: changeset.deletes.filter { $0[0] == fromSection }.map { $0[1] },
            updates: changeset.updates
                .filter { $0.old[0] == fromSection && $0.new[0] == toSection }
                .map { (old: $0.old[1], new: $0.new[1]) },
            moves: changeset.moves
                .filter { $0.old[0] == fromSection && $0.new[0] == toSection }
                .map { (old: $0.old[1], new: $0.new[1]) })
    }
}
