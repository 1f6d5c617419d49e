/// The diff's symbol table: an open-addressing hash table from identifier to entry number, where
/// entries are numbered 0, 1, 2… in insertion order.
///
/// It stores each entry's hash next to its identifier, so a probe compares identifiers only when
/// the hashes are equal. `Dictionary` compares keys on every occupied bucket it probes, which is
/// what makes `AnyHashable` identifiers slow (each comparison is a dynamic cast).
@usableFromInline
struct IdentifierTable<ID: Hashable> {
    /// Entry number per bucket, or -1 when the bucket is empty.
    @usableFromInline var buckets: [Int]
    /// `buckets.count - 1`; the bucket count is a power of two.
    @usableFromInline var mask: Int
    /// Identifier per entry.
    @usableFromInline var identifiers: [ID]
    /// Hash value per entry.
    @usableFromInline var hashes: [Int]

    /// Creates a table that holds `capacity` identifiers at a load of at most one half.
    @inlinable
    init(capacity: Int) {
        var bucketCount = 16
        while bucketCount < capacity * 2 { bucketCount *= 2 }
        buckets = [Int](repeating: -1, count: bucketCount)
        mask = bucketCount - 1
        identifiers = []
        identifiers.reserveCapacity(capacity)
        hashes = []
        hashes.reserveCapacity(capacity)
    }

    /// The number of entries.
    @inlinable
    var count: Int { identifiers.count }

    /// The entry of `identifier`, adding it as entry `count` when it is not in the table yet.
    @inlinable
    mutating func entry(insertingIfAbsent identifier: ID) -> Int {
        entry(insertingIfAbsent: identifier, hash: identifier.hashValue)
    }

    /// The entry of `identifier`, whose hash the caller computed once (any hash that is equal
    /// for equal identifiers), adding it as entry `count` when it is not in the table yet. Every
    /// call on one table must use the same hash function.
    @inlinable
    mutating func entry(insertingIfAbsent identifier: ID, hash: Int) -> Int {
        var bucket = hash & mask
        while true {
            let entry = buckets[bucket]
            if entry < 0 {
                let newEntry = identifiers.count
                identifiers.append(identifier)
                hashes.append(hash)
                if (newEntry + 1) * 2 > buckets.count {
                    rehash(bucketCount: buckets.count * 2)
                } else {
                    buckets[bucket] = newEntry
                }
                return newEntry
            }
            if hashes[entry] == hash, identifiers[entry] == identifier { return entry }
            bucket = (bucket + 1) & mask
        }
    }

    /// The entry of `identifier`, or -1 when it is not in the table.
    @inlinable
    func entry(of identifier: ID) -> Int {
        entry(of: identifier, hash: identifier.hashValue)
    }

    /// The entry of `identifier` with its precomputed `hash` (as given to
    /// `entry(insertingIfAbsent:hash:)`), or -1 when it is not in the table.
    @inlinable
    func entry(of identifier: ID, hash: Int) -> Int {
        var bucket = hash & mask
        while true {
            let entry = buckets[bucket]
            if entry < 0 { return -1 }
            if hashes[entry] == hash, identifiers[entry] == identifier { return entry }
            bucket = (bucket + 1) & mask
        }
    }

    /// Rebuilds the buckets at a new size from the stored hashes (no identifier is rehashed).
    @inlinable
    mutating func rehash(bucketCount: Int) {
        buckets = [Int](repeating: -1, count: bucketCount)
        mask = bucketCount - 1
        for (entry, hash) in hashes.enumerated() {
            var bucket = hash & mask
            while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = entry
        }
    }
}
