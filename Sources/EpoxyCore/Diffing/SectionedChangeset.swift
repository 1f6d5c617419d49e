/// The changes between two arrays of sections: the sections' own changes, and the item changes
/// inside every pair of matched sections.
public struct SectionedChangeset: Sendable, Equatable {
    /// Creates a changeset from its parts.
    public init(sectionChangeset: IndexSetChangeset, itemChangeset: IndexPathChangeset) {
        self.sectionChangeset = sectionChangeset
        self.itemChangeset = itemChangeset
    }

    /// Inserted, deleted, updated and moved sections.
    public var sectionChangeset: IndexSetChangeset

    /// Item changes of all matched sections, in old-section order. Deletes, and the old side of
    /// updates and moves, use old section offsets; inserts, duplicates and the new side use new
    /// ones. Items of inserted or deleted sections are not listed.
    public var itemChangeset: IndexPathChangeset

    /// Whether neither sections nor items changed.
    public var isEmpty: Bool {
        sectionChangeset.isEmpty && itemChangeset.isEmpty
    }
}

extension SectionedChangeset {
    /// The changeset of a section diff and of the items of every pair of matched sections
    /// (moved ones included), gathered in old-section order.
    ///
    /// - Parameters:
    ///   - sections: The changes of the sections.
    ///   - itemChangeset: Diffs the items of the old section at an offset against those of its
    ///     matched new section, as `itemChangeset(oldSection, newSection)`.
    @usableFromInline
    init(sections: IndexChangeset, itemChangeset: (_ oldSection: Int, _ newSection: Int) -> IndexChangeset) {
        var items = IndexPathChangeset()
        for (oldSection, newSection) in sections.newIndices.enumerated() {
            guard let newSection else { continue }
            items += IndexPathChangeset(
                itemChangeset(oldSection, newSection), fromSection: oldSection, toSection: newSection)
        }
        self.init(sectionChangeset: IndexSetChangeset(sections), itemChangeset: items)
    }
}
