/// Where a failure happened: the first `FILE:LINE:` in its message that names the spec file
/// (a failing assertion or error reports the spec's line first, then its traceback). Lua
/// shortens long chunk names to `...` and their tail, so a tail of the path counts too.
enum SpecFailureLocation {
    /// The line in `file` that `message` names first, if any.
    static func line(in message: String, file: String) -> Int? {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        var searchStart = message.startIndex
        while let range = message.range(of: name + ":", range: searchStart..<message.endIndex) {
            searchStart = range.upperBound
            let digits = message[range.upperBound...].prefix(while: \.isNumber)
            guard !digits.isEmpty, let line = Int(digits) else { continue }
            let tokenStart = message[..<range.lowerBound].lastIndex(where: \.isWhitespace).map(message.index(after:))
                ?? message.startIndex
            var path = message[tokenStart..<range.upperBound].dropLast()
            if path.hasPrefix("...") { path = path.dropFirst(3) }
            if file.hasSuffix(path) { return line }
        }
        return nil
    }
}
