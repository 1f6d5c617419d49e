import EpoxyCollectionView
import EpoxyCore

extension RenderReport {
    /// A report of a collection update: its section changes (scope `sections`), item changes
    /// (scope `items`) and header and footer changes (scope `supplementaryItems`), by dataID as
    /// snapshots print them.
    public init(cause: String, update: CollectionViewUpdate, warnings: [String] = []) {
        let sections = update.sections
        self.init(
            cause: cause,
            changes: [
                Change(
                    scope: "sections",
                    inserted: sections.inserted.map(DataIDFormatter.string(for:)),
                    deleted: sections.deleted.map(DataIDFormatter.string(for:)),
                    moved: sections.moved.map(DataIDFormatter.string(for:))),
                Self.change(scope: "items", update.items),
                Self.change(scope: "supplementaryItems", update.supplementaryItems),
            ],
            warnings: warnings)
    }

    /// The changes of elements told by section and dataID. One deleted and inserted under one
    /// dataID in one section (its kind or style changed, so it is another element, as in Epoxy)
    /// is `replaced`, as a bar whose style changes is.
    private static func change(scope: String, _ changes: DataIDChangeset<ItemPath>) -> Change {
        let replaced = Set(changes.deleted).intersection(changes.inserted)
        func names(_ paths: [ItemPath]) -> [String] { paths.map { DataIDFormatter.string(for: $0.dataID) } }
        return Change(
            scope: scope,
            inserted: names(changes.inserted.filter { !replaced.contains($0) }),
            deleted: names(changes.deleted.filter { !replaced.contains($0) }),
            moved: names(changes.moved),
            updated: names(changes.updated),
            replaced: names(changes.inserted.filter { replaced.contains($0) }))
    }
}
