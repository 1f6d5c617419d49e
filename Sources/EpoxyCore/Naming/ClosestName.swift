/// Finds the valid name a misspelt one was probably meant to be, for "did you mean …?" hints.
public enum ClosestName {
    /// The longest name (in UTF-8 bytes) compared; no identifier anyone types is longer.
    public static let maximumLength = 256

    /// The candidate nearest to `name` by edit distance (case-insensitive), when it is close
    /// enough to be a plausible typo: at most a third of the longer name's length, and at least 1.
    /// Names longer than ``maximumLength`` get no suggestion (the search is quadratic in length).
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        guard name.utf8.count <= maximumLength else { return nil }
        let lowered = Array(name.lowercased())
        let scored = candidates.filter { $0.utf8.count <= maximumLength }.map { (name: $0, distance: editDistance(lowered, Array($0.lowercased()))) }
        // `min` keeps the first of equally close names, so the order of `candidates` breaks ties.
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        let allowed = max(1, max(lowered.count, best.name.count) / 3)
        return best.distance <= allowed ? best.name : nil
    }

    /// "unknown <kind> '<name>'; did you mean '<closest>'? (valid: a, b, c)" — the hint only when
    /// a candidate is close.
    public static func unknown(_ kind: String, _ name: String, valid candidates: [String]) -> String {
        var message = "unknown \(kind) '\(name)'"
        if let suggestion = suggestion(for: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message + " (valid: \(candidates.joined(separator: ", ")))"
    }

    /// Edit distance counting a swap of neighbours as one edit (optimal string alignment), since
    /// transposed letters are the commonest typo.
    private static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
        for i in 0...lhs.count { table[i][0] = i }
        for j in 0...rhs.count { table[0][j] = j }
        for i in 1...lhs.count {
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                table[i][j] = Swift.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    table[i][j] = Swift.min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[lhs.count][rhs.count]
    }
}
