/// A line diff between an expected and an actual snapshot, printed unified-diff style with
/// context so a failing `assert.snapshot` shows what changed.
///
/// Lines are matched by a longest common subsequence after the common head and tail are set
/// aside; when the differing middle is too large for that (more than `matchingLimit` line
/// pairs), it is reported as all removed then all added rather than spending unbounded time.
public struct SnapshotDiff: Hashable, Sendable {
    /// The most line pairs the matching compares before falling back to remove-all/add-all.
    public static let matchingLimit = 4_000_000

    /// Every line of both texts in order, marked unchanged, removed or added.
    public let lines: [SnapshotDiffLine]
    /// Whether the expected text ends with a line break.
    public let expectedEndsWithNewline: Bool
    /// Whether the actual text ends with a line break.
    public let actualEndsWithNewline: Bool

    /// The diff from `expected` to `actual`.
    public init(expected: String, actual: String) {
        let old = Self.splitLines(expected)
        let new = Self.splitLines(actual)
        expectedEndsWithNewline = old.endsWithNewline
        actualEndsWithNewline = new.endsWithNewline
        let matched = Self.match(
            Self.markLast(old.lines, terminated: old.endsWithNewline),
            Self.markLast(new.lines, terminated: new.endsWithNewline)
        )
        lines = matched.map(\.line)
        lineIsTerminated = matched.map(\.terminated)
    }

    /// For each entry of `lines`, whether that line ends with a line break in its text.
    private let lineIsTerminated: [Bool]

    /// Whether the texts differ.
    public var hasChanges: Bool {
        lines.contains(where: \.isChange)
    }

    /// The diff as text: `--- expectedName` and `+++ actualName` headers, then hunks headed
    /// `@@ -start,count +start,count @@` with `context` unchanged lines around each change,
    /// lines prefixed by " ", "-" or "+". Empty when the texts are equal.
    public func unified(expectedName: String = "expected", actualName: String = "actual", context: Int = 3) -> String {
        guard hasChanges else { return "" }
        let context = max(context, 0)
        var output = ["--- \(expectedName)", "+++ \(actualName)"]
        for hunk in hunkRanges(context: context) {
            output.append(header(for: hunk))
            for index in hunk {
                let line = lines[index]
                switch line {
                case .unchanged(let text): output.append(" " + text)
                case .removed(let text): output.append("-" + text)
                case .added(let text): output.append("+" + text)
                }
                if !lineIsTerminated[index] {
                    output.append("\\ No newline at end of file")
                }
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// The index ranges of `lines` each hunk covers: changes with their context, merged where
    /// their contexts touch.
    private func hunkRanges(context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, line) in lines.enumerated() where line.isChange {
            let lower = max(index - context, 0)
            let upper = min(index + context + 1, lines.count)
            if let last = ranges.last, lower <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(upper, last.upperBound)
            } else {
                ranges.append(lower..<upper)
            }
        }
        return ranges
    }

    private func header(for hunk: Range<Int>) -> String {
        var oldStart = 1
        var newStart = 1
        for line in lines[..<hunk.lowerBound] {
            switch line {
            case .unchanged: oldStart += 1; newStart += 1
            case .removed: oldStart += 1
            case .added: newStart += 1
            }
        }
        var oldCount = 0
        var newCount = 0
        for line in lines[hunk] {
            switch line {
            case .unchanged: oldCount += 1; newCount += 1
            case .removed: oldCount += 1
            case .added: newCount += 1
            }
        }
        // As in diff(1): an empty side names the line before it.
        let oldNumber = oldCount == 0 ? oldStart - 1 : oldStart
        let newNumber = newCount == 0 ? newStart - 1 : newStart
        return "@@ -\(oldNumber),\(oldCount) +\(newNumber),\(newCount) @@"
    }

    private static func splitLines(_ text: String) -> (lines: [String], endsWithNewline: Bool) {
        guard !text.isEmpty else { return ([], true) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = text.hasSuffix("\n")
        if endsWithNewline { lines.removeLast() }
        return (lines, endsWithNewline)
    }

    private static func markLast(_ lines: [String], terminated: Bool) -> [DiffTextLine] {
        lines.enumerated().map { index, text in
            DiffTextLine(text: text, terminated: index < lines.count - 1 || terminated)
        }
    }

    private static func match(_ old: [DiffTextLine], _ new: [DiffTextLine]) -> [(line: SnapshotDiffLine, terminated: Bool)] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var result = old[..<prefix].map { (line: SnapshotDiffLine.unchanged($0.text), terminated: $0.terminated) }
        result += matchMiddle(oldMiddle, newMiddle)
        result += old[(old.count - suffix)...].map { (line: SnapshotDiffLine.unchanged($0.text), terminated: $0.terminated) }
        return result
    }

    private static func matchMiddle(_ old: [DiffTextLine], _ new: [DiffTextLine]) -> [(line: SnapshotDiffLine, terminated: Bool)] {
        let removedAll = old.map { (line: SnapshotDiffLine.removed($0.text), terminated: $0.terminated) }
        let addedAll = new.map { (line: SnapshotDiffLine.added($0.text), terminated: $0.terminated) }
        guard !old.isEmpty, !new.isEmpty, old.count * new.count <= matchingLimit else {
            return removedAll + addedAll
        }
        // common[i * width + j]: length of the longest common subsequence of old[i...] and new[j...].
        let width = new.count + 1
        var common = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * width + j] = old[i] == new[j]
                    ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var result: [(line: SnapshotDiffLine, terminated: Bool)] = []
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                result.append((line: SnapshotDiffLine.unchanged(old[i].text), terminated: old[i].terminated))
                i += 1
                j += 1
            } else if common[(i + 1) * width + j] >= common[i * width + j + 1] {
                result.append(removedAll[i])
                i += 1
            } else {
                result.append(addedAll[j])
                j += 1
            }
        }
        result += removedAll[i...]
        result += addedAll[j...]
        return result
    }
}
