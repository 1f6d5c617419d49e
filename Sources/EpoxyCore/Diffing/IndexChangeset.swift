/// The inserts, deletes, updates and moves that turn an old collection into a new one, as
/// integer offsets. Old offsets refer to the old collection, new offsets to the new one — the
/// way a batch update of a collection view reads them.
public struct IndexChangeset: Sendable, Equatable {
    /// Creates a changeset from its parts.
    public init(
        inserts: [Int] = [],
        deletes: [Int] = [],
        updates: [(old: Int, new: Int)] = [],
        moves: [(old: Int, new: Int)] = [],
        newIndices: [Int?] = [],
        duplicates: [[Int]] = []
    ) {
        self.inserts = inserts
        self.deletes = deletes
        self.updates = updates
        self.moves = moves
        self.newIndices = newIndices
        self.duplicates = duplicates
    }

    /// Offsets in the new collection of items with no counterpart in the old one, ascending.
    public var inserts: [Int]

    /// Offsets in the old collection of items with no counterpart in the new one, ascending.
    public var deletes: [Int]

    /// Matched pairs whose content differs, as (old offset, new offset), ordered by new offset.
    public var updates: [(old: Int, new: Int)]

    /// Matched pairs whose position changed beyond what the inserts and deletes before them
    /// explain, as (old offset, new offset), ordered by new offset.
    public var moves: [(old: Int, new: Int)]

    /// For each old offset, the new offset of its counterpart, or `nil` when it was deleted.
    public var newIndices: [Int?]

    /// For each identifier that occurs more than once in the new collection, the new offsets
    /// sharing it (ascending). Lists are ordered by where each identifier's second occurrence is.
    /// Duplicates are matched as well as possible but make identity ambiguous; avoid them.
    public var duplicates: [[Int]]

    /// Whether there are no inserts, deletes, updates or moves.
    public var isEmpty: Bool {
        inserts.isEmpty && deletes.isEmpty && updates.isEmpty && moves.isEmpty
    }

    /// Whether two changesets hold the same changes (tuple arrays are compared element-wise).
    public static func == (lhs: IndexChangeset, rhs: IndexChangeset) -> Bool {
        lhs.inserts == rhs.inserts
            && lhs.deletes == rhs.deletes
            && lhs.updates.elementsEqual(rhs.updates, by: ==)
            && lhs.moves.elementsEqual(rhs.moves, by: ==)
            && lhs.newIndices == rhs.newIndices
            && lhs.duplicates == rhs.duplicates
    }
}
