import EpoxyCore
import EpoxyLayout
import EpoxyLua
import EpoxyScreens
import Foundation
import LuaRuntime

/// One REPL's state beyond the Lua state: the script it may reload and how layouts print.
/// Evaluates lines and meta-commands and prints what they produce; every method returns
/// whether the line succeeded (a scripted session exits 1 when one did not).
final class ReplSession {
    let host: ScriptHost
    /// The script given to `epoxy repl SCRIPT`, run again by `:reload`.
    let script: String?
    private(set) var printer: RenderPrinter
    private let errorStyle: TerminalStyle

    init(host: ScriptHost, script: String?, printer: RenderPrinter, errorStyle: TerminalStyle) {
        self.host = host
        self.script = script
        self.printer = printer
        self.errorStyle = errorStyle
    }

    /// Runs the script and, when it returns a root, shows it and prints the layout; other results
    /// print as values. A failing script prints its error; the REPL goes on (fix it, then `:reload`).
    func runScript() -> Bool {
        guard let script else { return true }
        defer { printRender() }
        do {
            try runAndShow(script)
            return true
        } catch {
            fail("\(error)")
            return false
        }
    }

    /// Evaluates a complete chunk (or reports it unfinished), printing its values and, when it
    /// changed what is shown, the changeset and layout. A line that fails prints its error
    /// alone: what it left on the stage may be half done (a layout the time limit cut short has
    /// every frame at zero), so its renders are dropped, not shown as the screen.
    func evaluate(_ input: String) -> (succeeded: Bool, incomplete: Bool) {
        do {
            switch try host.evaluate(input) {
            case .incomplete:
                printRender()
                return (true, true)
            case .values(let values):
                try printValues(values)
                printRender()
                return (true, false)
            }
        } catch {
            fail("\(error)")
            _ = host.takeRenderReport()
            return (false, false)
        }
    }

    /// Prints a line's values, except when the line changed what is shown and returned only models
    /// (`show(root)` returns its root): the layout printed next shows them in full.
    private func printValues(_ values: [LuaValue]) throws {
        guard !values.isEmpty else { return }
        if host.hasPendingRender, values.allSatisfy(host.isRoot) { return }
        Terminal.print(try host.inspect(values))
    }

    /// Performs a meta-command other than `:quit`.
    func perform(_ command: ReplMetaCommand) -> Bool {
        do {
            switch command {
            case .help: Terminal.print(ReplMetaCommand.helpText)
            case .format(let name): try setFormat(name)
            case .device(let name): try setDevice(name)
            case .size(let size): try setSize(size)
            case .typeSize(let name): try setTypeSize(name)
            case .reload: try reload()
            case .tree: try printTree()
            case .visible: Terminal.print(try host.inspect([try host.visible()]))
            case .quit: break
            case .unknown(let name, let suggestion):
                var message = "unknown command :\(name)"
                if let suggestion { message += "; did you mean :\(suggestion)?" }
                throw ReplCommandError(message + " (:help lists them)")
            }
            printRender()
            return true
        } catch {
            printRender()
            fail("\(error)")
            return false
        }
    }

    private func setFormat(_ name: String?) throws {
        if let name {
            let format = try LayoutFormat(name: name)
            if format == .png { throw ReplCommandError(LayoutFormat.pngNeedsAFile) }
            printer.format = format
        }
        Terminal.print("format: \(printer.format.name)")
    }

    private func setDevice(_ name: String?) throws {
        if let name {
            guard let device = Device(named: name) else {
                throw ReplCommandError(ClosestName.unknown("device", name, valid: Device.presets.map(\.name)))
            }
            try host.setDevice(device)
        }
        Terminal.print("device: \(host.stage.window.device)")
    }

    private func setSize(_ text: String?) throws {
        if let text {
            let size: Size
            do {
                size = try DisplayOptions.parseSize(text)
            } catch {
                throw ReplCommandError(":size expects WxH with positive numbers up to 100000, e.g. 320x568; got '\(text)'")
            }
            try host.setDevice(Device(size: size, safeArea: host.stage.window.device.safeArea))
        }
        Terminal.print("size: \(host.stage.window.device.size)")
    }

    private func setTypeSize(_ name: String?) throws {
        if let name {
            guard let category = ContentSizeCategory(name: name) else {
                throw ReplCommandError(ClosestName.unknown("type size", name, valid: ContentSizeCategory.allCases.map(\.rawValue)))
            }
            try host.setContentSizeCategory(category)
        }
        Terminal.print("type size: \(host.stage.window.providedTraits.contentSizeCategory.rawValue)")
    }

    /// Runs the script again in the same state (REPL globals stay), re-reading its modules; the
    /// shown root is updated in place, so a render loop can report what changed.
    private func reload() throws {
        guard let script else {
            throw ReplCommandError(":reload needs a script: start the REPL as `epoxy repl SCRIPT`")
        }
        try host.forgetRequiredModules()
        try runAndShow(script)
        Terminal.print("reloaded \(script)")
    }

    /// Runs `script`; shows the root it returns, or prints its other results as values.
    private func runAndShow(_ script: String) throws {
        let results = try host.runScript(at: script)
        if try !host.showReturnedRoot(of: results, script: script), !results.isEmpty {
            Terminal.print(try host.inspect(results))
        }
    }

    private func printTree() throws {
        guard host.stage.root != nil else {
            throw ReplCommandError("nothing is shown yet: show(root) or start with `epoxy repl SCRIPT`")
        }
        Terminal.write(try host.snapshot(format: .text, options: printer.options))
    }

    /// Prints the changeset and layout when the last line or command changed what is shown.
    private func printRender() {
        guard let report = host.takeRenderReport() else { return }
        do {
            try printer.print(report, of: host)
        } catch {
            fail("\(error)")
        }
    }

    private func fail(_ message: String) {
        Terminal.printError(errorStyle.paint("error: " + message, .red))
    }
}
