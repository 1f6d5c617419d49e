import EpoxyCore
import EpoxyLayout
import EpoxyScreens
import LuaRuntime

/// What is on stage and how it re-renders, for one state: the one place `show`, `layout`,
/// `render()`, the events, the inspection functions and the host (`epoxy run`, the REPL, specs,
/// watch and serve) go through.
///
/// Each kind of root plugs in as a ``Presentation``; the presenter installs it on the ``Stage``,
/// makes it the ``RenderLoop``'s renderer, and records every change of what is shown in
/// ``renders`` (what the REPL and `run --each` print).
final class Presenter {
    /// How a root was put on stage: laid out in a container with options, or shown on the window.
    enum Mode: Equatable {
        case layout(LayoutOptions)
        case show
    }

    /// The kinds of root `show` accepts, in the order they are tried.
    static var kinds: [any Presentation.Type] {
        [
            ProviderPresentation.self, ScreenPresentation.self, NavigationPresentation.self,
            DeclarativeTablePresentation.self, NamadaPresentation.self, GroupPresentation.self,
        ]
    }

    /// Schedules and runs updates of the shown root (`State` assignments, `render()`).
    let renderLoop = RenderLoop()
    /// What changed on stage since the host last asked (see ``ScriptHost/takeRenderReport()``).
    let renders = RenderLog()
    /// The bars hosts of shown and stacked screens.
    let hosts = ScreenHosts()
    /// The shown root's presentation (nil before the first `show`).
    private(set) var presentation: (any Presentation)?
    private(set) var mode: Mode?
    /// How many times a root was put on the stage (`show`, `layout`, a script's result): a host
    /// that runs a script again tells by it whether this run showed anything.
    private(set) var installs = 0
    private let makeStage: () -> Stage
    private var currentStage: Stage?
    private var viewNumbers: [ObjectIdentifier: (object: Weak, number: Int)] = [:]
    private var nextViewNumber = 1

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// - Parameter makeStage: makes the stage on first use (so scripts that show nothing never
    ///   open a font file).
    init(makeStage: @escaping () -> Stage) {
        self.makeStage = makeStage
        // Renders reach the REPL's printing through the log, with their changes by dataID.
        renderLoop.onRender = { [renders] report in renders.record(report) }
        // Layouts run outside renders too (a new device, a scroll measuring further down); what
        // a section provider threw there surfaces at the next flush.
        renderLoop.takePendingError = { [weak self] in self?.stage.collectionView?.takeLayoutError() }
        renderLoop.didFlush = { [weak self] in self?.updateScrollPercentage() }
    }

    /// The window and the root on it.
    var stage: Stage {
        if let currentStage { return currentStage }
        let made = makeStage()
        currentStage = made
        return made
    }

    // MARK: Showing

    /// The presentation of `value` when it is a root `show` accepts, nil otherwise.
    func presentation(of value: LuaValue, in lua: LuaState) -> (any Presentation)? {
        for kind in Self.kinds {
            if let made = kind.make(for: value, in: lua, presenter: self) { return made }
        }
        return nil
    }

    /// Whether `value` is a root to show rather than a value to print (a provider function is
    /// shown only when passed to `show`).
    func isShowable(_ value: LuaValue, in lua: LuaState) -> Bool {
        if case .function = value { return false }
        return presentation(of: value, in: lua) != nil
    }

    /// Shows `presentation`'s root on the window and makes it the render loop's renderer (when
    /// it renders), then runs what its first render scheduled. A failure before the root is
    /// installed leaves the stage as it was. The update the shown screen's last assignments
    /// scheduled runs first: replacing the screen dropped it, and the errors of its render with
    /// it (a spec resetting the stage in `after_each` passed over a render that failed).
    func show(_ presentation: any Presentation) throws {
        try renderLoop.flush()
        let root = try presentation.prepare()
        renderLoop.setRenderer(nil)
        self.presentation = presentation
        install(root)
        try presentation.didInstall()
        if presentation.rendersFromState {
            renderLoop.setRenderer { [weak self, weak presentation] cause in
                guard let self, let presentation else { return RenderReport(cause: cause) }
                let changes = try presentation.render(cause: cause)
                return RenderReport(cause: cause, changes: changes, warnings: self.stage.warnings)
            }
        }
        try renderLoop.flush()
    }

    /// Puts `root` on the window, updating the shown one in place when the last call showed.
    func install(_ root: LayoutRoot) {
        if mode == .show, stage.root != nil {
            stage.update(root)
        } else {
            stage.show(root)
        }
        mode = .show
        installs += 1
        renders.record()
    }

    /// Lays `root` out in a container (`layout(root, {…})`), updating in place when the last
    /// call laid out with the same options. It replaces what was shown, as `show` does: the
    /// shown screen's scheduled update runs first, and its renderer ends (an assignment after
    /// `layout` re-rendered the screen shown before over the root laid out).
    func layout(_ root: LayoutRoot, options: LayoutOptions) throws {
        try renderLoop.flush()
        renderLoop.setRenderer(nil)
        presentation = nil
        if mode == .layout(options), stage.root != nil {
            stage.update(root, options: options)
        } else {
            stage.layout(root, options: options)
        }
        mode = .layout(options)
        installs += 1
        renders.record()
    }

    /// Installs the current root again (after a trait change groups must re-evaluate).
    func relayout() {
        guard let root = stage.root, let mode else { return }
        // A screen follows the window through its constraints; reinstalling it would send it
        // disappearance and appearance callbacks for a rotation-like change.
        if root.viewController != nil {
            stage.layoutIfNeeded()
        } else {
            switch mode {
            case .layout(let options): stage.layout(root, options: options)
            case .show: stage.show(root)
            }
        }
        renders.record()
    }

    /// Notes that what is shown changed without a render (a selection, a scroll that moved).
    func recordChange() {
        renders.record()
    }

    // MARK: Settings and navigation

    /// Puts the window on `device` and lays the root out again.
    func setDevice(_ device: Device) {
        stage.window.setDevice(device)
        relayout()
    }

    /// Sets the window's Dynamic Type size and lays the root out again.
    func setContentSizeCategory(_ category: ContentSizeCategory) {
        stage.window.setContentSizeCategory(category)
        relayout()
    }

    /// `back()`: pops the top screen of the shown navigation flow, then re-renders.
    func back() throws {
        try renderLoop.flush()
        guard let navigation = presentation as? NavigationPresentation else {
            throw LuaArgumentError(message: "back(): no navigation controller is shown (show a NavigationController{…} first)")
        }
        try navigation.back()
        renderLoop.scheduleUpdate(cause: "back()")
        try renderLoop.flush()
    }

    /// `keyboard(height)`: shows the keyboard `height` points tall (0 hides it) and lays out again.
    func setKeyboardHeight(_ height: Double) throws {
        try renderLoop.flush()
        stage.keyboard.setHeight(height)
        stage.layoutIfNeeded()
    }

    /// Hands the shown screen's scroll position to its bars' coordinators.
    private func updateScrollPercentage() {
        guard let shown = currentStage?.root?.viewController else { return }
        var current: ViewController? = shown.visibleScreen
        while let controller = current {
            if let host = controller as? ScriptedScreenHost {
                host.updateScrollPercentage()
                return
            }
            current = controller.parent
        }
    }

    // MARK: View numbers

    /// A number for `object` that stays the same while the object lives (`find(id).viewID`).
    func number(of object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let entry = viewNumbers[key], entry.object.object === object { return entry.number }
        let number = nextViewNumber
        nextViewNumber += 1
        viewNumbers[key] = (Weak(object), number)
        return number
    }
}
