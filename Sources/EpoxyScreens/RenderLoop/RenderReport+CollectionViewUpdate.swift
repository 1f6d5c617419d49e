import EpoxyCollectionView

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
                    inserted: sections.inserted.map(StageSnapshot.describe),
                    deleted: sections.deleted.map(StageSnapshot.describe),
                    moved: sections.moved.map(StageSnapshot.describe),
                    updated: sections.updated.map(StageSnapshot.describe)),
                Change(
                    scope: "items",
                    inserted: items.inserted.map { StageSnapshot.describe($0.dataID) },
                    deleted: items.deleted.map { StageSnapshot.describe($0.dataID) },
                    moved: items.moved.map { StageSnapshot.describe($0.dataID) },
                    updated: items.updated.map { StageSnapshot.describe($0.dataID) }),
            ],
            warnings: warnings)
    }
}
