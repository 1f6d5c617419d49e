import EpoxyCore
import EpoxyLayout
import EpoxyRaster
import EpoxyScreens
import EpoxySnapshot
import Foundation
import LuaRuntime

// What the host does with the stage, in Swift through the presenter: showing a script's root,
// printing the layout, and the REPL's and the preview's settings, lists and events. None of it
// looks up a Lua global, so a script that reassigns `show`, `frame`, `tap`, … cannot break it.
extension ScriptHost {
    /// Whether `value` is a root to show rather than a value to print: a group, group item,
    /// component instance, view controller, navigation controller, declarative table or
    /// NamadaLayout screen. Anything else, tables with metatables included, is data to print.
    public func isRoot(_ value: LuaValue) -> Bool {
        presenter.isShowable(value, in: lua)
    }

    /// Shows `root` on the window, as `show(root)` does in a script (a root provider function
    /// too), under the time budget.
    ///
    /// - Throws: ``LuaError`` when `root` is no root or showing it failed (a screen's provider
    ///   raised, a navigation stack was refused).
    public func show(_ root: LuaValue) throws {
        try stageStep("show") {
            guard let presentation = presenter.presentation(of: root, in: lua) else {
                throw LuaError(kind: .runtime, message: "cannot show \(root.typeName): a group, group item, component instance or screen expected")
            }
            try presenter.show(presentation)
        }
    }

    /// Shows the root `script` returned, the first of its `results`; false when it returned none.
    /// An error that names no line of its own (a limit reached laying the screen out) names the
    /// script.
    public func showReturnedRoot(of results: [LuaValue], script: String) throws -> Bool {
        guard let first = results.first, isRoot(first) else { return false }
        do {
            try show(first)
        } catch let error as LuaError {
            throw error.located(at: script, "(showing the root it returned)")
        }
        return true
    }

    /// The dataIDs `visible()` lists, as the Lua list it returns.
    public func visible() throws -> LuaValue {
        try stageStep("visible") {
            try presenter.renderLoop.flush()
            return .array(presenter.visibleDataIDs.map(DataIDValue.lua))
        }
    }

    /// How many times a root was put on the stage (by `show`, `layout` or ``show(_:)``): a host
    /// running a script again compares it before and after to tell whether the run showed one.
    public var rootInstallCount: Int { presenter.installs }

    /// The dataID a text names where snapshots write dataIDs as text (an SVG's `data-id`, which
    /// the preview page sends back): the string itself when something has it, else the one
    /// number or boolean written as it (`"3"` for 3, `"true"` for true); the string when none
    /// or several are.
    public func dataID(writtenAs text: String) -> LuaValue {
        let dataIDs = presenter.dataIDs
        if dataIDs.contains(AnyHashable(text)) { return .string(text) }
        let written = Set(dataIDs.filter { !($0.base is String) && DataIDFormatter.string(for: $0) == text })
        guard written.count == 1, let only = written.first else { return .string(text) }
        return DataIDValue.lua(only)
    }

    /// What names one element for `tap` when the element with `dataID` was picked inside the
    /// elements with `ancestors` (innermost first, as a picture's nesting shows them): `dataID`
    /// alone when it names one element, else the first `{ ancestor, dataID }` that does; `dataID`
    /// alone when none does, so `tap` says why.
    public func path(naming dataID: LuaValue, inside ancestors: [LuaValue]) -> LuaValue {
        // The element picked: the whole chain names it, when the chain is a path (a picture
        // nests some dataIDs a path does not take, e.g. sections); a shorter path must name it too.
        let picked = DataIDPath(.array(ancestors.reversed() + [dataID])).flatMap { try? presenter.element(at: $0, function: "tap") }
        for candidate in [[dataID]] + ancestors.map({ [$0, dataID] }) {
            guard let path = DataIDPath(.array(candidate)),
                  let found = try? presenter.element(at: path, function: "tap"),
                  picked == nil || found === picked else { continue }
            return candidate.count == 1 ? dataID : .array(candidate)
        }
        return dataID
    }

    /// Puts the window on `device` and lays the shown root out again, as `setDevice` does.
    public func setDevice(_ device: Device) throws {
        try stageStep("setDevice") { presenter.setDevice(device) }
    }

    /// Sets the Dynamic Type size and lays the shown root out again, as `setContentSizeCategory` does.
    public func setContentSizeCategory(_ category: ContentSizeCategory) throws {
        try stageStep("setContentSizeCategory") { presenter.setContentSizeCategory(category) }
    }

    /// Pops the top screen of the shown navigation flow, as `back()` does.
    public func back() throws {
        try stageStep("back") { try presenter.back() }
    }

    /// Sends the event `name` (`tap` or `scroll`) with `arguments` through the API's own
    /// function, under the time budget: its arguments are checked and its errors worded as in a
    /// script, and a script's global of the same name plays no part.
    ///
    /// - Throws: ``LuaError`` with the function's message (`bad argument #1 to 'tap' (…)`).
    public func send(_ name: String, _ arguments: [LuaValue]) throws {
        guard let function = eventFunctions[name] else {
            throw LuaError(kind: .runtime, message: "no event named '\(name)' (events: \(Self.eventNames.sorted().joined(separator: ", ")))")
        }
        try lua.call(function, arguments, timeLimit: lua.configuration.timeLimit)
    }

    /// The current stage as a PNG picture at `scale` pixels per point, under the time budget.
    ///
    /// - Throws: ``RasterError`` when the picture cannot be made (too large, no renderer);
    ///   ``LuaError`` when the budget or the cap ran out.
    public func picture(scale: Double = SVGRasterizer.defaultScale) throws -> Data {
        try lua.withEntry(timeLimit: lua.configuration.timeLimit) { try PNGWriter.write(StageSnapshot(stage).document, scale: scale) }
    }

    /// The current stage written in `format`, as `snapshot(format)` returns it, under the time
    /// budget (a run's printing is host work done for the script).
    ///
    /// - Throws: ``LuaError`` when the budget or the cap ran out.
    public func snapshot(format: SnapshotFormat, options: SnapshotOptions = .standard) throws -> String {
        try lua.withEntry(timeLimit: lua.configuration.timeLimit) { StageSnapshot(stage).write(format: format, options: options) }
    }

    /// Runs `body` as the host's stage operation `name`, as the API function of that name runs:
    /// under the time budget and memory cap, refused while a layout runs, a callback's failure
    /// raised as its error, and any error as a ``LuaError`` with the message the script would see.
    func stageStep<Result>(_ name: String, _ body: () throws -> Result) throws -> Result {
        do {
            let result = try lua.withEntry(timeLimit: lua.configuration.timeLimit) {
                try environment.stageGuard.run(name + "()") { try body() }
            }
            try lua.throwCallbackFailure()
            return result
        } catch let error as LuaError {
            lua.discardCallbackFailure()
            throw error
        } catch {
            // The step's own error is the one to report, as when Lua called the function.
            lua.discardCallbackFailure()
            throw LuaError(kind: .runtime, message: String(describing: error))
        }
    }
}
