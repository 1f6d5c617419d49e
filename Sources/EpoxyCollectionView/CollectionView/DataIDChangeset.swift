/// A changeset told by identity rather than index: what was inserted, deleted, updated (content
/// changed) and moved, each in the order the index changeset lists them.
public struct DataIDChangeset<Identifier: Hashable>: Hashable {
    /// Identities of inserted elements, in new order.
    public var inserted: [Identifier]
    /// Identities of deleted elements, in old order.
    public var deleted: [Identifier]
    /// Identities of matched elements whose content changed.
    public var updated: [Identifier]
    /// Identities of matched elements that moved.
    public var moved: [Identifier]

    /// Creates a changeset.
    public init(inserted: [Identifier] = [], deleted: [Identifier] = [], updated: [Identifier] = [], moved: [Identifier] = []) {
        self.inserted = inserted
        self.deleted = deleted
        self.updated = updated
        self.moved = moved
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        inserted.isEmpty && deleted.isEmpty && updated.isEmpty && moved.isEmpty
    }
}
