/// The identifiers of a collection of `Diffable`s as `DataIDKey`s with their hashes, read in one
/// pass: each `diffIdentifier` is asked for, converted and hashed exactly once per diff.
///
/// While every identifier is an integer (the usual data ID of Swift callers) only the integers
/// are kept: a third of a key's bytes, and the diff's table compares them without a switch over
/// the key's cases. The first identifier of another kind turns them into keys.
@usableFromInline
struct DiffableKeys {
    /// The identifiers, as integers while every one is.
    @usableFromInline
    enum Storage {
        case integers(ContiguousArray<Int64>)
        case keys(ContiguousArray<DataIDKey>)
    }

    @usableFromInline let storage: Storage
    /// `payloadHash` of the key at each offset (an integer's `hashValue` for an integer).
    @usableFromInline let hashes: ContiguousArray<Int>

    /// Reads the identifiers of `items`.
    @inlinable
    init<Items: Collection>(_ items: Items) where Items.Element: Diffable {
        var integers = ContiguousArray<Int64>()
        var keys = ContiguousArray<DataIDKey>()
        var hashes = ContiguousArray<Int>()
        integers.reserveCapacity(items.count)
        hashes.reserveCapacity(items.count)
        for item in items {
            let key = DataIDKey(item.diffIdentifier)
            hashes.append(key.payloadHash)
            if keys.isEmpty, case .integer(let integer) = key {
                integers.append(integer)
                continue
            }
            if keys.isEmpty {
                keys = Self.keys(of: integers)
                keys.reserveCapacity(items.count)
                integers = []
            }
            keys.append(key)
        }
        self.storage = keys.isEmpty ? .integers(integers) : .keys(keys)
        self.hashes = hashes
    }

    /// Every identifier as a key.
    @inlinable
    var keys: ContiguousArray<DataIDKey> {
        switch storage {
        case .integers(let integers): Self.keys(of: integers)
        case .keys(let keys): keys
        }
    }

    @inlinable
    static func keys(of integers: ContiguousArray<Int64>) -> ContiguousArray<DataIDKey> {
        ContiguousArray(integers.lazy.map(DataIDKey.integer))
    }
}
