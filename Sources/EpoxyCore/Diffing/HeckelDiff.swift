import Budget

/// Paul Heckel's linear-time diff ("A technique for isolating differences between files", 1978),
/// with Epoxy's rules for updates, moves and duplicate identifiers.
///
/// The symbol table (`IdentifierTable`) maps identifiers to entry numbers; everything else is flat
/// `Int` arrays indexed by entry, old offset or new offset, so identifiers are hashed once per element, content
/// is compared only for matched pairs, and no per-element object is allocated. Everything is
/// `@inlinable` so callers in other modules get it specialized for their identifier type.
@usableFromInline
enum HeckelDiff {
    /// Diffs `old` against `new`.
    ///
    /// Rules (Epoxy's):
    /// - elements pair up by identifier; the k-th new occurrence of an identifier takes its k-th
    ///   old occurrence; unpaired new elements are inserts, unpaired old elements deletes;
    /// - a pair is an update when `isEqual(old, new)` is false for any pair sharing its
    ///   identifier (Epoxy keeps one "updated" flag per identifier);
    /// - a pair is a move when old offset − deletes before it + inserts before its new offset
    ///   differs from its new offset;
    /// - `duplicates` lists the new offsets of every identifier repeated in `new`.
    @inlinable
    static func changeset<C: RandomAccessCollection, ID: Hashable>(
        from old: C,
        to new: C,
        identifiedBy identify: (C.Element) -> ID,
        isEqual: (C.Element, C.Element) -> Bool
    ) -> IndexChangeset {
        // Buffers index without bounds checks or index arithmetic (arrays, the usual input).
        let contiguous = old.withContiguousStorageIfAvailable { oldBuffer in
            new.withContiguousStorageIfAvailable { newBuffer in
                changeset(
                    oldCount: oldBuffer.count, newCount: newBuffer.count,
                    identifyOld: { identify(oldBuffer[$0]) },
                    identifyNew: { identify(newBuffer[$0]) },
                    isEqual: { isEqual(oldBuffer[$0], newBuffer[$1]) })
            }
        }
        if let contiguous, let result = contiguous { return result }
        func element(_ offset: Int, of collection: C) -> C.Element {
            collection[collection.index(collection.startIndex, offsetBy: offset)]
        }
        return changeset(
            oldCount: old.count, newCount: new.count,
            identifyOld: { identify(element($0, of: old)) },
            identifyNew: { identify(element($0, of: new)) },
            isEqual: { isEqual(element($0, of: old), element($1, of: new)) })
    }

    /// Diffs `oldCount` elements against `newCount`, told by offset: `identifyOld(i)` and
    /// `identifyNew(i)` are called once per offset and hashed with `hashValue`, `isEqual(old,
    /// new)` compares a matched pair. Same rules as the collection form.
    @inlinable
    static func changeset<ID: Hashable>(
        oldCount: Int,
        newCount: Int,
        identifyOld: (Int) -> ID,
        identifyNew: (Int) -> ID,
        isEqual: (Int, Int) -> Bool
    ) -> IndexChangeset {
        // New identifiers are kept for the table's comparisons; old ones are looked up once.
        var newIdentifiers = ContiguousArray<ID>()
        newIdentifiers.reserveCapacity(newCount)
        var meter = WorkMeter(interval: 1024)
        for offset in 0..<newCount {
            if meter.isExceeded() { return replacingEverything(oldCount: oldCount, newCount: newCount) }
            newIdentifiers.append(identifyNew(offset))
        }
        return changeset(
            oldCount: oldCount, newIdentifiers: newIdentifiers,
            newHash: { newIdentifiers[$0].hashValue },
            oldIdentifier: { offset in
                let identifier = identifyOld(offset)
                return (identifier, identifier.hashValue)
            },
            isEqual: isEqual)
    }

