import EpoxyCore
import Foundation
import LuaRuntime

/// Appends "did you mean 'X'?" to Lua's messages about a nil global, field or method
/// (`attempt to call a nil value (global 'Lable')`), comparing the name with the globals, or with
/// the keys of the table the source line indexes when that table is reachable from the globals.
///
/// Done on the error path, not with an `__index` on `_G`, so scripts that test globals for nil
/// (`if jit then … end`) behave as in plain Lua.
struct MissingNameHint {
    /// The Lua source the caller ran: its chunk name as Lua prints it in messages (`stdin`, a
    /// script's path) and its text, nil for a file (read only when an error needs a line of it).
    var source: (chunkName: String, text: String?)?
    /// Other files the hint may read a line of: the modules `require` loaded (never a path that
    /// only appears in a message, which a script could make up).
    var moduleFiles: [String] = []
    /// The completion candidates for a text before a cursor: the host's completion.
    var candidates: (String) -> [String]

    private static let reference = try? NSRegularExpression(
        pattern: #"\((global|field|method) '([A-Za-z_][A-Za-z0-9_]*)'\)"#)
    private static let location = try? NSRegularExpression(pattern: #"^(.+?):([0-9]+): "#)
    private static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// `error` with the suggestion appended to its message, or `error` unchanged.
    func applied(to error: Error) -> Error {
        guard var luaError = error as? LuaError, luaError.kind == .runtime,
              let (kind, name) = Self.missingName(in: luaError.message),
              let suggestion = suggestion(kind: kind, name: name, message: luaError.message) else { return error }
        luaError.message += "; did you mean '\(suggestion)'?"
        return luaError
    }

    private func suggestion(kind: String, name: String, message: String) -> String? {
        // Longer names get no suggestion anyway; the regular expressions below embed the name.
        guard name.utf8.count <= ClosestName.maximumLength else { return nil }
        let names: [String]
        if kind == "global" {
            names = candidates("").filter { !Self.keywords.contains($0) }
        } else {
            guard let line = sourceLine(of: message), let base = Self.indexedExpression(in: line, before: name) else { return nil }
            names = candidates(base + ".")
        }
        return ClosestName.suggestion(for: name, among: names.filter { $0 != name })
    }

    /// The kind (`global`, `field`, `method`) and name a message says is nil.
    static func missingName(in message: String) -> (kind: String, name: String)? {
        let range = NSRange(message.startIndex..., in: message)
        guard let match = reference?.firstMatch(in: message, range: range),
              let kind = Range(match.range(at: 1), in: message), let name = Range(match.range(at: 2), in: message) else { return nil }
        return (String(message[kind]), String(message[name]))
    }

    /// The line of source the message's `chunk:line:` prefix points at.
    private func sourceLine(of message: String) -> String? {
        let range = NSRange(message.startIndex..., in: message)
        guard let match = Self.location?.firstMatch(in: message, range: range),
              let chunkRange = Range(match.range(at: 1), in: message), let lineRange = Range(match.range(at: 2), in: message),
              let number = Int(message[lineRange]), number >= 1 else { return nil }
        var chunk = String(message[chunkRange])
        // Lua shortens long chunk names to "...<tail>"; the tail identifies the file.
        if chunk.hasPrefix("..."),
           let full = ([source?.chunkName].compactMap { $0 } + moduleFiles).first(where: { $0.hasSuffix(chunk.dropFirst(3)) }) {
            chunk = full
        }
        let text: String
        if let source, source.chunkName == chunk, let sourceText = source.text {
            text = sourceText
        } else if source?.chunkName == chunk || moduleFiles.contains(chunk),
                  let data = FileManager.default.contents(atPath: chunk), data.count <= 4 << 20 {
            text = String(decoding: data, as: UTF8.self)
        } else {
            return nil
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return number <= lines.count ? String(lines[number - 1]) : nil
    }

    /// The dotted name before `.name` or `:name` in `line` (`string` in `string.fromat(…)`).
    static func indexedExpression(in line: String, before name: String) -> String? {
        let pattern = #"([A-Za-z_][A-Za-z0-9_]*(?:\s*\.\s*[A-Za-z_][A-Za-z0-9_]*)*)\s*[.:]\s*"#
            + NSRegularExpression.escapedPattern(for: name) + #"(?![A-Za-z0-9_])"#
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
              let base = Range(match.range(at: 1), in: line) else { return nil }
        return line[base].filter { !$0.isWhitespace }
    }
}
