/// The identifiers of a collection of `Diffable`s as `DataIDKey`s with their hashes, read in one
/// pass: each `diffIdentifier` is asked for, converted and hashed exactly once per diff.
@usableFromInline
struct DiffableKeys {
    /// Key per offset.
    @usableFromInline let keys: ContiguousArray<DataIDKey>
    /// `payloadHash` of the key at each offset.
    @usableFromInline let hashes: ContiguousArray<Int>

    /// Reads the identifiers of `items`.
    @inlinable
    init<Items: Collection>(_ items: Items) where Items.Element: Diffable {
        var keys = ContiguousArray<DataIDKey>()
        var hashes = ContiguousArray<Int>()
        keys.reserveCapacity(items.count)
        hashes.reserveCapacity(items.count)
        for item in items {
            let key = DataIDKey(item.diffIdentifier)
            hashes.append(key.payloadHash)
            keys.append(key)
        }
        self.keys = keys
        self.hashes = hashes
    }
}
