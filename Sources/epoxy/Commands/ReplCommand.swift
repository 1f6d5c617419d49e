import ArgumentParser
import EpoxyLua
import Foundation

/// `epoxy repl [SCRIPT]`: evaluates Lua line by line in one state, printing values like `lua -i`.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Evaluate Lua interactively, printing every value.",
        discussion: """
            Each line is evaluated as an expression when it is one (so `1 + 1` prints 2), else as a \
            statement; an unfinished statement continues on the next line. Errors are printed and the \
            loop goes on, also after a time or memory limit was hit. When standard input is not a \
            terminal, lines are read plainly without prompts, and the exit status is 1 if any line failed.
            """
    )

    @Argument(help: ArgumentHelp("A script to run first; its globals stay available.", valueName: "script"))
    var script: String?

    @OptionGroup(title: "Display")
    var display: DisplayOptions

    @OptionGroup(title: "Limits and sandbox")
    var runtime: RuntimeOptions

    func validate() throws {
        if let script { try validateScriptPath(script) }
    }

    func run() throws {
        let interactive = Terminal.isInputInteractive
        let host: ScriptHost
        do {
            host = try ScriptHost(configuration: runtime.configuration(scriptFolder: script.map(scriptFolder(of:))))
            display.apply(to: host.stage)
            if let script {
                let results = try host.runScript(at: script)
                if !results.isEmpty { Terminal.print(try host.inspect(results)) }
            }
        } catch {
            throw failScript(error)
        }

        let source: LineSource
        if interactive, let editor = LineEditor(historyPath: LineEditor.defaultHistoryPath, complete: { host.completions(for: $0) }) {
            source = editor
        } else {
            source = PlainLineSource()
        }
        if interactive {
            Terminal.print("epoxy \(Epoxy.configuration.version) REPL: Lua 5.4 with the Epoxy API. :help for commands, :quit to leave.")
        }
        var failures = 0
        var pending = ""
        reading: while let line = source.readLine(prompt: pending.isEmpty ? "> " : ">> ") {
            if pending.isEmpty {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { continue }
                if trimmed.hasPrefix(":") {
                    source.remember(trimmed)
                    switch ReplMetaCommand(trimmed) {
                    case .quit: break reading
                    case .help: Terminal.print(ReplMetaCommand.helpText)
                    case .unknown(let name):
                        failures += 1
                        Terminal.printError("error: unknown command :\(name) (:help lists them)")
                    }
                    continue
                }
            }
            let input = pending.isEmpty ? line : pending + "\n" + line
            do {
                switch try host.evaluate(input) {
                case .incomplete:
                    pending = input
                    continue
                case .values(let values):
                    if !values.isEmpty { Terminal.print(try host.inspect(values)) }
                }
            } catch {
                failures += 1
                Terminal.printError("error: \(error)")
            }
            source.remember(input)
            pending = ""
        }
        if !pending.isEmpty {
            failures += 1
            Terminal.printError("error: input ended inside an unfinished chunk:\n\(pending)")
        }
        if failures > 0 && !interactive { throw ExitCode(1) }
    }
}
