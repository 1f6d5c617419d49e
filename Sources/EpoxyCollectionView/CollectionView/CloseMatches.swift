/// Suggests names spelled like a mistyped one (edit distance), for "did you mean" errors.
enum CloseMatches {
    /// At most `limit` names within a third of the name's length (at least 2) edits of `name`,
    /// closest first, ties in alphabetical order.
    static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let threshold = max(2, target.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in Set(candidates) {
            let distance = editDistance(target, Array(candidate.lowercased()), limit: threshold)
            if distance <= threshold { scored.append((distance, candidate)) }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`.
    static func editDistance(_ lhs: [Character], _ rhs: [Character], limit: Int) -> Int {
        if abs(lhs.count - rhs.count) > limit { return limit + 1 }
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = Array(repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...rhs.count {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
