extension Collection where Element: Diffable, Index == Int {
    /// Diffs `other` (the old data) against this collection (the new data), pairing items by
    /// `diffIdentifier` and comparing matched pairs with `isDiffableItemEqual(to:)`.
    ///
    /// - Parameter other: The collection of old data.
    /// - Returns: The inserts, deletes, updates and moves that turn `other` into this collection.
    @inlinable
    public func makeChangeset(from other: Self) -> IndexChangeset {
        // Each identifier is asked for once, turned into a concrete key and hashed in one pass
        // per collection, before the symbol table is touched: hashing and comparing
        // `AnyHashable`s in the table cost more than the conversion, and the table's loops then
        // do no dynamic casts, so its cache misses overlap. Integer identifiers on both sides
        // are compared as integers.
        let oldKeys = DiffableKeys(other), newKeys = DiffableKeys(self)
        let oldStart = other.startIndex, newStart = startIndex
        func changeset<ID: Equatable>(_ old: ContiguousArray<ID>, _ new: ContiguousArray<ID>) -> IndexChangeset {
            HeckelDiff.changeset(
                oldCount: old.count, newIdentifiers: new,
                newHash: { newKeys.hashes[$0] }, oldIdentifier: { (old[$0], oldKeys.hashes[$0]) },
                isEqual: { other[oldStart &+ $0].isDiffableItemEqual(to: self[newStart &+ $1]) })
        }
        if case .integers(let old) = oldKeys.storage, case .integers(let new) = newKeys.storage {
            return changeset(old, new)
        }
        return changeset(oldKeys.keys, newKeys.keys)
    }

    /// Diffs `other` against this collection, returning positions as `[section, item]` paths.
    ///
    /// - Parameters:
    ///   - other: The collection of old data.
    ///   - fromSection: The section of the old data (used by deletes and the old side of pairs).
    ///   - toSection: The section of the new data (used by inserts, duplicates and the new side).
    @inlinable
    public func makeIndexPathChangeset(
        from other: Self,
        fromSection: Int = 0,
        toSection: Int = 0
    ) -> IndexPathChangeset {
        IndexPathChangeset(makeChangeset(from: other), fromSection: fromSection, toSection: toSection)
    }

    /// Diffs `other` against this collection, returning inserts, deletes and duplicates as
    /// `IndexSet`s.
    ///
    /// - Parameter other: The collection of old data.
    @inlinable
    public func makeIndexSetChangeset(from other: Self) -> IndexSetChangeset {
        IndexSetChangeset(makeChangeset(from: other))
    }
}

extension Collection where Element: DiffableSection, Index == Int {
    /// Diffs `other` (the old sections) against these sections: sections first, then the items of
    /// every pair of matched sections, including moved ones. Sections and items both take the
    /// `Diffable` path (`makeChangeset(from:)`).
    ///
    /// - Parameter other: The old sections.
    @inlinable
    public func makeSectionedChangeset(from other: Self) -> SectionedChangeset {
        let oldStart = other.startIndex, newStart = startIndex
        return SectionedChangeset(sections: makeChangeset(from: other)) { oldSection, newSection in
            self[newStart &+ newSection].diffableItems.makeChangeset(
                from: other[oldStart &+ oldSection].diffableItems)
        }
    }
}
