import ArgumentParser
import EpoxyLua
import Foundation
import LuaRuntime

/// `epoxy repl [SCRIPT]`: evaluates Lua line by line in one state, printing values like `lua -i`
/// and the layout after every line that changed what is shown.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Evaluate Lua interactively, printing every value and the layout after each change.",
        discussion: """
            Each line is evaluated as an expression when it is one (so `1 + 1` prints 2), else as a \
            statement; an unfinished statement continues on the next line. After a line that changed \
            what is shown (show, layout, setDevice, setContentSizeCategory, and renders and events), the \
            changeset and the layout print in the chosen format. Errors are printed and the loop goes \
            on, also after a time or memory limit was hit.

            On a terminal: line editing, Tab completion of globals, fields (after .) and methods \
            (after :), history in ~/.epoxy_history ($HOME's), colours (never with NO_COLOR set); \
            Ctrl-C cancels the line being typed (or the unfinished chunk) and interrupts a running \
            line as a time-out would, Ctrl-D on an empty line quits. When \
            standard input is not a terminal, lines are read plainly without prompts or colours, and \
            the exit status is 1 if any line failed.

            Commands (:help in the REPL describes them):
              :format text|ascii|json|svg|none    :device NAME    :size WxH
              :type-size CATEGORY    :reload    :tree    :visible    :quit

            Examples:
              epoxy repl screen.lua --device iphone-se --format ascii
              epoxy repl --no-history --type-size accessibilityLarge
              echo 'show(Label.groupItem{ dataID = 1, content = "Hi" })' | epoxy repl
            """
    )

    @Argument(help: ArgumentHelp(
        "A script to run first: its root is shown and printed, its globals stay available, :reload runs it again.",
        valueName: "script"))
    var script: String?

    @Flag(help: "Neither read nor write ~/.epoxy_history.")
    var noHistory = false

    @OptionGroup(title: "Display")
    var display: DisplayOptions

    @OptionGroup(title: "Output")
    var printing: PrintOptions

    @OptionGroup(title: "Limits and sandbox")
    var runtime: RuntimeOptions

    func validate() throws {
        if let script { try validateScriptPath(script) }
        if try printing.layoutFormat() == .png { throw ValidationError(LayoutFormat.pngNeedsAFile) }
    }

    func run() throws {
        let interactive = Terminal.isInputInteractive
        // Ctrl-\ on a terminal is a request to quit, not a crash: without this the Swift
        // runtime's crash handler caught it, printed a crash report and waited 30 s for a key.
        if interactive { signal(SIGQUIT, SIG_DFL) }
        // A scripted session stays plain even when its output goes to a terminal.
        let style = interactive ? Terminal.outputStyle : TerminalStyle(enabled: false)
        let errorStyle = interactive ? Terminal.errorStyle : TerminalStyle(enabled: false)
        let session: ReplSession
        do {
            let host = try ScriptHost(configuration: runtime.configuration(scriptFolder: script.map(scriptFolder(of:))))
            display.apply(to: host.stage)
            _ = host.takeRenderReport()
            let printer = RenderPrinter(
                format: try printing.layoutFormat(), options: printing.snapshotOptions, style: style)
            session = ReplSession(host: host, script: script, printer: printer, errorStyle: errorStyle)
        } catch {
            throw failScript(error, style: errorStyle)
        }

        let source: LineSource
        let historyPath = noHistory ? nil : LineEditor.defaultHistoryPath
        if interactive, let editor = LineEditor(historyPath: historyPath, complete: { session.host.completions(for: $0) }) {
            source = editor
        } else {
            source = PlainLineSource()
        }
        if interactive {
            Terminal.print(style.paint("epoxy \(Epoxy.configuration.version) REPL", .bold)
                + ": Lua 5.4 with the Epoxy API. :help for commands, :quit to leave.")
        }
        var failures = 0
        if !session.runScript() {
            failures += 1
            if interactive { Terminal.printError("(the REPL goes on: fix the script, then :reload)") }
        }
        // Ctrl-C cancels the line being typed or interrupts the running one; the REPL goes on.
        let interrupt = interactive ? LuaInterrupt(state: session.host.lua) : nil
        var pending = ""
        reading: while true {
            let line: String
            switch source.readLine(prompt: style.paintPrompt(pending.isEmpty ? "> " : ">> ", .cyan)) {
            case .line(let read):
                line = read
            case .interrupted:
                // As a shell does: a fresh prompt on the next line, the unfinished chunk dropped.
                Terminal.print("")
                pending = ""
                continue reading
            case .end:
                break reading
            }
            if pending.isEmpty {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { continue }
                if trimmed.hasPrefix(":") {
                    source.remember(trimmed)
                    let command = ReplMetaCommand(trimmed)
                    if command == .quit { break reading }
                    if !session.perform(command) { failures += 1 }
                    continue
                }
            }
            let input = pending.isEmpty ? line : pending + "\n" + line
            let result = session.evaluate(input)
            if result.incomplete {
                pending = input
                continue
            }
            if !result.succeeded { failures += 1 }
            source.remember(input)
            pending = ""
        }
        withExtendedLifetime(interrupt) {}
        if !pending.isEmpty {
            failures += 1
            Terminal.printError(errorStyle.paint("error: input ended inside an unfinished chunk:\n\(pending)", .red))
        }
        if failures > 0 && !interactive { throw ExitCode(1) }
    }
}
