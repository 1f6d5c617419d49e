import EpoxyLua
import EpoxySnapshot
import Foundation

/// `epoxy run SCRIPT --watch`: runs the script, then again each time it or a module it required
/// changes, printing the new layout and a diff of the text tree against the last good run. A
/// failing run prints its error and keeps the last good layout. Runs until interrupted (Ctrl-C
/// exits 0).
struct WatchLoop {
    let script: String
    /// A fresh host for each run (so every run starts from a clean state, as `epoxy run` does).
    let makeHost: () throws -> ScriptHost
    /// One run in a host.
    let run: ScriptRun
    let waiter: any FileChangeWaiting

    func start() -> Never {
        // The default actions of SIGINT and SIGTERM would end with status 130 and 143; stopping
        // the watch is success (as it is for `epoxy serve`).
        signal(SIGINT) { _ in _exit(0) }
        signal(SIGTERM) { _ in _exit(0) }
        var lastGoodTree: String?
        var watched = WatchedFiles(script: script)
        var runNumber = 1
        while true {
            watched.runStarts()
            var host: ScriptHost?
            do {
                let made = try makeHost()
                host = made
                try run.perform(in: made)
                watched.runEnded(requiredFiles: made.lua.requiredFiles.map(\.path), succeeded: true)
                if made.stage.root != nil {
                    let tree = try made.snapshot(format: .text)
                    if let lastGoodTree, runNumber > 1 { printDiff(from: lastGoodTree, to: tree) }
                    lastGoodTree = tree
                }
            } catch {
                _ = failScript(error)
                if lastGoodTree != nil { Terminal.printError("(keeping the last good layout)") }
                watched.runEnded(requiredFiles: host?.lua.requiredFiles.map(\.path) ?? [], succeeded: false)
            }
            let count = watched.paths.count
            Terminal.printError("watching \(count) file\(count == 1 ? "" : "s") (\(watched.names.joined(separator: ", "))) with \(waiter.mechanism); Ctrl-C to stop")
            let changed = waiter.waitForChange(since: watched.recorded)
            runNumber += 1
            Terminal.printError("changed: \(changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")); run \(runNumber)")
        }
    }

    /// Prints what changed in the text tree since the last good run.
    private func printDiff(from old: String, to new: String) {
        let style = Terminal.outputStyle
        let diff = SnapshotDiff(expected: old, actual: new)
        guard diff.hasChanges else {
            Terminal.print(style.paint("no changes since the last run", .dim))
            return
        }
        Terminal.print(style.paint("changes since the last run:", .bold))
        let text = diff.unified(expectedName: "last run", actualName: "this run")
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            switch line.first {
            case "+" where !line.hasPrefix("+++"): Terminal.print(style.paint(String(line), .green))
            case "-" where !line.hasPrefix("---"): Terminal.print(style.paint(String(line), .red))
            case "@": Terminal.print(style.paint(String(line), .cyan))
            default: Terminal.print(String(line))
            }
        }
    }
}
