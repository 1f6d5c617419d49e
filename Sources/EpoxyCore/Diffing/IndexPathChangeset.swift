import Foundation

/// The inserts, deletes, updates and moves between two collections of items, with positions as
/// `IndexPath`s (`[section, item]`): old paths refer to the old data, new paths to the new data.
public struct IndexPathChangeset: Sendable, Equatable {
    /// Creates a changeset from its parts.
    public init(
        inserts: [IndexPath] = [],
        deletes: [IndexPath] = [],
        updates: [(old: IndexPath, new: IndexPath)] = [],
        moves: [(old: IndexPath, new: IndexPath)] = [],
        duplicates: [[IndexPath]] = []
    ) {
        self.inserts = inserts
        self.deletes = deletes
        self.updates = updates
        self.moves = moves
        self.duplicates = duplicates
    }

    /// New paths of inserted items.
    public var inserts: [IndexPath]

    /// Old paths of deleted items.
    public var deletes: [IndexPath]

    /// Matched pairs whose content differs, as (old path, new path).
    public var updates: [(old: IndexPath, new: IndexPath)]

    /// Matched pairs that moved, as (old path, new path).
    public var moves: [(old: IndexPath, new: IndexPath)]

    /// For each identifier repeated within a section of the new data, the new paths sharing it.
    public var duplicates: [[IndexPath]]

    /// Whether there are no inserts, deletes, updates or moves.
    public var isEmpty: Bool {
        inserts.isEmpty && deletes.isEmpty && updates.isEmpty && moves.isEmpty
    }

    /// Appends the changes of `right` to `left` (used to gather the changes of every section).
    public static func += (left: inout IndexPathChangeset, right: IndexPathChangeset) {
        left.inserts += right.inserts
        left.deletes += right.deletes
        left.updates += right.updates
        left.moves += right.moves
        left.duplicates += right.duplicates
    }

    /// Whether two changesets hold the same changes (tuple arrays are compared element-wise).
    public static func == (lhs: IndexPathChangeset, rhs: IndexPathChangeset) -> Bool {
        lhs.inserts == rhs.inserts
            && lhs.deletes == rhs.deletes
            && lhs.updates.elementsEqual(rhs.updates, by: ==)
            && lhs.moves.elementsEqual(rhs.moves, by: ==)
            && lhs.duplicates == rhs.duplicates
    }
}

extension IndexPathChangeset {
    /// The index-path form of an index changeset whose old offsets lie in `fromSection` and new
    /// offsets in `toSection`.
    public init(_ changeset: IndexChangeset, fromSection: Int, toSection: Int) {
        self.init(
            inserts: changeset.inserts.map { IndexPath(item: $0, section: toSection) },
            deletes: changeset.deletes.map { IndexPath(item: $0, section: fromSection) },
            updates: changeset.updates.map {
                (old: IndexPath(item: $0.old, section: fromSection), new: IndexPath(item: $0.new, section: toSection))
            },
            moves: changeset.moves.map {
                (old: IndexPath(item: $0.old, section: fromSection), new: IndexPath(item: $0.new, section: toSection))
            },
            duplicates: changeset.duplicates.map { offsets in
                offsets.map { IndexPath(item: $0, section: toSection) }
            })
    }
}
