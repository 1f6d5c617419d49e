import CLuaSupport

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

    /// Whether `message` starts with a `file:line: ` location, as Lua's own messages do.
    static func hasLocation(_ message: String) -> Bool {
        message.range(of: #"^[^\n]*?:\d+: "#, options: .regularExpression) != nil
    }

    /// The `file:line:` of the innermost frame of `traceback` that runs a script's code: not
    /// a C function and not one of the host's own chunks (`epoxy`, `epoxy.…`, `[epoxy …]`).
    static func scriptLocation(in traceback: String) -> String? {
        for frame in frames(of: traceback) {
            let line = frame.drop { $0 == "\t" || $0 == " " }
            guard let range = line.range(of: #"^[^\n]*?:\d+:"#, options: .regularExpression) else { continue }
            let location = String(line[range])
            if !namesScript(location) { continue }
            return location
        }
        return nil
    }

    /// `message` located at `location` (a `file:line:` the allocator or the count hook noted in
    /// the script's own code) when it has no location, or names where a stop was raised again in
    /// the host's own frames; unchanged when it names a script's line or `location` does not.
    static func locatingStop(_ message: String, at location: String) -> String {
        guard namesScript(location) else { return message }
        guard let range = message.range(of: #"^[^\n]*?:\d+: "#, options: .regularExpression) else {
            return location + " " + message
        }
        return namesScript(String(message[range])) ? message : location + " " + message[range.upperBound...]
    }

    /// Whether a `file:line:` location is in a script: not a C function and not one of the
    /// host's own chunks (`epoxy`, `epoxy.…`, `[epoxy …]`).
    private static func namesScript(_ location: String) -> Bool {
        let source = location.prefix { $0 != ":" }
        guard !source.isEmpty, location.contains(":") else { return false }
        return String(source).withCString { epoxy_lua_is_host_source($0) == 0 }
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
