import EpoxyCore

/// A deliberately naive, quadratic restatement of Epoxy's rules, written independently of the
/// production algorithm, to cross-check it on random input.
enum ReferenceDiff {
    static func changeset(from old: [TestItem], to new: [TestItem]) -> IndexChangeset {
        var oldMatched = [Bool](repeating: false, count: old.count)
        var oldOfNew = [Int?](repeating: nil, count: new.count)
        var updatedIDs = Set<String>()
        // The k-th new occurrence of an identifier takes its k-th old occurrence.
        for (newOffset, item) in new.enumerated() {
            if let oldOffset = old.indices.first(where: { !oldMatched[$0] && old[$0].id == item.id }) {
                oldMatched[oldOffset] = true
                oldOfNew[newOffset] = oldOffset
                if old[oldOffset].content != item.content { updatedIDs.insert(item.id) }
            }
        }
        let deletes = old.indices.filter { !oldMatched[$0] }
        let inserts = new.indices.filter { oldOfNew[$0] == nil }
        var updates = [(old: Int, new: Int)]()
        var moves = [(old: Int, new: Int)]()
        for (newOffset, oldOffset) in oldOfNew.enumerated() {
            guard let oldOffset else { continue }
            if updatedIDs.contains(new[newOffset].id) { updates.append((oldOffset, newOffset)) }
            let deletesBefore = deletes.filter { $0 < oldOffset }.count
            let insertsBefore = inserts.filter { $0 < newOffset }.count
            if oldOffset - deletesBefore + insertsBefore != newOffset { moves.append((oldOffset, newOffset)) }
        }
        var newIndices = [Int?](repeating: nil, count: old.count)
        for (newOffset, oldOffset) in oldOfNew.enumerated() {
            if let oldOffset { newIndices[oldOffset] = newOffset }
        }
        // Identifiers repeated in `new`, ordered by their second occurrence.
        var duplicates = [[Int]]()
        var seen = [String: Int]()
        for item in new {
            seen[item.id, default: 0] += 1
            if seen[item.id] == 2 {
                duplicates.append(new.indices.filter { new[$0].id == item.id })
            }
        }
        return IndexChangeset(
            inserts: inserts, deletes: deletes, updates: updates, moves: moves,
            newIndices: newIndices, duplicates: duplicates)
    }
}
