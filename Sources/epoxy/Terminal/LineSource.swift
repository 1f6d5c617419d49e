/// What a line source read.
enum LineInput: Equatable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C while typing: the line (and any unfinished chunk) is dropped.
    case interrupted
    /// The end of input (Ctrl-D on an empty line).
    case end
}

/// Where the REPL reads its lines: a line editor on a terminal, plain standard input otherwise.
protocol LineSource: AnyObject {
    /// The next line, an interruption, or the end of input.
    func readLine(prompt: String) -> LineInput
    /// Remembers a line the user entered (for history).
    func remember(_ line: String)
}

/// Standard input read plainly: no prompts, no history, deterministic for scripted sessions.
final class PlainLineSource: LineSource {
    func readLine(prompt: String) -> LineInput {
        Swift.readLine(strippingNewline: true).map(LineInput.line) ?? .end
    }

    func remember(_ line: String) {}
}
