/// The diff's symbol table: an open-addressing hash table from identifier to entry number, where
/// entries are numbered 0, 1, 2… in insertion order.
///
/// It holds no identifiers: each entry keeps the hash its caller computed once and the offset
/// of the entry's first identifier in the caller's own array, and a probe asks the caller to
/// compare identifiers only when the hashes are equal. So identifiers are never copied into the
/// table, and `Dictionary`'s comparison on every occupied bucket it probes (what makes
/// `AnyHashable` identifiers slow: each comparison is a dynamic cast) never happens.
@usableFromInline
struct IdentifierTable {
    /// Entry number per bucket, or -1 when the bucket is empty.
    @usableFromInline var buckets: [Int]
    /// `buckets.count - 1`; the bucket count is a power of two.
    @usableFromInline var mask: Int
    /// The caller's offset of each entry's identifier.
    @usableFromInline var offsets: [Int]
    /// Hash value per entry.
    @usableFromInline var hashes: [Int]

    /// Creates a table that holds `capacity` identifiers at a load of at most one half.
    @inlinable
    init(capacity: Int) {
        var bucketCount = 16
        while bucketCount < capacity * 2 { bucketCount *= 2 }
        buckets = [Int](repeating: -1, count: bucketCount)
        mask = bucketCount - 1
        offsets = []
        offsets.reserveCapacity(capacity)
        hashes = []
        hashes.reserveCapacity(capacity)
    }

    /// The number of entries.
    @inlinable
    var count: Int { offsets.count }

    /// The entry of the identifier at `offset`, adding it as entry `count` when the table has
    /// no equal identifier yet.
    ///
    /// - Parameters:
    ///   - offset: Where the identifier is in the caller's array; kept for a new entry.
    ///   - hash: The identifier's hash (any hash that is equal for equal identifiers; the same
    ///     function for every call on one table).
    ///   - isSame: Whether the identifier at an entry's offset equals this one; asked only for
    ///     entries with the same hash.
    @inlinable
    mutating func entry(insertingIfAbsent offset: Int, hash: Int, isSame: (Int) -> Bool) -> Int {
        var bucket = hash & mask
        while true {
            let entry = buckets[bucket]
            if entry < 0 {
                let newEntry = offsets.count
                offsets.append(offset)
                hashes.append(hash)
                if (newEntry + 1) * 2 > buckets.count {
                    rehash(bucketCount: buckets.count * 2)
                } else {
                    buckets[bucket] = newEntry
                }
                return newEntry
            }
            if hashes[entry] == hash, isSame(offsets[entry]) { return entry }
            bucket = (bucket + 1) & mask
        }
    }

    /// The entry of an identifier with `hash` that `isSame` accepts (given an entry's offset,
    /// asked only for entries with the same hash), or -1 when there is none.
    @inlinable
    func entry(hash: Int, isSame: (Int) -> Bool) -> Int {
        var bucket = hash & mask
        while true {
            let entry = buckets[bucket]
            if entry < 0 { return -1 }
            if hashes[entry] == hash, isSame(offsets[entry]) { return entry }
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
