import ArgumentParser
import EpoxyLua

/// `epoxy run SCRIPT [-e LUA]…`: runs a script, prints what it returned, then runs and prints
/// each `-e` chunk in order.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a script and print its result.",
        discussion: """
            Prints the values the script returns (tables with sorted keys, one value per line), then \
            evaluates each -e chunk in the same state, in order, printing its values like the REPL does.
            """
    )

    @Argument(help: ArgumentHelp("The Lua script to run.", valueName: "script"))
    var script: String

    @Option(name: .customShort("e"), help: ArgumentHelp("Lua to run after the script (repeatable).", valueName: "lua"))
    var expressions: [String] = []

    @OptionGroup(title: "Limits and sandbox")
    var runtime: RuntimeOptions

    func validate() throws {
        try validateScriptPath(script)
    }

    func run() throws {
        do {
            let host = try ScriptHost(configuration: runtime.configuration(scriptFolder: scriptFolder(of: script)))
            let results = try host.runScript(at: script)
            if !results.isEmpty {
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
        } catch {
            throw failScript(error)
        }
    }
}
