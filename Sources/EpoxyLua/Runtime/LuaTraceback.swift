/// Joins the tracebacks of an error that crossed Swift→Lua→Swift→Lua: the inner frames,
/// then the outer ones, under one "stack traceback:" header, elided in the middle like
/// Lua's own tracebacks so deep recursion stays readable.
enum LuaTraceback {
    static let header = "stack traceback:"
    static let keptFrames = 12

    /// `inner` and `outer` as produced by `luaL_traceback` (header first, one frame a line).
    static func merge(inner: String, outer: String) -> String {
        let innerFrames = self.frames(of: inner), outerFrames = self.frames(of: outer)
        // On the same thread the inner traceback already walked the outer frames.
        let frames = innerFrames.ends(with: outerFrames) ? innerFrames : innerFrames + outerFrames
        guard frames.count > 2 * keptFrames else {
            return ([header] + frames).joined(separator: "\n")
        }
        let skipped = frames.count - 2 * keptFrames
        return ([header] + frames.prefix(keptFrames) + ["\t...\t(skipping \(skipped) levels)"] + frames.suffix(keptFrames))
            .joined(separator: "\n")
    }

    private static func frames(of traceback: String) -> [String] {
        traceback.split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
            .filter { $0 != header }
    }
}

private extension Array where Element: Equatable {
    /// Whether the last elements equal `suffix`.
    func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
