import EpoxyLua
import Foundation
import LuaRuntime

/// A script failure as the page's overlay shows it: the message, the script's `file:line` it
/// starts with (Lua's own `chunk:line:` prefix), its kind and traceback.
struct PreviewScriptError: Encodable, Equatable, Sendable {
    /// What the script was doing: `load`, `reload`, `tap("row-1")`, `setDevice`.
    var during: String
    var message: String
    var file: String?
    var line: Int?
    /// The ``LuaError`` kind: `syntax`, `runtime`, `memory`, `timeout` or `interrupted`.
    var kind: String
    var traceback: String

    private static let location = try? NSRegularExpression(pattern: #"^(.+?):([0-9]+): "#)

    init(_ error: any Error, during: String) {
        self.during = during
        if let luaError = error as? LuaError {
            message = luaError.message
            kind = luaError.kind.rawValue
            traceback = luaError.traceback
        } else {
            message = "\(error)"
            kind = "runtime"
            traceback = ""
        }
        (file, line) = Self.location(in: message)
    }

    /// A copy whose `file` is the full path when Lua shortened a long chunk name to
    /// `...<tail>` and one of `paths` (the script and its modules) ends with that tail.
    func resolvingShortenedFile(among paths: [String]) -> PreviewScriptError {
        guard let file, file.hasPrefix("..."), let full = paths.first(where: { $0.hasSuffix(file.dropFirst(3)) }) else { return self }
        var copy = self
        copy.file = full
        return copy
    }

    /// The `file` and `line` a Lua message starts with (`examples/app.lua:12: …`), nils when it has none.
    static func location(in message: String) -> (file: String?, line: Int?) {
        let range = NSRange(message.startIndex..., in: message)
        guard let match = location?.firstMatch(in: message, range: range),
              let fileRange = Range(match.range(at: 1), in: message), let lineRange = Range(match.range(at: 2), in: message),
              !message[fileRange].contains(" ") || message[fileRange].hasSuffix(".lua") else { return (nil, nil) }
        return (String(message[fileRange]), Int(message[lineRange]))
    }
}
