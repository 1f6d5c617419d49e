import ArgumentParser
import EpoxyLua
import EpoxySnapshot
import Foundation
import LuaRuntime

/// `epoxy run SCRIPT [-e LUA]… [--each] [--watch]`: runs a script; when it returns a root, shows
/// it on the device's window and prints it in the chosen format, otherwise prints the values it
/// returned; then runs each `-e` chunk in order. `--watch` runs it again on every change.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a script; show and print the root it returns.",
        discussion: """
            When the script returns a root (a group, group item or component: anything show() accepts), \
            it is shown on the window of --device and printed in --format, to --output when given. Other \
            results are printed as values (tables with sorted keys). Each -e chunk then runs in the same \
            state, in order, printing its values like the REPL does; if the -e chunks changed the layout, \
            the root is printed again at the end, or after every chunk with --each.

            --watch runs the script again whenever it or a module it required changes (inotify, or \
            polling every 250 ms with --poll or where inotify is missing), printing the new layout and a \
            diff of the text tree against the last good run. A failing run prints its error (file:line) \
            and keeps the last good layout. Ctrl-C stops watching (exit status 0).

            Misspelt names get a hint: `Lable{}` fails with "attempt to call a nil value (global \
            'Lable'); did you mean 'Label'?", and so do unknown modifiers, devices and type sizes.

            Examples:
              epoxy run screen.lua --device iphone-se --format ascii --columns 100
              epoxy run screen.lua --format svg --output screen.svg
              epoxy run screen.lua --type-size accessibilityLarge -e 'frame("title")'
              epoxy run screen.lua --each -e 'setDevice("ipad")' -e 'frame("title")'
              epoxy run screen.lua --watch --format ascii
            """
    )

    @Argument(help: ArgumentHelp("The Lua script to run.", valueName: "script"))
    var script: String

    @Option(name: .customShort("e"), help: ArgumentHelp(
        "Lua to run after the script (repeatable, run in order; errors name the chunk, -e #2:1: when there are several). Example: -e 'setDevice(\"ipad\")'", valueName: "lua"))
    var expressions: [String] = []

    @Flag(help: "Print the layout after each -e chunk, headed `after -e #N: <chunk>` (else only at the end, when it changed).")
    var each = false

    @Flag(help: "Run again whenever the script or a module it required changes; Ctrl-C stops.")
    var watch = false

    @Flag(help: "With --watch: look for changes every 250 ms instead of using inotify.")
    var poll = false

    @OptionGroup(title: "Display")
    var display: DisplayOptions

    @OptionGroup(title: "Output")
    var printing: PrintOptions

    @Option(help: ArgumentHelp("Write the printed root to this file instead of standard output (`-`: standard output; devices and symbolic links are written through). Example: --output screen.svg", valueName: "file"))
    var output: String?

    @OptionGroup(title: "Limits and sandbox")
    var runtime: RuntimeOptions

    func validate() throws {
        try validateScriptPath(script)
        if poll && !watch { throw ValidationError("--poll only applies with --watch") }
        if let output {
            if output.isEmpty { throw ValidationError("--output needs a file name (or - for standard output)") }
            if output != "-", OutputFile.isSameFile(output, as: script) {
                throw ValidationError("--output \(output) is the script itself: give another file")
            }
        }
        if try printing.layoutFormat() == .png, output == nil || output == "-", Terminal.isOutputInteractive {
            throw ValidationError("--format png writes a picture: give --output FILE (or redirect standard output)")
        }
    }

    func run() throws {
        var run = ScriptRun(
            script: script, expressions: expressions, printsEach: each,
            format: try printing.layoutFormat(), options: printing.snapshotOptions, scale: printing.scale, emit: emit)
        // A file holds the last layout of a run that succeeded, or is left as it was.
        run.emitsOnlyOnSuccess = output != nil && output != "-"
        if watch {
            var waiter: any FileChangeWaiting = PollingWatcher()
            #if canImport(Glibc)
            if !poll, let inotify = InotifyWatcher() { waiter = inotify }
            #endif
            WatchLoop(script: script, makeHost: makeHost, run: run, waiter: waiter).start()
        }
        let host = try makeHost()
        // The host outlives the report: tearing down a large screen takes a while, and the
        // error (a limit, say) should not wait for it.
        try withExtendedLifetime(host) {
            do {
                try run.perform(in: host)
            } catch {
                throw failScript(error)
            }
        }
    }

    /// A state with the limits and sandbox of the flags, its window on the chosen device.
    private func makeHost() throws -> ScriptHost {
        let host = try ScriptHost(configuration: runtime.configuration(scriptFolder: scriptFolder(of: script)))
        display.apply(to: host.stage)
        return host
    }

    /// Prints `layout` (text ending with a line break, or a PNG picture), or writes it to
    /// `--output` (`-` is standard output; devices, FIFOs and symbolic links are written
    /// through, never replaced).
    private func emit(_ layout: Data) throws {
        guard let output, output != "-" else {
            Terminal.write(layout)
            return
        }
        do {
            try OutputFile.write(layout, to: output)
        } catch {
            throw LuaError(kind: .runtime, message: "\(error)")
        }
    }
}
