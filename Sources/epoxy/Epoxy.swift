import ArgumentParser

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

            See 'epoxy help <command>' for each command's flags and examples.
            """,
        version: "0.1.0",
        subcommands: [RunCommand.self, ReplCommand.self, TestCommand.self, TypesCommand.self]
    )
}
