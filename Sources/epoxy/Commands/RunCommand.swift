import ArgumentParser
import EpoxyLua
import EpoxySnapshot
import Foundation

/// `epoxy run SCRIPT [-e LUA]…`: runs a script; when it returns a root, shows it on the device's
/// window and prints it in the chosen format, otherwise prints the values it returned; then runs
/// each `-e` chunk in order.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a script; show and print the root it returns.",
        discussion: """
            When the script returns a root (a group, group item or component: anything show() accepts), \
            it is shown on the window of --device and printed in --format, to --output when given. Other \
            results are printed as values (tables with sorted keys). Each -e chunk then runs in the same \
            state, in order, printing its values like the REPL does; if the -e chunks changed the layout, \
            the root is printed again at the end.

            Examples:
              epoxy run screen.lua --device iphone-se --format ascii --columns 100
              epoxy run screen.lua --format svg --output screen.svg
              epoxy run screen.lua --type-size accessibilityLarge -e 'frame("title")'
            """
    )

    @Argument(help: ArgumentHelp("The Lua script to run.", valueName: "script"))
    var script: String

    @Option(name: .customShort("e"), help: ArgumentHelp(
        "Lua to run after the script (repeatable). Example: -e 'setDevice(\"ipad\")'", valueName: "lua"))
    var expressions: [String] = []

    @OptionGroup(title: "Display")
    var display: DisplayOptions

    @OptionGroup(title: "Limits and sandbox")
    var runtime: RuntimeOptions

    func validate() throws {
        try validateScriptPath(script)
    }

    func run() throws {
        let format = try display.snapshotFormat()
        let options = display.snapshotOptions
        do {
            let host = try ScriptHost(configuration: runtime.configuration(scriptFolder: scriptFolder(of: script)))
            display.apply(to: host.stage)
            let results = try host.runScript(at: script)
            var printed: String?
            if let first = results.first, try host.mayBeRoot(first) {
                try host.show(first)
                let layout = host.snapshot(format: format, options: options)
                try emit(layout)
                printed = layout
            } else if !results.isEmpty {
                Terminal.print(try host.inspect(results))
            }
            for expression in expressions {
                switch try host.evaluate(expression, chunkName: "=-e") {
                case .values(let values) where !values.isEmpty:
                    Terminal.print(try host.inspect(values))
                case .values:
                    break
                case .incomplete:
                    throw LuaError(kind: .syntax, message: "-e: unfinished chunk: \(expression)")
                }
            }
            if let printed, !expressions.isEmpty {
                let after = host.snapshot(format: format, options: options)
                if after != printed { try emit(after) }
            }
        } catch {
            throw failScript(error)
        }
    }

    /// Prints `layout` (which ends with a line break), or writes it to `--output`.
    private func emit(_ layout: String) throws {
        guard let output = display.output else {
            Terminal.write(layout)
            return
        }
        do {
            try Data(layout.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw LuaError(kind: .runtime, message: "cannot write \(output): \(error.localizedDescription)")
        }
    }
}
