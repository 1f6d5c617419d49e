import ArgumentParser
import EpoxyCore
import Foundation

/// The `epoxy` command: runs Lua screen scripts, an interactive loop and layout tests.
@main
struct Epoxy: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "epoxy",
        abstract: "Run Epoxy screen scripts written in Lua: diff, lay out and test them without a simulator.",
        discussion: """
            Scripts run in a sandbox (no io, os.execute, debug, dofile) with a time budget and a memory \
            cap; --allow-io lifts the sandbox. Exit status: 0 success, 1 a script or test failed, 64 bad usage.

            Examples:
              epoxy run examples/changesets.lua
              epoxy run screen.lua -e 'diff({1, 2}, {2, 1})'
              epoxy run screen.lua --watch
              epoxy repl screen.lua --format ascii
              echo 'diff({"a"}, {"b"})' | epoxy repl
              epoxy test specs examples
              epoxy types --output types/epoxy.lua
              epoxy serve examples/app/app.lua

            See 'epoxy help <command>' for each command's flags and examples.
            """,
        version: "0.1.0",
        subcommands: [RunCommand.self, ReplCommand.self, TestCommand.self, TypesCommand.self, ServeCommand.self]
    )

    /// Refuses an unknown command, or an unknown topic of `help`, naming the closest command:
    /// swift-argument-parser answers `epoxy rnu` with "Unexpected argument" and `epoxy help
    /// bogus` with the overview and status 0, so a script's typo passed unnoticed.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        // `help` takes one command (the commands have none of their own): extra topics were ignored.
        let topics = arguments.first == "help" ? arguments.dropFirst().filter { !$0.hasPrefix("-") } : Array(arguments.prefix(1))
        if let topic = topics.first, !topic.hasPrefix("-"), topic != "help", !names.contains(topic) {
            let message = ClosestName.unknown("command", topic, valid: names)
                .replacingOccurrences(of: "(valid: ", with: "(commands: ")
            refuse(message)
        }
        if topics.count > 1 {
            refuse("help takes one command, got '\(topics.joined(separator: " "))' (commands: \(names.joined(separator: ", ")))")
        }
        main(nil)
    }

    /// Ends the process with swift-argument-parser's bad-usage status and its message layout.
    private static func refuse(_ message: String) -> Never {
        FileHandle.standardError.write(Data("Error: \(message)\nUsage: epoxy <subcommand>\n  See 'epoxy --help' for more information.\n".utf8))
        Foundation.exit(ExitCode.validationFailure.rawValue)
    }
}
