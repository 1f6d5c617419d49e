import ArgumentParser
import EpoxyLua
import Foundation

/// `epoxy serve SCRIPT [--port N]`: a live preview in the browser. Serves a page on 127.0.0.1
/// that draws the screen as SVG in a device frame, sends clicks and wheel/drag to `tap` and
/// `scroll`, lists the render report of every change, and reloads when the script or a module
/// it required changes.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview a script live in the browser: click, scroll, change device and type size.",
        discussion: """
            Serves a page on 127.0.0.1 only (never on other interfaces) and prints its URL. The page \
            draws the screen as the SVG `--format svg` writes, inside a device frame, with pickers for \
            the device, the Dynamic Type size and light or dark appearance (UIKit's dark variants of the \
            system colours). A click on an element calls tap(dataID) (the innermost element that can \
            be tapped), the wheel or a drag calls scroll{ x =, y = }, and ← calls back(). The side panel \
            lists what each change did (the render reports: cause and changes by dataID) and the \
            frame of the element under the pointer.

            When the script or a module it required changes, the script runs again in the same state \
            (as the REPL's :reload) and every open page updates. A failing script or handler shows \
            its error (file:line) over the last good screen. The time and memory limits apply to \
            every load and every event, as in `epoxy run`. Ctrl-C (or SIGTERM) stops the server.

            Examples:
              epoxy serve examples/app/app.lua
              epoxy serve examples/collection/readme_list.lua --port 8080 --device iphone-se
              epoxy serve screen.lua --type-size accessibilityLarge --poll
            """
    )

    @Argument(help: ArgumentHelp("The Lua script to preview.", valueName: "script"))
    var script: String

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (0, the default, picks a free one). Example: --port 8080", valueName: "n"))
    var port: Int = 0

    @Flag(help: "Look for changes to the script every 250 ms instead of using inotify.")
    var poll = false

    @Option(help: .hidden)
    var exitAfter: Double?

    @OptionGroup(title: "Display")
    var display: DisplayOptions

    @OptionGroup(title: "Limits and sandbox")
    var runtime: RuntimeOptions

    func validate() throws {
        try validateScriptPath(script)
        guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0…65535, got \(port)") }
        if let exitAfter, !(exitAfter.isFinite && exitAfter > 0) {
            throw ValidationError("--exit-after must be a positive number of seconds")
        }
    }

    func run() throws {
        // Stopping the preview is its normal end: Ctrl-C and SIGTERM exit 0.
        signal(SIGINT) { _ in _exit(0) }
        signal(SIGTERM) { _ in _exit(0) }
        signal(SIGPIPE, SIG_IGN)
        let log: @Sendable (String) -> Void = { Terminal.printError($0) }
        let session = PreviewSession(
            script: script, configuration: runtime.configuration(scriptFolder: scriptFolder(of: script)),
            device: try display.resolvedDevice(), contentSizeCategory: try display.contentSizeCategory(), log: log)
        var waiter: any FileChangeWaiting = PollingWatcher()
        #if canImport(Glibc)
        if !poll, let inotify = InotifyWatcher() { waiter = inotify }
        #endif
        let reloader = PreviewReloader(session: session, waiter: waiter, log: log)
        let server = PreviewServer(session: session, port: UInt16(port), log: log)
        let script = self.script
        if let exitAfter {
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: exitAfter)
                fflush(nil)
                _exit(0)
            }
        }
        let outcome = ServeOutcome()
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                await session.load()
                try await server.run { url in
                    Terminal.print("Serving \(script) at \(url)")
                    reloader.start()
                }
            } catch {
                outcome.failure = "\(error)"
            }
            finished.signal()
        }
        finished.wait()
        if let failure = outcome.failure {
            Terminal.printError("error: \(failure)")
            throw ExitCode(1)
        }
    }
}

/// How the server task ended, read by the command's thread once the task signalled.
private final class ServeOutcome: @unchecked Sendable {
    var failure: String?
}
