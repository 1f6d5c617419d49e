/// Finds the valid name a misspelt one was probably meant to be, for "did you mean …?" hints.
enum ClosestName {
    /// The candidate nearest to `name` by edit distance (case-insensitive), when it is close
    /// enough to be a plausible typo: at most a third of the longer name's length, and at least 1.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, max(lowered.count, best.name.count) / 3)
        return best.distance <= allowed ? best.name : nil
    }

    /// "unknown <kind> '<name>'; did you mean '<closest>'? (valid: a, b, c)" — the hint only when
    /// a candidate is close.
    static func unknown(_ kind: String, _ name: String, valid candidates: [String]) -> String {
        var message = "unknown \(kind) '\(name)'"
        if let suggestion = suggestion(for: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message + " (valid: \(candidates.joined(separator: ", ")))"
    }

    /// Levenshtein distance, two rows at a time.
    private static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
