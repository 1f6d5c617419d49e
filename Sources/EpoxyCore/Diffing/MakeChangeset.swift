/// Diffs two collections of any element type, pairing elements by an identifier you choose.
///
/// This is the fast entry for callers with their own identity (e.g. the Lua bindings): the
/// identifier type is concrete, so it is hashed without `AnyHashable` boxing, and the algorithm is
/// specialized for it. Results follow Epoxy's rules exactly (see `Collection.makeChangeset(from:)`).
///
/// ```swift
/// let changeset = makeChangeset(from: oldRows, to: newRows, identifiedBy: \.id, isEqual: ==)
/// ```
///
/// - Parameters:
///   - old: The collection before the change.
///   - new: The collection after the change.
///   - identifiedBy: Returns an element's identity; called once per element.
///   - isEqual: Whether an old element's content equals its matched new element's
///     (called as `isEqual(old, new)`, only for matched pairs).
/// - Returns: The changes from `old` to `new`, with 0-based offsets.
@inlinable
public func makeChangeset<C: RandomAccessCollection, ID: Hashable>(
    from old: C,
    to new: C,
    identifiedBy: (C.Element) -> ID,
    isEqual: (C.Element, C.Element) -> Bool
) -> IndexChangeset {
    HeckelDiff.changeset(from: old, to: new, identifiedBy: identifiedBy, isEqual: isEqual)
}

/// Diffs two collections of sections of items, pairing sections and items by identifiers you
/// choose: sections are diffed first, then the items of every pair of matched sections (moved
/// ones included). Items of inserted or deleted sections are not reported as item changes.
///
/// - Parameters:
///   - old: The sections before the change.
///   - new: The sections after the change.
///   - sectionIdentifiedBy: Returns a section's identity.
///   - isSectionEqual: Whether an old section's own content equals its matched new section's.
///   - itemsOf: Returns a section's items.
///   - itemIdentifiedBy: Returns an item's identity (unique within its section).
///   - isItemEqual: Whether an old item's content equals its matched new item's.
/// - Returns: The section changes and the item changes of all matched sections.
@inlinable
public func makeSectionedChangeset<
    Sections: RandomAccessCollection,
    Items: RandomAccessCollection,
    SectionID: Hashable,
    ItemID: Hashable
>(
    from old: Sections,
    to new: Sections,
    sectionIdentifiedBy: (Sections.Element) -> SectionID,
    isSectionEqual: (Sections.Element, Sections.Element) -> Bool,
    itemsOf: (Sections.Element) -> Items,
    itemIdentifiedBy: (Items.Element) -> ItemID,
    isItemEqual: (Items.Element, Items.Element) -> Bool
) -> SectionedChangeset {
    let sectionChangeset = HeckelDiff.changeset(
        from: old, to: new, identifiedBy: sectionIdentifiedBy, isEqual: isSectionEqual)
    return SectionedChangeset(sections: sectionChangeset) { oldSection, newSection in
        HeckelDiff.changeset(
            from: itemsOf(old[old.index(old.startIndex, offsetBy: oldSection)]),
            to: itemsOf(new[new.index(new.startIndex, offsetBy: newSection)]),
            identifiedBy: itemIdentifiedBy,
            isEqual: isItemEqual)
    }
}
