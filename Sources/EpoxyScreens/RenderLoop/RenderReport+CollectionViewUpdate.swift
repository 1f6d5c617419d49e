import EpoxyCollectionView
import EpoxyCore

extension RenderReport {
    /// A report of a collection update: its section changes (scope `sections`) and item
    /// changes (scope `items`), both by dataID as snapshots print them. An item deleted and
    /// inserted under one dataID in one section (its kind or style changed, so it is another
    /// item, as in Epoxy) is `replaced`, as a bar whose style changes is.
    public init(cause: String, update: CollectionViewUpdate, warnings: [String] = []) {
        let sections = update.sections, items = update.items
        let replaced = Set(items.deleted).intersection(items.inserted)
        self.init(
            cause: cause,
            changes: [
                Change(
                    scope: "sections",
                    inserted: sections.inserted.map(DataIDFormatter.string(for:)),
                    deleted: sections.deleted.map(DataIDFormatter.string(for:)),
                    moved: sections.moved.map(DataIDFormatter.string(for:)),
                    updated: sections.updated.map(DataIDFormatter.string(for:))),
                Change(
                    scope: "items",
                    inserted: items.inserted.filter { !replaced.contains($0) }.map { DataIDFormatter.string(for: $0.dataID) },
                    deleted: items.deleted.filter { !replaced.contains($0) }.map { DataIDFormatter.string(for: $0.dataID) },
                    moved: items.moved.map { DataIDFormatter.string(for: $0.dataID) },
                    updated: items.updated.map { DataIDFormatter.string(for: $0.dataID) },
                    replaced: items.inserted.filter { replaced.contains($0) }.map { DataIDFormatter.string(for: $0.dataID) }),
            ],
            warnings: warnings)
    }
}
