extension Collection where Element: Diffable, Index == Int {
    /// Diffs `other` (the old data) against this collection (the new data), pairing items by
    /// `diffIdentifier` and comparing matched pairs with `isDiffableItemEqual(to:)`.
    ///
    /// - Parameter other: The collection of old data.
    /// - Returns: The inserts, deletes, updates and moves that turn `other` into this collection.
    @inlinable
    public func makeChangeset(from other: Self) -> IndexChangeset {
        // Contiguous copies give O(1) offset access whatever the collection type is. Each
        // identifier is asked for once and turned into a concrete key: hashing and comparing
        // `AnyHashable`s in the symbol table cost more than the conversion.
        let old = ContiguousArray(other), new = ContiguousArray(self)
        let oldKeys = ContiguousArray(old.lazy.map { DataIDKey($0.diffIdentifier) })
        let newKeys = ContiguousArray(new.lazy.map { DataIDKey($0.diffIdentifier) })
        return HeckelDiff.changeset(
            oldCount: old.count, newCount: new.count,
            oldIdentifier: { oldKeys[$0] }, newIdentifier: { newKeys[$0] },
            isEqual: { old[$0].isDiffableItemEqual(to: new[$1]) })
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
    /// every pair of matched sections, including moved ones.
    ///
    /// - Parameter other: The old sections.
    @inlinable
    public func makeSectionedChangeset(from other: Self) -> SectionedChangeset {
        EpoxyCore.makeSectionedChangeset(
            from: ContiguousArray(other),
            to: ContiguousArray(self),
            sectionIdentifiedBy: { $0.diffIdentifier },
            isSectionEqual: { $0.isDiffableItemEqual(to: $1) },
            itemsOf: { ContiguousArray($0.diffableItems) },
            itemIdentifiedBy: { $0.diffIdentifier },
            isItemEqual: { $0.isDiffableItemEqual(to: $1) })
    }
}
