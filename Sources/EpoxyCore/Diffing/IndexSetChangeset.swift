import Foundation

/// An `IndexChangeset` whose inserts, deletes and duplicates are `IndexSet`s, the form a
/// collection view's section updates take.
public struct IndexSetChangeset: Sendable, Equatable {
    /// Creates a changeset from its parts.
    public init(
        inserts: IndexSet = [],
        deletes: IndexSet = [],
        updates: [(old: Int, new: Int)] = [],
        moves: [(old: Int, new: Int)] = [],
        newIndices: [Int?] = [],
        duplicates: [IndexSet] = []
    ) {
        self.inserts = inserts
        self.deletes = deletes
        self.updates = updates
        self.moves = moves
        self.newIndices = newIndices
        self.duplicates = duplicates
    }

    /// Creates the `IndexSet` form of an index changeset.
    public init(_ changeset: IndexChangeset) {
        self.init(
            inserts: IndexSet(changeset.inserts),
            deletes: IndexSet(changeset.deletes),
            updates: changeset.updates,
            moves: changeset.moves,
            newIndices: changeset.newIndices,
            duplicates: changeset.duplicates.map { IndexSet($0) })
    }

    /// New offsets of inserted elements.
    public var inserts: IndexSet

    /// Old offsets of deleted elements.
    public var deletes: IndexSet

    /// Matched pairs whose content differs, as (old offset, new offset), ordered by new offset.
    public var updates: [(old: Int, new: Int)]

    /// Matched pairs that moved, as (old offset, new offset), ordered by new offset.
    public var moves: [(old: Int, new: Int)]

    /// For each old offset, the new offset of its counterpart, or `nil` when it was deleted.
    public var newIndices: [Int?]

    /// For each identifier repeated in the new collection, the new offsets sharing it.
    public var duplicates: [IndexSet]

    /// Whether there are no inserts, deletes, updates or moves.
    public var isEmpty: Bool {
        inserts.isEmpty && deletes.isEmpty && updates.isEmpty && moves.isEmpty
    }

    /// Whether two changesets hold the same changes (tuple arrays are compared element-wise).
    public static func == (lhs: IndexSetChangeset, rhs: IndexSetChangeset) -> Bool {
        lhs.inserts == rhs.inserts
            && lhs.deletes == rhs.deletes
            && lhs.updates.elementsEqual(rhs.updates, by: ==)
            && lhs.moves.elementsEqual(rhs.moves, by: ==)
            && lhs.newIndices == rhs.newIndices
            && lhs.duplicates == rhs.duplicates
    }
}
