import CLineEditor
import Foundation

/// A libedit line editor for the interactive REPL: emacs key bindings, history saved to a file,
/// and Tab completion from `complete`.
final class LineEditor: LineSource {
    /// Returns the candidates for the word ending the text before the cursor, and that word's length.
    typealias Complete = (String) -> (candidates: [String], replacing: Int)

    private let editor: OpaquePointer
    private let completer: Completer

    /// Holds the completion closure for the C callback, which receives it as its context.
    private final class Completer {
        let complete: Complete
        init(_ complete: @escaping Complete) { self.complete = complete }
    }

    /// Creates an editor on the terminal; nil when libedit cannot start (no terminal).
    init?(historyPath: String?, complete: @escaping Complete) {
        let completer = Completer(complete)
        let context = Unmanaged.passUnretained(completer).toOpaque()
        guard let editor = epoxy_line_editor_create("epoxy", historyPath, context, { context, line, wordLength in
            guard let context, let line else { return nil }
            let completer = Unmanaged<Completer>.fromOpaque(context).takeUnretainedValue()
            let (candidates, replacing) = completer.complete(String(cString: line))
            wordLength?.pointee = replacing
            return strdup(candidates.joined(separator: "\n"))
        }) else { return nil }
        self.editor = editor
        self.completer = completer
    }

    deinit {
        epoxy_line_editor_destroy(editor)
    }

    func readLine(prompt: String) -> LineInput {
        var interrupted: Int32 = 0
        guard let line = epoxy_line_editor_read(editor, prompt, &interrupted) else {
            return interrupted != 0 ? .interrupted : .end
        }
        return .line(String(cString: line))
    }

    func remember(_ line: String) {
        epoxy_line_editor_add_history(editor, line)
    }

    /// `~/.epoxy_history`, or nil without a home folder.
    static var defaultHistoryPath: String? {
        ProcessInfo.processInfo.environment["HOME"].map { $0 + "/.epoxy_history" }
    }
}
