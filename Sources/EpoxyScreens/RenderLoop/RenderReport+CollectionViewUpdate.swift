import EpoxyCollectionView
import EpoxyCore

extension RenderReport {
    /// A report of a collection update: its section changes (scope `sections`) and item
    /// changes (scope `items`), both by dataID as snapshots print them.
    public init(cause: String, update: CollectionViewUpdate, warnings: [String] = []) {
        let sections = update.sections, items = update.items
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
                    inserted: items.inserted.map { DataIDFormatter.string(for: $0.dataID) },
                    deleted: items.deleted.map { DataIDFormatter.string(for: $0.dataID) },
                    moved: items.moved.map { DataIDFormatter.string(for: $0.dataID) },
                    updated: items.updated.map { DataIDFormatter.string(for: $0.dataID) }),
            ],
            warnings: warnings)
    }
}
