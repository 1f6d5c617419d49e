import EpoxyLayout
import EpoxyLua
import EpoxyScreens
import EpoxySnapshot
import FlyingFox
import Foundation
import LuaRuntime

/// The one script host of `epoxy serve` and everything done with it: loads and reloads, the
/// page's events and settings, the render reports, and the pages listening for changes.
///
/// An actor whose jobs all run on one dedicated thread (``LuaThreadExecutor``), so the Lua
/// state is only ever used from that thread, one request at a time. Every Lua call runs under
/// the state's limits, as in `epoxy run`: the time budget per load and per event, the memory cap
/// throughout.
actor PreviewSession {
    nonisolated let executor: LuaThreadExecutor
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// The script's path as given.
    let script: String
    private let configuration: LuaState.Configuration
    private let fontDirectory: String?
    private var host: ScriptHost?
    /// The device and type size to give a host made later (after a host could not be made).
    private var device: Device
    private var contentSizeCategory: ContentSizeCategory?
    private var appearance: SVGAppearance = .light
    private var version = 0
    private var reports: [PreviewReport] = []
    private var nextReportID = 1
    private var error: PreviewScriptError?
    private var watched: WatchedFiles
    private var subscribers: [UUID: AsyncStream<WSMessage>.Continuation] = [:]
    /// Where progress and script errors go (standard error, for the terminal that started the preview).
    private let log: @Sendable (String) -> Void
    private let warnings: PreviewWarnings

    init(
        script: String, configuration: LuaState.Configuration, device: Device, contentSizeCategory: ContentSizeCategory?,
        fontDirectory: String? = nil, executor: LuaThreadExecutor = LuaThreadExecutor(), log: @escaping @Sendable (String) -> Void
    ) {
        self.script = script
        self.configuration = configuration
        self.device = device
        self.contentSizeCategory = contentSizeCategory
        self.fontDirectory = fontDirectory
        self.executor = executor
        self.log = log
        warnings = PreviewWarnings(echo: log)
        watched = WatchedFiles(script: script)
    }

    // MARK: Loading

    /// Runs the script (again, re-reading the modules it requires) and shows the root it returns;
    /// a failure keeps the last good screen and becomes the state's error.
    @discardableResult
    func load(cause: String = "load") -> PreviewState {
        watched.runStarts()
        let logged = warnings.collect { loadScript(cause: cause) }
        recordChange(cause: cause, warnings: logged.warnings, always: true)
        return publish()
    }

    private func loadScript(cause: String) {
        var succeeded = false
        do {
            let host = try currentHost()
            try host.forgetRequiredModules()
            defer { watched.runEnded(requiredFiles: host.lua.requiredFiles.map(\.path), succeeded: succeeded) }
            let installsBefore = host.rootInstallCount
            let results = try host.runScript(at: script)
            let showedReturnedRoot = try host.showReturnedRoot(of: results, script: script)
            if !showedReturnedRoot && host.rootInstallCount == installsBefore {
                // Neither returned nor shown: on a reload too, or the page would go on showing
                // the last run's screen as if this one had made it.
                let returned = results.isEmpty ? "nothing" : try host.inspect(results)
                throw LuaError(kind: .runtime, message: "\(script): the script returned no root to show (it returned \(returned)); return a group, component or screen")
            }
            succeeded = true
            error = nil
        } catch {
            fail(error, during: cause)
        }
    }

    /// The files to watch and their signatures from before the last load.
    func watchedFiles() -> WatchedFiles { watched }

    private func currentHost() throws -> ScriptHost {
        if let host { return host }
        let made = try ScriptHost(configuration: configuration, fontDirectory: fontDirectory)
        made.stage.window.setDevice(device)
        if let contentSizeCategory { made.stage.window.setContentSizeCategory(contentSizeCategory) }
        host = made
        return made
    }

    // MARK: Events and settings

    /// Sends `event` to the screen (`tap`, `scroll`, `back`), then runs the updates it scheduled.
    ///
    /// - Throws: ``PreviewRequestError``: 409 when nothing is shown, 404 for a dataID that is not
    ///   on the screen, 422 when the event function refuses its arguments (a Label cannot be
    ///   tapped, the screen has no collection to scroll). A failing handler is not a bad request:
    ///   it becomes the state's error, and the screen stays as it was.
    func handle(_ event: PreviewEvent) throws -> PreviewState {
        guard let host, host.stage.root != nil else {
            throw PreviewRequestError(.conflict, "nothing is shown yet: the script has not shown a root\(error.map { " (\($0.message))" } ?? "")")
        }
        let send: () throws -> Void
        // The Lua call the event makes, as the reports name it.
        var call = event.description
        switch event {
        case .tap(let dataID, let ancestors):
            guard Self.dataIDs(in: StageSnapshot(host.stage).document.root).contains(dataID.svgText) else {
                throw PreviewRequestError(.notFound, "no element with dataID '\(dataID.svgText)' is on the screen")
            }
            // The page sends a data-id as it reads it, a string: 3 and true come back as "3" and "true".
            let lua = { (id: PreviewDataID) in if case .string(let text) = id { host.dataID(writtenAs: text) } else { id.luaValue } }
            let target = host.path(naming: lua(dataID), inside: ancestors.map(lua))
            send = { try host.send("tap", [target]) }
            call = "tap(\(target))"
        case .scroll(let x, let y, let section):
            var offset: [LuaKey: LuaValue] = [:]
            if let x { offset["x"] = .number(x) }
            if let y { offset["y"] = .number(y) }
            if let section { offset["section"] = section.luaValue }
            send = { try host.send("scroll", [.dictionary(offset)]) }
        case .back:
            send = { try host.back() }
        }
        let logged = warnings.collect { () -> LuaError? in
            do {
                try send()
                try host.flushUpdates()
                error = nil
            } catch let refusal as LuaError where Self.isRefusal(refusal, by: event.functionName) {
                return refusal
            } catch {
                fail(error, during: call)
            }
            return nil
        }
        if let refusal = logged.value {
            if host.hasPendingRender || !logged.warnings.isEmpty {
                recordChange(cause: call, warnings: logged.warnings, always: true)
                _ = publish()
            }
            throw PreviewRequestError(.unprocessableContent, refusal.message)
        }
        recordChange(cause: call, warnings: logged.warnings, always: true)
        return publish()
    }

    /// Changes the simulated device, Dynamic Type size or appearance.
    func apply(_ settings: PreviewSettings) -> PreviewState {
        var causes: [String] = []
        if let appearance = settings.appearance {
            self.appearance = appearance
            causes.append("appearance: \(appearance.rawValue)")
        }
        if let device = settings.device {
            self.device = device
            causes.append("device: \(device.name)")
        }
        if let category = settings.contentSizeCategory {
            contentSizeCategory = category
            causes.append("contentSizeCategory: \(category.rawValue)")
        }
        let cause = causes.joined(separator: ", ")
        let logged = warnings.collect {
            guard let host else { return }
            do {
                // As the REPL's :device does: they re-lay out and re-render.
                if let device = settings.device { try host.setDevice(device) }
                if let category = settings.contentSizeCategory { try host.setContentSizeCategory(category) }
                try host.flushUpdates()
            } catch {
                fail(error, during: cause)
            }
        }
        recordChange(cause: cause, warnings: logged.warnings, always: true)
        return publish()
    }

    /// Whether the event function itself refused its arguments or the screen's state
    /// (`bad argument #1 to 'tap' (…)`, `scroll: the screen has no collection view`, `back(): …
    /// nothing to go back to`), as opposed to a handler of the script that failed (whose message
    /// starts with the script's `file:line`).
    static func isRefusal(_ error: LuaError, by function: String) -> Bool {
        error.kind == .runtime
            && (error.message.hasPrefix("bad argument #") && error.message.contains("'\(function)'")
                || error.message.hasPrefix("\(function): ") || error.message.hasPrefix("\(function)(): "))
    }

    /// The `data-id`s of `node` and its descendants, as the SVG spells them.
    static func dataIDs(in node: SnapshotNode) -> Set<String> {
        var found = Set<String>()
        var pending = [node]
        while let next = pending.popLast() {
            if let dataID = next.dataID { found.insert(dataID) }
            pending.append(contentsOf: next.children)
        }
        return found
    }

    // MARK: State and listeners

    /// What the page shows now.
    func state() -> PreviewState {
        let shown = host.flatMap { $0.stage.root != nil ? StageSnapshot($0.stage).document : nil }
        let window = host?.stage.window
        let size = window?.device.size ?? device.size
        let scroll: PreviewState.Scroll? = shown.flatMap { document in
            guard let offset = document.contentOffset, let content = document.contentSize else { return nil }
            return PreviewState.Scroll(x: offset.x, y: offset.y, contentWidth: content.width, contentHeight: content.height)
        }
        return PreviewState(
            version: version, script: script,
            settings: .init(
                device: window?.device.name ?? device.name, width: size.width, height: size.height,
                contentSizeCategory: (window?.providedTraits.contentSizeCategory ?? contentSizeCategory ?? .large).rawValue,
                appearance: appearance.rawValue),
            devices: (Device.presets + (Device.presets.contains { $0.name == (window?.device.name ?? device.name) } ? [] : [window?.device ?? device]))
                .map { .init(name: $0.name, width: $0.size.width, height: $0.size.height) },
            contentSizeCategories: ContentSizeCategory.allCases.map(\.rawValue),
            svg: shown.map { SVGWriter(appearance: appearance).write($0) },
            scroll: scroll, stack: shown?.stack, reports: reports, error: error, watching: watched.names)
    }

    /// The screen's SVG in `appearance` (nil: the page's), nil until a root is shown.
    func svg(appearance: SVGAppearance? = nil) -> String? {
        guard let host, host.stage.root != nil else { return nil }
        return SVGWriter(appearance: appearance ?? self.appearance).write(StageSnapshot(host.stage).document)
    }

    /// A stream of the state as JSON text: the current one at once, then one after every change
    /// (a slow reader skips to the newest). It ends when ``unsubscribe(_:)`` is called.
    func subscribe() -> (id: UUID, messages: AsyncStream<WSMessage>) {
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(2))
        let id = UUID()
        subscribers[id] = continuation
        continuation.yield(.text(String(decoding: PreviewJSON.encode(state()), as: UTF8.self)))
        return (id, stream)
    }

    /// Stops sending to a listener (its page closed).
    func unsubscribe(_ id: UUID) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    /// How many pages are listening.
    var subscriberCount: Int { subscribers.count }

    /// A new version of the state, sent to every listener.
    private func publish() -> PreviewState {
        version += 1
        let current = state()
        let message = WSMessage.text(String(decoding: PreviewJSON.encode(current), as: UTF8.self))
        for continuation in subscribers.values { continuation.yield(message) }
        return current
    }

    private func fail(_ failure: any Error, during cause: String) {
        let described = PreviewScriptError(failure, during: cause).resolvingShortenedFile(among: watched.paths)
        error = described
        log("error (\(cause)): \(described.message)" + (host?.stage.root != nil ? " (keeping the last good screen)" : ""))
    }

    /// Adds the panel's entry for what `cause` changed (every load and event gets one, `always`).
    /// A script callback that failed during it failed the event itself, so it is already `error`.
    private func recordChange(cause: String, warnings: [String], always: Bool) {
        let change = host?.takeRenderReport()
        guard change != nil || always || !warnings.isEmpty else { return }
        reports.append(PreviewReport(
            id: nextReportID, cause: cause, renders: change?.reports.map(PreviewReport.Render.init) ?? [],
            changedScreen: change != nil, warnings: warnings, error: error.flatMap { $0.during == cause ? $0.message : nil }))
        nextReportID += 1
        if reports.count > PreviewReport.kept { reports.removeFirst(reports.count - PreviewReport.kept) }
    }
}