    /// Diffs `oldCount` old elements against new elements told by their identifiers, read
    /// once by the caller: `newHash(i)` hashes the new identifier at an offset, `oldIdentifier(i)`
    /// gives an old element's identifier with its hash (each is called once per offset; one hash
    /// function for both, equal for equal identifiers), `isEqual(old, new)` compares a matched
    /// pair. Same rules as the collection form.
    @inlinable
    static func changeset<ID: Equatable>(
        oldCount: Int,
        newIdentifiers: ContiguousArray<ID>,
        newHash: (Int) -> Int,
        oldIdentifier: (Int) -> (identifier: ID, hash: Int),
        isEqual: (Int, Int) -> Bool
    ) -> IndexChangeset {
        let newCount = newIdentifiers.count

        // Entries are numbered by the first new occurrence of their identifier; the table holds
        // that offset and compares identifiers here, in place.
        var table = IdentifierTable(capacity: newCount)
        var entryOfNew = [Int]()
        entryOfNew.reserveCapacity(newCount)
        var newOccurrences = [Int]()
        newOccurrences.reserveCapacity(newCount)
        var duplicatedEntries = [Int]()
        var nextOldOfSameEntry = [Int]()
        nextOldOfSameEntry.reserveCapacity(oldCount)
        // A spent budget ends the diff with a changeset that is valid, but not minimal
        // (replace everything); the host raises the limit error before anyone relies on it.
        var meter = WorkMeter(interval: 1024)
        for newOffset in 0..<newCount {
            if meter.isExceeded() { return replacingEverything(oldCount: oldCount, newCount: newCount) }
            let entry = table.entry(insertingIfAbsent: newOffset, hash: newHash(newOffset)) {
                newIdentifiers[$0] == newIdentifiers[newOffset]
            }
            if entry == newOccurrences.count {
                newOccurrences.append(1)
            } else {
                newOccurrences[entry] += 1
                if newOccurrences[entry] == 2 { duplicatedEntries.append(entry) }
            }
            entryOfNew.append(entry)
        }
        // The array first holds each old element's entry, then (below) the next old offset of
        // the same entry.
        for oldOffset in 0..<oldCount {
            if meter.isExceeded() { return replacingEverything(oldCount: oldCount, newCount: newCount) }
            let (identifier, hash) = oldIdentifier(oldOffset)
            nextOldOfSameEntry.append(table.entry(hash: hash) { newIdentifiers[$0] == identifier })
        }
        let entryCount = newOccurrences.count

        // Old offsets of each entry as a singly linked list in ascending order (filled back to
        // front).
        var firstUnmatchedOld = [Int](repeating: -1, count: entryCount)
        var oldOffset = oldCount - 1
        while oldOffset >= 0 {
            let entry = nextOldOfSameEntry[oldOffset]
            if entry >= 0 {
                nextOldOfSameEntry[oldOffset] = firstUnmatchedOld[entry]
                firstUnmatchedOld[entry] = oldOffset
            }
            oldOffset -= 1
        }

        // Pair each new element with the earliest unmatched old element of its entry.
        var oldOfNew = [Int](repeating: -1, count: newCount)
        var newOfOld = [Int](repeating: -1, count: oldCount)
        var isEntryUpdated = [Bool](repeating: false, count: entryCount)
        for newOffset in 0..<newCount {
            if meter.isExceeded() { return replacingEverything(oldCount: oldCount, newCount: newCount) }
            let entry = entryOfNew[newOffset]
            let matchedOld = firstUnmatchedOld[entry]
            if matchedOld >= 0 {
                firstUnmatchedOld[entry] = nextOldOfSameEntry[matchedOld]
                oldOfNew[newOffset] = matchedOld
                newOfOld[matchedOld] = newOffset
                if !isEntryUpdated[entry], !isEqual(matchedOld, newOffset) {
                    isEntryUpdated[entry] = true
                }
            }
        }

        // The linked list is spent; reuse its storage for "deletes before each old offset".
        var deletes = [Int]()
        var deletesBefore = nextOldOfSameEntry
        var deleteCount = 0
        for offset in 0..<oldCount {
            deletesBefore[offset] = deleteCount
            if newOfOld[offset] < 0 {
                deletes.append(offset)
                deleteCount += 1
            }
        }

        var inserts = [Int]()
        inserts.reserveCapacity(newCount - (oldCount - deleteCount))
        var updates = [(old: Int, new: Int)]()
        var moves = [(old: Int, new: Int)]()
        for offset in 0..<newCount {
            let matchedOld = oldOfNew[offset]
            if matchedOld < 0 {
                inserts.append(offset)
                continue
            }
            if isEntryUpdated[entryOfNew[offset]] {
                updates.append((old: matchedOld, new: offset))
            }
            if matchedOld - deletesBefore[matchedOld] + inserts.count != offset {
                moves.append((old: matchedOld, new: offset))
            }
        }

        return IndexChangeset(
            inserts: inserts,
            deletes: deletes,
            updates: updates,
            moves: moves,
            newIndices: newOfOld.map { $0 < 0 ? nil : $0 },
            duplicates: duplicateOffsets(
                of: duplicatedEntries,
                entryOfNew: entryOfNew,
                occurrences: newOccurrences))
    }

    /// Deletes every old element and inserts every new one: always applicable.
    @inlinable
    static func replacingEverything(oldCount: Int, newCount: Int) -> IndexChangeset {
        IndexChangeset(
            inserts: Array(0..<newCount), deletes: Array(0..<oldCount), updates: [], moves: [],
            newIndices: [Int?](repeating: nil, count: oldCount), duplicates: [])
    }

    /// The new offsets of each duplicated entry, in the order the entries became duplicated.
    @inlinable
    static func duplicateOffsets(
        of duplicatedEntries: [Int],
        entryOfNew: [Int],
        occurrences: [Int]
    ) -> [[Int]] {
        guard !duplicatedEntries.isEmpty else { return [] }
        var slotOfEntry = [Int](repeating: -1, count: occurrences.count)
        var duplicates = [[Int]]()
        duplicates.reserveCapacity(duplicatedEntries.count)
        for entry in duplicatedEntries {
            slotOfEntry[entry] = duplicates.count
            var offsets = [Int]()
            offsets.reserveCapacity(occurrences[entry])
            duplicates.append(offsets)
        }
        for (offset, entry) in entryOfNew.enumerated() {
            let slot = slotOfEntry[entry]
            if slot >= 0 { duplicates[slot].append(offset) }
        }
        return duplicates
    }
}
