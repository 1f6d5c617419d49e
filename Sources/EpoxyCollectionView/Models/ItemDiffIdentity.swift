import EpoxyCore

/// What the collection's diff identifies an item by, as Epoxy's `ItemModel.diffIdentifier` does:
/// its data ID and the views it makes (view type and style, its ``ReuseIdentifier``). An item
/// whose kind or style changes under the same data ID is another item: deleted and inserted, not
/// updated in place.
///
/// Hashing reads the data ID alone, so the diff hashes what it hashed before (items of one data
/// ID and different kinds are rare, and share a bucket); equality compares both.
public struct ItemDiffIdentity: Hashable {
    /// The item's data ID, as the diff keys it.
    public let dataID: DataIDKey
    /// The views the item makes.
    public let reuseIdentifier: ReuseIdentifier

    /// The identity of `item`.
    public init(_ item: AnyItemModel) {
        dataID = item.dataIDKey
        reuseIdentifier = item.reuseIdentifier
    }

    /// Hashes the data ID only.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(dataID)
    }

    /// Same data ID and same views.
    public static func == (lhs: ItemDiffIdentity, rhs: ItemDiffIdentity) -> Bool {
        lhs.dataID == rhs.dataID && lhs.reuseIdentifier == rhs.reuseIdentifier
    }
}
