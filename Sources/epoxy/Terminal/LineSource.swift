/// Where the REPL reads its lines: a line editor on a terminal, plain standard input otherwise.
protocol LineSource: AnyObject {
    /// The next line (without its newline), or nil at the end of input.
    func readLine(prompt: String) -> String?
    /// Remembers a line the user entered (for history).
    func remember(_ line: String)
}

/// Standard input read plainly: no prompts, no history, deterministic for scripted sessions.
final class PlainLineSource: LineSource {
    func readLine(prompt: String) -> String? {
        Swift.readLine(strippingNewline: true)
    }

    func remember(_ line: String) {}
}
